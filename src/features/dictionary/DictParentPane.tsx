import { PlusOutlined } from '@ant-design/icons';
import { useFormName } from '../../lib/forms/useFormName';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useGetDictParentList, useRemoveDicts } from '../../../generated/endpoints/dict/dict';
import type { DictEntry } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { can, type PermissionSet } from '../../lib/access/access';
import { okData } from '../../lib/http/okData';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { textParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import type { DictFormMode } from './DictFormDialog';
import { invalidateDictionaries } from './dictQueries';
import styles from './paneStyles.module.css';
import { SearchActions } from '../../components/list/SearchActions';
import { nameWithCode } from '../../lib/nameWithCode';

/** The parent pane's filters, under `dict.` in the address (the entry pane uses `item.`). */
const FILTERS = { code: textParam, dictValue: textParam } as const;

type Props = {
  permissions: PermissionSet;
  chosenId: string | undefined;
  onChoose: (dictionary: DictEntry | null) => void;
  onEdit: (mode: DictFormMode) => void;
};

export const isSealed = (entry: DictEntry) => entry.isSealed === 1;

/**
 * The dictionaries (parent-list): searchable by code and name, paged by the server, with its own
 * loading, selection and paging. Choosing one shows its entries in the other pane.
 */
export function DictParentPane({ permissions, chosenId, onChoose, onEdit }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useRemoveDicts();
  const { confirmRemove, holder } = useRemoveConfirm();
  const list = useListPage({ filters: FILTERS, prefix: 'dict.' });
  const query = useGetDictParentList(
    { ...list.pageParams, ...list.filters },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } },
  );
  const view = useListTable(list, query, { rowKey: 'id', selectable: can(permissions, 'dict_delete'), canSelect: (row) => !isSealed(row) });
  const [search] = Form.useForm<{ code?: string; dictValue?: string }>();
  const formName = useFormName('dict-search');
  const filtered = Boolean(list.filters.code || list.filters.dictValue);

  const removeRows = (rows: DictEntry[]) => {
    // BladeX refuses to delete a dictionary that still has entries: say so before asking.
    const withEntries = rows.find((row) => row.hasChildren);
    if (withEntries) {
      toast.warning(t('dict.remove.hasEntries', { name: withEntries.dictValue }));
      return;
    }
    confirmRemove({
      title: t('dict.remove.dictionaries'),
      names: rows.map((row) => nameWithCode(intl, row.dictValue, row.code)),
      remove: async () => {
        await remove.mutateAsync({ params: { ids: rows.map((row) => row.id!).join(',') } });
        toast.success(t('action.removed'));
        view.afterRemove(rows.filter((row) => view.rows.some((shown) => shown.id === row.id)).length);
        if (rows.some((row) => row.id === chosenId)) onChoose(null);
        invalidateDictionaries(queryClient);
      },
    });
  };

  const sealedTip = t('dict.sealed.tip');
  const columns: TableColumnsType<DictEntry> = [
    {
      title: t('dict.field.dictionaryName'),
      dataIndex: 'dictValue',
      key: 'dictValue',
      minWidth: 120,
      render: (value: string, row) => (
        <Space size={4}>
          <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={row.id === chosenId} onClick={() => onChoose(row)}>
            {value}
          </Button>
          {isSealed(row) && <Tag>{t('dict.sealed.yes')}</Tag>}
        </Space>
      ),
    },
    { title: t('dict.field.code'), dataIndex: 'code', key: 'code', width: 100, ellipsis: true },
    { title: t('dict.field.sort'), dataIndex: 'sort', key: 'sort', width: 60 },
    {
      title: t('action.operations'),
      key: 'actions',
      // The pane is narrow: the links wrap to a second line rather than widen the table.
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          {can(permissions, 'dict_add') && (
            <Button type="link" size="small" onClick={() => onEdit({ kind: 'add', parent: row })} aria-label={t('dict.action.addEntryTo', { name: row.dictValue })}>
              {t('dict.action.addEntry')}
            </Button>
          )}
          {can(permissions, 'dict_edit') && (
            <Tooltip title={isSealed(row) ? sealedTip : undefined}>
              <Button type="link" size="small" disabled={isSealed(row)} onClick={() => onEdit({ kind: 'edit', entry: row })} aria-label={t('action.editNamed', { name: row.dictValue })}>
                {t('action.edit')}
              </Button>
            </Tooltip>
          )}
          {can(permissions, 'dict_delete') && (
            <Tooltip title={isSealed(row) ? sealedTip : undefined}>
              <Button type="link" size="small" danger disabled={isSealed(row)} onClick={() => removeRows([row])} aria-label={t('action.removeNamed', { name: row.dictValue })}>
                {t('action.remove')}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      {holder}
      <div className={styles.paneHead}>
        <h2 id={headingId} className={styles.paneTitle}>
          {t('dict.pane.dictionaries')}
        </h2>
        {can(permissions, 'dict_add') && (
          <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onEdit({ kind: 'add', parent: null })}>
            {t('dict.action.addDictionary')}
          </Button>
        )}
      </div>
      <Form name={formName}
        form={search}
        className={styles.search}
        layout="inline"
        initialValues={list.filters}
        onFinish={(values) => list.setFilters({ code: values.code, dictValue: values.dictValue })}
        aria-label={t('dict.search.dictionaries')}
      >
        {/* Placeholders, named for assistive technology: the pane is narrow. */}
        <Form.Item name="dictValue" style={{ marginInlineEnd: 0 }}>
          <Input allowClear size="small" style={{ width: 130 }} placeholder={t('dict.field.dictionaryName')} aria-label={t('dict.field.dictionaryName')} />
        </Form.Item>
        <Form.Item name="code" style={{ marginInlineEnd: 0 }}>
          <Input allowClear size="small" style={{ width: 130 }} placeholder={t('dict.field.code')} aria-label={t('dict.field.code')} />
        </Form.Item>
        <SearchActions
          size="small"
          onReset={() => {
            search.resetFields();
            search.setFieldsValue({ code: undefined, dictValue: undefined });
            list.reset();
          }}
        />
      </Form>
      {view.status === 'error' && <LoadFailure error={view.error} onRetry={view.retry} />}
      <SelectionBar count={view.selection.count} onClear={view.selection.clear}>
        {can(permissions, 'dict_delete') && (
          <Button size="small" danger onClick={() => removeRows(view.selection.rows)}>
            {t('action.removeSelected')}
          </Button>
        )}
      </SelectionBar>
      <Table<DictEntry>
        {...view.tableProps}
        size="small"
        columns={columns}
        {...fitColumns(columns, { selection: Boolean(view.tableProps.rowSelection) })}
        rowClassName={(row) => (row.id === chosenId ? styles.chosen : '')}
        onRow={(row) => ({ onClick: (event) => !isInteractive(event.target) && onChoose(row) })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'dict.empty.filtered' : 'dict.empty.dictionaries')} /> }}
        aria-label={t('dict.pane.dictionaries')}
      />
    </section>
  );
}

/** A click on a button, link, checkbox or input inside a row is that control's, not the row's. */
const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && Boolean(target.closest('button, a, input, label, .ant-checkbox-wrapper'));
