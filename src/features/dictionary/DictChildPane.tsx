import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useGetDictChildList, useRemoveDicts } from '../../../generated/endpoints/dict/dict';
import type { DictEntry } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { can, type PermissionSet } from '../../lib/access/access';
import { okData } from '../../lib/http/okData';
import type { ListPageState } from '../../lib/listPage/useListPage';
import { useListTable, type PageData } from '../../lib/listPage/useListTable';
import type { DictFormMode } from './DictFormDialog';
import { invalidateDictionaries } from './dictQueries';
import { isSealed } from './DictParentPane';
import type { ENTRY_FILTERS } from './entryFilters';
import styles from './paneStyles.module.css';
import { nameWithCode } from '../../lib/nameWithCode';

type Props = {
  permissions: PermissionSet;
  /** The entry pane's list state (its `parent` filter is the chosen dictionary). */
  list: ListPageState<typeof ENTRY_FILTERS>;
  /** The chosen dictionary, once its row is known (a link may name it before the parent pane loads). */
  dictionary: DictEntry | undefined;
  onEdit: (mode: DictFormMode) => void;
};

const asPage = <Row,>(data: Row[] | PageData<Row> | undefined): PageData<Row> | undefined => (Array.isArray(data) ? { records: data, total: data.length } : data);

/** The chosen dictionary's entries (child-list): own loading, selection, paging; add, edit, remove. */
export function DictChildPane({ permissions, list, dictionary, onEdit }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useRemoveDicts();
  const { confirmRemove, holder } = useRemoveConfirm();
  const parentId = list.filters.parent;
  const query = useGetDictChildList(
    { parentId: parentId ?? '', current: list.pageParams.current, size: list.pageParams.size },
    // BladeX answers child-list with a plain list (current and size ignored); the mock, with a page.
    { query: { enabled: Boolean(parentId), placeholderData: keepPreviousData, select: (reply) => asPage(okData(reply).data) } },
  );
  const view = useListTable(list, query, { rowKey: 'id', selectable: can(permissions, 'dict_delete'), canSelect: (row) => !isSealed(row) });

  const removeRows = (rows: DictEntry[]) =>
    confirmRemove({
      title: t('dict.remove.entries'),
      names: rows.map((row) => nameWithCode(intl, row.dictValue, row.dictKey)),
      remove: async () => {
        await remove.mutateAsync({ params: { ids: rows.map((row) => row.id!).join(',') } });
        toast.success(t('action.removed'));
        view.afterRemove(rows.filter((row) => view.rows.some((shown) => shown.id === row.id)).length);
        invalidateDictionaries(queryClient);
      },
    });

  const sealedTip = t('dict.sealed.tip');
  const columns: TableColumnsType<DictEntry> = [
    { title: t('dict.field.code'), dataIndex: 'code', key: 'code', ellipsis: true },
    { title: t('dict.field.dictKey'), dataIndex: 'dictKey', key: 'dictKey' },
    { title: t('dict.field.dictValue'), dataIndex: 'dictValue', key: 'dictValue' },
    { title: t('dict.field.sort'), dataIndex: 'sort', key: 'sort', width: 64 },
    { title: t('dict.field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    {
      title: t('action.operations'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {isSealed(row) && <Tag>{t('dict.sealed.yes')}</Tag>}
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

  const title = dictionary ? t('dict.pane.entriesOf', { name: dictionary.dictValue }) : t('dict.pane.entries');
  return (
    <section className={styles.pane} aria-labelledby={headingId}>
      {holder}
      <div className={styles.paneHead}>
        <h2 id={headingId} className={styles.paneTitle}>
          {title}
        </h2>
        {can(permissions, 'dict_add') && dictionary && (
          <Button type="primary" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onEdit({ kind: 'add', parent: dictionary })}>
            {t('dict.action.addEntry')}
          </Button>
        )}
      </div>
      {!parentId ? (
        <Empty description={t('dict.empty.choose')} />
      ) : (
        <>
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
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dict.empty.entries')} /> }}
            aria-label={title}
          />
        </>
      )}
    </section>
  );
}
