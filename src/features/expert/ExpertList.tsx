import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetExpertDetailQueryKey, getGetExpertPageQueryKey, getMatchExpertEntriesQueryKey, useGetExpertPage, useRemoveExperts } from '../../../generated/endpoints/expert/expert';
import type { ExpertEntry } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { LoadFailure } from '../../components/LoadFailure';
import { RefusedActionsNote } from '../../components/monitor/RefusedActionsNote';
import { useActionVerdicts } from '../../lib/access/useActionVerdicts';
import { okData } from '../../lib/http/okData';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { idParam } from '../../lib/listPage/urlParams';
import { useAddressParam } from '../../lib/listPage/useAddressParam';
import { useFilterForm } from '../../lib/listPage/useFilterForm';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { useItemTypes } from '../../lib/monitor/useItemTypes';
import { ENTRY_PARAM, EXPERT_FILTERS, EXPERT_PAGE_PATH } from './expertAddress';
import { ExpertDetailDrawer } from './ExpertDetailDrawer';
import { ExpertFormDialog } from './ExpertFormDialog';
import { SearchActions } from '../../components/list/SearchActions';

const ACTIONS = ['add', 'edit', 'delete'] as const;
type SearchValues = { keyword?: string; itemType?: number; deviceType?: string };
/** The form dialog: closed, adding, or editing an entry. */
type Editing = { entry: ExpertEntry | undefined } | null;

/** The knowledge base, its search and its maintenance, once expertVerification has allowed the page. */
export function ExpertList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const removeConfirm = useRemoveConfirm();
  const itemTypes = useItemTypes();
  const verdicts = useActionVerdicts('expert', EXPERT_PAGE_PATH, ACTIONS);
  const may = verdicts.allowed;

  const list = useListPage({ filters: EXPERT_FILTERS });
  const { keyword, itemType, deviceType } = list.filters;
  const query = useGetExpertPage(
    { ...list.pageParams, keyword, itemType, deviceType },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } },
  );
  const table = useListTable(list, query, { rowKey: 'id', selectable: may.delete });
  const [openEntry, setOpenEntry, entryHref] = useAddressParam(ENTRY_PARAM, idParam);
  const [editing, setEditing] = useState<Editing>(null);

  const [form] = Form.useForm<SearchValues>();
  const resetSearch = useFilterForm(form, { keyword, itemType, deviceType }, list.reset);

  // The list, every open detail and the over-limit detail's matches show the change.
  const reload = () =>
    Promise.all(
      [getGetExpertPageQueryKey(), getGetExpertDetailQueryKey(), getMatchExpertEntriesQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })),
    );

  const remove = useRemoveExperts();
  const confirmRemove = (entries: ExpertEntry[]) =>
    removeConfirm.confirmRemove({
      title: t('expert.remove.title'),
      names: entries.map((e) => e.faultType),
      texts: { lead: t('expert.remove.lead', { count: entries.length }), irreversible: t('expert.remove.irreversible'), ok: t('expert.remove.ok'), cancel: t('expert.remove.cancel') },
      remove: async () => {
        await remove.mutateAsync({ params: { ids: entries.map((e) => e.id).join(',') } });
        toast.success(t('expert.remove.success', { count: entries.length }));
        if (openEntry && entries.some((e) => e.id === openEntry)) setOpenEntry(undefined);
        table.afterRemove(entries.filter((e) => table.rows.some((row) => row.id === e.id)).length);
        await reload();
      },
    });

  const columns: TableColumnsType<ExpertEntry> = [
    {
      title: t('expert.field.faultType'),
      dataIndex: 'faultType',
      width: 140,
      render: (faultType: string, entry) => (
        <Link to={entryHref(entry.id)} replace aria-label={t('expert.action.open', { name: faultType })}>
          {faultType}
        </Link>
      ),
    },
    { title: t('expert.field.itemType'), dataIndex: 'itemType', width: 96, render: (type: number) => itemTypes.labelOf(type) },
    { title: t('expert.field.deviceType'), dataIndex: 'deviceType', width: 100, render: (type?: string) => type || t('expert.anyDevice') },
    { title: t('expert.field.symptoms'), dataIndex: 'symptoms', minWidth: 160, ellipsis: true },
    { title: t('expert.field.author'), dataIndex: 'author', width: 80, ellipsis: true },
    { title: t('expert.field.updateTime'), key: 'time', width: 156, render: (_v, entry) => entry.updateTime ?? entry.createTime },
  ];
  if (may.edit || may.delete) {
    columns.push({
      title: t('expert.column.actions'),
      key: 'actions',
      width: 190,
      render: (_v, entry) => (
        <Space size={0}>
          {may.edit && (
            <Button type="link" icon={<EditOutlined />} aria-label={t('expert.action.editNamed', { name: entry.faultType })} onClick={() => setEditing({ entry })}>
              {t('expert.action.edit')}
            </Button>
          )}
          {may.delete && (
            <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('expert.action.deleteNamed', { name: entry.faultType })} onClick={() => confirmRemove([entry])}>
              {t('expert.action.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  const refused = ACTIONS.filter((action) => !may[action]);
  const filtered = Boolean(keyword || itemType !== undefined || deviceType);

  return (
    <>
      {removeConfirm.holder}
      <RefusedActionsNote refused={refused} settled={verdicts.settled} />
      <Form<SearchValues>
        form={form}
        name="expertSearch"
        layout="inline"
        role="search"
        aria-label={t('expert.search')}
        onFinish={(values) => list.setFilters({ keyword: values.keyword, itemType: values.itemType, deviceType: values.deviceType })}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="keyword" label={t('expert.search.keyword')}>
          <Input allowClear maxLength={50} autoComplete="off" placeholder={t('expert.search.keyword.placeholder')} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="itemType" label={t('expert.field.itemType')}>
          <Select allowClear options={itemTypes.options} loading={itemTypes.loading} placeholder={t('expert.search.all')} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="deviceType" label={t('expert.field.deviceType')}>
          <Input allowClear maxLength={50} autoComplete="off" placeholder={t('expert.search.deviceType.placeholder')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <SearchActions onReset={resetSearch}>
            {may.add && (
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ entry: undefined })}>
                {t('expert.action.add')}
              </Button>
            )}
          </SearchActions>
        </Form.Item>
      </Form>
      {may.delete && (
        <SelectionBar count={table.selection.count} onClear={table.selection.clear}>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(table.selection.rows)}>
            {t('expert.action.deleteSelected')}
          </Button>
        </SelectionBar>
      )}
      {table.status === 'error' ? (
        <LoadFailure message={t('expert.loadFailed')} error={table.error} onRetry={table.retry} />
      ) : (
        <Table<ExpertEntry>
          {...table.tableProps}
          size="middle"
          columns={columns}
          {...fitColumns(columns, { selection: Boolean(table.tableProps.rowSelection) })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'expert.emptyFiltered' : 'expert.empty')} /> }}
        />
      )}
      <ExpertDetailDrawer
        entryId={openEntry}
        onClose={() => setOpenEntry(undefined)}
        onEdit={may.edit ? (entry) => setEditing({ entry }) : undefined}
        onRemove={may.delete ? (entry) => confirmRemove([entry]) : undefined}
      />
      <ExpertFormDialog
        open={editing !== null}
        entry={editing?.entry}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </>
  );
}
