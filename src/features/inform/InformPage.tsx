import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Typography, type TableColumnsType } from 'antd';
import { Fragment, lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { removeInform, useGetInformList } from '../../../generated/endpoints/inform/inform';
import type { InformNotice } from '../../../generated/model';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { PageGate } from '../../components/PageGate';
import { useMenuPageAccess } from '../../lib/menu/useMenuPageAccess';
import { PageHeading } from '../../components/PageFrame';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { can } from '../../lib/access/access';
import { usePermissions } from '../../lib/access/usePermissions';
import { okData } from '../../lib/http/okData';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { InformDetailDrawer } from './InformDetailDrawer';
import { ReadStatusBadge } from './ReadStatusBadge';
import type { InformFormMode } from './InformFormDialog';
import { INFORM_FILTERS } from './informFilters';
import { invalidateNotices } from './informQueries';
import { InformSearch } from './InformSearch';
import { useSendNotice } from './useSendNotice';

const InformFormDialog = lazy(() => import('./InformFormDialog'));

const PATH = '/monitor/inform/index';

function InformList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const list = useListPage({ filters: INFORM_FILTERS });
  const { title, time, read } = list.filters;
  const query = useGetInformList(
    {
      ...list.pageParams,
      ...(title ? { title } : {}),
      ...(time ? { startTime: time[0], endTime: time[1] } : {}),
      ...(read ? { readStatus: read === '1' ? 1 : 0 } : {}),
    },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } },
  );
  const view = useListTable(list, query, { rowKey: 'id', selectable: can(permissions, 'inform_delete') });
  const [editing, setEditing] = useState<InformFormMode | null>(null);
  const [opened, setOpened] = useState<InformNotice | null>(null);
  const { confirmRemove, holder: removeHolder } = useRemoveConfirm();
  const { confirmSend, holder: sendHolder } = useSendNotice();
  const filtered = Boolean(title || time || read);

  const removeRows = (rows: InformNotice[]) =>
    confirmRemove({
      title: t('inform.remove.title'),
      names: rows.map((row) => row.title),
      remove: async () => {
        let removed = 0;
        try {
          // The contract removes one notice a call; stop at the first refusal (the client says why).
          for (const row of rows) {
            okData(await removeInform({ id: row.id }));
            removed += 1;
          }
          toast.success(t('action.removed'));
        } finally {
          if (removed > 0) {
            view.afterRemove(rows.slice(0, removed).filter((row) => view.rows.some((shown) => shown.id === row.id)).length);
            invalidateNotices(queryClient);
          }
        }
      },
    });

  const columns: TableColumnsType<InformNotice> = [
    {
      title: t('inform.field.title'),
      dataIndex: 'title',
      key: 'title',
      minWidth: 150,
      render: (value: string, row) => (
        <Button type="link" style={{ padding: 0, fontWeight: row.readStatus === 0 ? 600 : undefined, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setOpened(row)}>
          {value}
        </Button>
      ),
    },
    {
      title: t('inform.field.readStatus'),
      dataIndex: 'readStatus',
      key: 'readStatus',
      width: 96,
      // State by colour and in words.
      render: (value: number | undefined) => <ReadStatusBadge value={value} />,
    },
    { title: t('inform.field.startTime'), dataIndex: 'startTime', key: 'startTime', width: 100 },
    { title: t('inform.field.endTime'), dataIndex: 'endTime', key: 'endTime', width: 100 },
    { title: t('inform.field.signature'), dataIndex: 'signature', key: 'signature', width: 110, ellipsis: true },
    { title: t('inform.field.datetime'), dataIndex: 'datetime', key: 'datetime', width: 100 },
    {
      title: t('action.operations'),
      key: 'actions',
      width: 212,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpened(row)} aria-label={t('inform.action.viewNamed', { name: row.title })}>
            {t('action.view')}
          </Button>
          {can(permissions, 'inform_edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', notice: row })} aria-label={t('action.editNamed', { name: row.title })}>
              {t('action.edit')}
            </Button>
          )}
          {can(permissions, 'inform_send') && (
            <Button type="link" size="small" onClick={() => void confirmSend(row)} aria-label={t('inform.action.sendNamed', { name: row.title })}>
              {t('inform.action.send')}
            </Button>
          )}
          {can(permissions, 'inform_delete') && (
            <Button type="link" size="small" danger onClick={() => removeRows([row])} aria-label={t('action.removeNamed', { name: row.title })}>
              {t('action.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <section aria-labelledby={headingId}>
        {/* Two useModal holders side by side: keyed, or React sees two children named modal-holder. */}
        <Fragment key="remove-confirm">{removeHolder}</Fragment>
        <Fragment key="send-confirm">{sendHolder}</Fragment>
        <PageHeading trail={[t('route.inform')]} titleId={headingId} />
        <InformSearch filters={list.filters} onSearch={list.setFilters} onReset={list.reset} />
        <Space style={{ marginBottom: 12 }}>
          {can(permissions, 'inform_add') && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ kind: 'add' })}>
              {t('inform.action.add')}
            </Button>
          )}
          {!can(permissions, 'inform_add') && !can(permissions, 'inform_edit') && (
            <Typography.Text type="secondary">{t('inform.readOnly')}</Typography.Text>
          )}
        </Space>
        {view.status === 'error' && <LoadFailure error={view.error} onRetry={view.retry} />}
        <SelectionBar count={view.selection.count} onClear={view.selection.clear}>
          {can(permissions, 'inform_delete') && (
            <Button size="small" danger onClick={() => removeRows(view.selection.rows)}>
              {t('action.removeSelected')}
            </Button>
          )}
        </SelectionBar>
        <Table<InformNotice>
          {...view.tableProps}
          columns={columns}
          size="middle"
          {...fitColumns(columns, { selection: true })}
          aria-label={t('route.inform')}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'inform.empty.filtered' : 'inform.empty.none')} /> }}
        />
      </section>
      {editing && (
        <Suspense fallback={null}>
          <InformFormDialog mode={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {opened && <InformDetailDrawer notice={opened} onClose={() => setOpened(null)} />}
    </Card>
  );
}

/**
 * /monitor/inform/index (spec 2.2, 3, 4, 5, 8): the notices with the signed-in user's read status,
 * searchable by title, time range and read status; add, edit, push (naming the receivers) and remove
 * by permission (inform_add, inform_edit, inform_send, inform_delete). Opening a notice marks it read
 * and the red mark of 通知管理 follows. The header's notification dropdown is another thing: sample
 * content (spec 1).
 */
export default function InformPage() {
  return (
    <PageGate verdict={useMenuPageAccess(PATH)}>
      <InformList />
    </PageGate>
  );
}
