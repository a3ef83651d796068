import { DeleteOutlined, EditOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { getGetRecordDetailQueryKey, getGetRecordPageQueryKey, useGetRecordPage, useRemoveRecords } from '../../../generated/endpoints/record/record';
import { RecordType, type ArchiveRecord } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { LoadFailure } from '../../components/LoadFailure';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { RefusedActionsNote } from '../../components/monitor/RefusedActionsNote';
import { TimeRangePicker } from '../../components/monitor/TimeRangePicker';
import { useActionVerdicts } from '../../lib/access/useActionVerdicts';
import { okData } from '../../lib/http/okData';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { idParam } from '../../lib/listPage/urlParams';
import { useAddressParam } from '../../lib/listPage/useAddressParam';
import { useFilterForm } from '../../lib/listPage/useFilterForm';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { recordTypeLabel } from '../../lib/monitor/labels';
import type { TimeRange } from '../../lib/monitor/timeRange';
import { RECORD_FILTERS, RECORD_PAGE_PATH, RECORD_PARAM } from './recordAddress';
import { RecordDetailDrawer } from './RecordDetailDrawer';
import { RecordFormDialog } from './RecordFormDialog';
import { RecordTypeTag } from './RecordTypeTag';
import { SearchActions } from '../../components/list/SearchActions';

const ACTIONS = ['add', 'edit', 'delete'] as const;
type SearchValues = { type?: RecordType; device?: string; range?: TimeRange; keyword?: string };
/** The form dialog: closed, adding, or editing a record (by id: the dialog reads it afresh). */
type Editing = { recordId: string | undefined } | null;

/** The company's archive records and their upkeep, once recordVerification has allowed the page. */
export function RecordList({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const removeConfirm = useRemoveConfirm();
  const verdicts = useActionVerdicts('record', RECORD_PAGE_PATH, ACTIONS);
  const may = verdicts.allowed;

  const list = useListPage({ filters: RECORD_FILTERS });
  const { type, device, range, keyword } = list.filters;
  const query = useGetRecordPage(
    { ...list.pageParams, deptId, type, deviceId: device, startTime: range?.[0], endTime: range?.[1], keyword },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } },
  );
  const table = useListTable(list, query, { rowKey: 'id', selectable: may.delete });
  const [openRecord, setOpenRecord, recordHref] = useAddressParam(RECORD_PARAM, idParam);
  const [editing, setEditing] = useState<Editing>(null);

  const [form] = Form.useForm<SearchValues>();
  const resetSearch = useFilterForm(form, { type, device, range, keyword }, list.reset);

  const reload = () =>
    Promise.all([getGetRecordPageQueryKey(), getGetRecordDetailQueryKey()].map((key) => queryClient.invalidateQueries({ queryKey: key.slice(0, 1) })));

  const remove = useRemoveRecords();
  const confirmRemove = (records: ArchiveRecord[]) =>
    removeConfirm.confirmRemove({
      title: t('records.remove.title'),
      names: records.map((r) => `${r.deviceName} · ${r.title}`),
      texts: { lead: t('records.remove.lead', { count: records.length }), irreversible: t('records.remove.irreversible'), ok: t('records.remove.ok'), cancel: t('records.remove.cancel') },
      remove: async () => {
        await remove.mutateAsync({ params: { ids: records.map((r) => r.id).join(',') } });
        toast.success(t('records.remove.success', { count: records.length }));
        if (openRecord && records.some((r) => r.id === openRecord)) setOpenRecord(undefined);
        table.afterRemove(records.filter((r) => table.rows.some((row) => row.id === r.id)).length);
        await reload();
      },
    });

  const columns: TableColumnsType<ArchiveRecord> = [
    { title: t('records.field.recordTime'), dataIndex: 'recordTime', width: 156 },
    {
      title: t('records.field.device'),
      key: 'device',
      width: 130,
      render: (_v, record) => (
        <>
          <div>{record.deviceName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {record.deptName}
          </Typography.Text>
        </>
      ),
    },
    { title: t('records.field.type'), dataIndex: 'type', width: 104, render: (kind: RecordType) => <RecordTypeTag type={kind} /> },
    {
      title: t('records.field.title'),
      dataIndex: 'title',
      minWidth: 150,
      ellipsis: true,
      render: (title: string, record) => (
        <Space size={4}>
          <Link to={recordHref(record.id)} replace aria-label={t('records.action.open', { name: title })}>
            {title}
          </Link>
          {record.attachments?.length ? <PaperClipOutlined aria-label={t('records.hasAttachment', { name: record.attachments.map((a) => a.name).join(', ') })} /> : null}
        </Space>
      ),
    },
    { title: t('records.field.operator'), dataIndex: 'operator', width: 80, ellipsis: true },
    { title: t('records.field.result'), dataIndex: 'result', width: 120, ellipsis: true, render: (result?: string) => result || '—' },
  ];
  if (may.edit || may.delete) {
    columns.push({
      title: t('records.column.actions'),
      key: 'actions',
      width: 190,
      render: (_v, record) => (
        <Space size={0}>
          {may.edit && (
            <Button type="link" icon={<EditOutlined />} aria-label={t('records.action.editNamed', { name: record.title })} onClick={() => setEditing({ recordId: record.id })}>
              {t('records.action.edit')}
            </Button>
          )}
          {may.delete && (
            <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('records.action.deleteNamed', { name: record.title })} onClick={() => confirmRemove([record])}>
              {t('records.action.delete')}
            </Button>
          )}
        </Space>
      ),
    });
  }

  const refused = ACTIONS.filter((action) => !may[action]);
  const filtered = Boolean(type || device || range || keyword);

  return (
    <>
      {removeConfirm.holder}
      <RefusedActionsNote refused={refused} settled={verdicts.settled} />
      <Form<SearchValues>
        form={form}
        name="recordSearch"
        layout="inline"
        role="search"
        aria-label={t('records.search')}
        onFinish={(values) => list.setFilters({ type: values.type, device: values.device, range: values.range, keyword: values.keyword })}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="type" label={t('records.field.type')}>
          <Select
            allowClear
            placeholder={t('records.search.all')}
            options={Object.values(RecordType).map((kind) => ({ value: kind, label: t(recordTypeLabel(kind)) }))}
            style={{ width: 110 }}
          />
        </Form.Item>
        <Form.Item name="device" label={t('records.field.device')}>
          <SearchDevice deptId={deptId} label={t('records.field.device')} />
        </Form.Item>
        <Form.Item name="range" label={t('records.field.recordTime')}>
          <SearchRange label={t('records.field.recordTime')} />
        </Form.Item>
        <Form.Item name="keyword" label={t('records.search.keyword')}>
          <Input allowClear maxLength={50} autoComplete="off" placeholder={t('records.search.keyword.placeholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <SearchActions onReset={resetSearch}>
            {may.add && (
              <Button icon={<PlusOutlined />} onClick={() => setEditing({ recordId: undefined })}>
                {t('records.action.add')}
              </Button>
            )}
          </SearchActions>
        </Form.Item>
      </Form>
      {may.delete && (
        <SelectionBar count={table.selection.count} onClear={table.selection.clear}>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmRemove(table.selection.rows)}>
            {t('records.action.deleteSelected')}
          </Button>
        </SelectionBar>
      )}
      {table.status === 'error' ? (
        <LoadFailure message={t('records.loadFailed')} error={table.error} onRetry={table.retry} />
      ) : (
        <Table<ArchiveRecord>
          {...table.tableProps}
          size="middle"
          columns={columns}
          {...fitColumns(columns, { selection: Boolean(table.tableProps.rowSelection) })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'records.emptyFiltered' : 'records.empty')} /> }}
        />
      )}
      <RecordDetailDrawer
        recordId={openRecord}
        onClose={() => setOpenRecord(undefined)}
        onEdit={may.edit ? (record) => setEditing({ recordId: record.id }) : undefined}
        onRemove={may.delete ? (record) => confirmRemove([record]) : undefined}
      />
      <RecordFormDialog
        open={editing !== null}
        recordId={editing?.recordId}
        deptId={deptId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
    </>
  );
}

/** The device filter as a form control (value / onChange injected by the form item). */
function SearchDevice({ deptId, label, value, onChange, id }: { deptId?: string; label: string; value?: string; onChange?: (id: string | undefined) => void; id?: string }) {
  return <DeviceSelect deptId={deptId} label={label} id={id} value={value} onChange={(next) => onChange?.(next)} />;
}

/** The record-time range as a form control. */
function SearchRange({ label, value, onChange, id }: { label: string; value?: TimeRange; onChange?: (range: TimeRange | undefined) => void; id?: string }) {
  return <TimeRangePicker id={id} label={label} value={value} onChange={(next) => onChange?.(next)} />;
}
