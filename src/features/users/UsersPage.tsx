import { DeleteOutlined, DownOutlined, KeyOutlined, PlusOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { User } from '../../../generated/model';
import { PageGate } from '../../components/PageGate';
import { SelectionBar } from '../../components/list/SelectionBar';
import { LoadFailure } from '../../components/LoadFailure';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { can, type PermissionCode } from '../../lib/access/access';
import { useFeatureVerdict } from '../../lib/access/useFeatureVerdict';
import { shownTime, UNKNOWN_MESSAGE } from '../../lib/format/missingValue';
import { usePermissions } from '../../lib/access/usePermissions';
import { useCompanySelection } from '../../stores/companySelection';
import { UserSearch } from './UserSearch';
import { useUserConfirms } from './useUserConfirms';
import { useUsersList } from './useUsersList';
import type { UserFormMode } from './UserFormDialog';

// The dialogs load on first use.
const UserFormDialog = lazy(() => import('./UserFormDialog'));
const UserRoleDialog = lazy(() => import('./UserRoleDialog'));
const UserConfigDialog = lazy(() => import('./UserConfigDialog'));

/** Spec 2.2: the page's path, which its verification call (spec 7 userVerification) asks about. */
const PAGE_PATH = '/monitor/user/user';

type OpenDialog = { kind: 'form'; mode: UserFormMode } | { kind: 'role'; users: User[] } | { kind: 'config'; user: User };

/**
 * /monitor/user/user (spec 2.2/3/5/6/7): the users of the company chosen in the tree, with
 * search, server paging, selection and batch actions; add, edit, remove, reset password, role grant and
 * the user's platform configuration, each button shown by its permission code. The department toolbar
 * of the tree beside it stays (spec 2.2). Open only to users the verification call allows.
 */
export default function UsersPage() {
  const intl = useIntl();
  const access = useFeatureVerdict('user', PAGE_PATH);
  return (
    <PageGate verdict={access} frame={{ title: intl.formatMessage({ id: 'route.user' }) }}>
      <UsersList />
    </PageGate>
  );
}

function UsersList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const permissions = usePermissions();
  const allowed = (code: PermissionCode) => can(permissions, code);
  const { list, table, company, ownId } = useUsersList();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const confirms = useUserConfirms({
    onRemoved: (ids) => table.afterRemove(table.rows.filter((row) => ids.includes(row.id)).length),
    onReset: () => table.selection.clear(),
  });
  const selected = table.selection.rows;
  const filtering = Boolean(list.filters.account || list.filters.realName);

  const rowActions = (row: User) => {
    const own = row.id === ownId;
    const more = [
      allowed('user_grant') && { key: 'role', icon: <TeamOutlined />, label: t('users.action.grant') },
      allowed('user_config') && { key: 'config', icon: <SafetyOutlined />, label: t('users.action.config') },
      allowed('user_reset') && { key: 'reset', icon: <KeyOutlined />, label: t('users.action.reset') },
    ].filter((item) => item !== false);
    return (
      <Space size={0} wrap>
        {allowed('user_edit') && (
          <Button type="link" size="small" aria-label={t('users.action.editOne', { account: row.account })} onClick={() => setDialog({ kind: 'form', mode: { kind: 'edit', user: row } })}>
            {t('users.action.edit')}
          </Button>
        )}
        {allowed('user_delete') && (
          <Tooltip title={own ? t('users.remove.own') : undefined}>
            <Button type="link" size="small" danger disabled={own} aria-label={t('users.action.removeOne', { account: row.account })} onClick={() => confirms.confirmRemove([row])}>
              {t('users.action.remove')}
            </Button>
          </Tooltip>
        )}
        {more.length > 0 && (
          <Dropdown
            trigger={['click']}
            autoFocus
            menu={{
              items: more,
              onClick: ({ key, domEvent }) => {
                // Enter picks a menu item on keydown; without preventDefault its keypress then lands on what took the
                // focus next - the confirm's OK button, which it pushed at once (the confirm seemed never to open).
                domEvent.preventDefault();
                if (key === 'role') setDialog({ kind: 'role', users: [row] });
                if (key === 'config') setDialog({ kind: 'config', user: row });
                if (key === 'reset') confirms.confirmReset([row]);
              },
            }}
          >
            <Button type="link" size="small" aria-label={t('users.action.moreOne', { account: row.account })}>
              {t('users.action.more')} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
        )}
      </Space>
    );
  };
  const hasRowActions = (['user_edit', 'user_delete', 'user_grant', 'user_config', 'user_reset'] as const).some(allowed);

  const columns: ColumnsType<User> = [
    { title: t('users.field.account'), dataIndex: 'account', key: 'account', width: 80, ellipsis: true },
    { title: t('users.field.realName'), dataIndex: 'realName', key: 'realName', width: 86 },
    { title: t('users.field.role'), dataIndex: 'roleName', key: 'roleName', width: 90, ellipsis: true },
    { title: t('users.field.dept'), dataIndex: 'deptName', key: 'deptName', width: 96, ellipsis: true },
    { title: t('users.field.phone'), dataIndex: 'phone', key: 'phone', width: 104 },
    { title: t('users.field.email'), dataIndex: 'email', key: 'email', minWidth: 96, ellipsis: true },
    {
      title: t('users.field.status'),
      dataIndex: 'status',
      key: 'status',
      width: 82,
      // Colour and the word: the state is never said by colour alone.
      // BladeX sends -1 for a status it has none of: that is neither state, said as Unknown.
      render: (status: User['status']) =>
        status === 0 ? <Tag color="default">{t('users.status.disabled')}</Tag> : status === 1 ? <Tag color="success">{t('users.status.enabled')}</Tag> : <Tag>{t(UNKNOWN_MESSAGE)}</Tag>,
    },
    { title: t('users.field.startDate'), dataIndex: 'startDate', key: 'startDate', width: 92, render: (time: unknown) => shownTime(time, 10) },
    { title: t('users.field.endDate'), dataIndex: 'endDate', key: 'endDate', width: 92, render: (time: unknown) => shownTime(time, 10) },
    ...(hasRowActions ? [{ title: t('users.column.actions'), key: 'actions', width: 116, fixed: 'right' as const, render: (_: unknown, row: User) => rowActions(row) }] : []),
  ];

  const emptyText = filtering ? (
    <Empty description={t('users.emptyFiltered')}>
      <Button onClick={list.reset}>{t('list.reset')}</Button>
    </Empty>
  ) : (
    <Empty description={t(company ? 'users.emptyCompany' : 'users.empty')} />
  );

  return (
    <>
      {/* Keyed by the applied filters: a reset from the empty state empties the fields too. */}
      <UserSearch key={JSON.stringify([list.filters.account, list.filters.realName])} filters={list.filters} onSearch={list.setFilters} onReset={list.reset} />
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <CompanyFilter />
        {allowed('user_add') && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', mode: { kind: 'add', deptId: company?.id } })}>
            {t('users.action.add')}
          </Button>
        )}
      </Space>
      <SelectionBar count={table.selection.count} onClear={table.selection.clear}>
        {allowed('user_grant') && (
          <Button size="small" icon={<TeamOutlined aria-hidden />} onClick={() => setDialog({ kind: 'role', users: selected })}>
            {t('users.action.grant')}
          </Button>
        )}
        {allowed('user_reset') && (
          <Button size="small" icon={<KeyOutlined aria-hidden />} onClick={() => confirms.confirmReset(selected)}>
            {t('users.action.reset')}
          </Button>
        )}
        {allowed('user_delete') && (
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirms.confirmRemove(selected)}>
            {t('users.action.remove')}
          </Button>
        )}
      </SelectionBar>
      {table.status === 'error' ? (
        <LoadFailure error={table.error} onRetry={table.retry} />
      ) : (
        <Table<User>
          {...table.tableProps}
          // Selecting is for the batch actions: without any of them there is nothing to select for.
          rowSelection={allowed('user_grant') || allowed('user_reset') || allowed('user_delete') ? table.tableProps.rowSelection : undefined}
          columns={columns}
          {...fitColumns(columns, { selection: allowed('user_grant') || allowed('user_reset') || allowed('user_delete') })}
          size="middle"
          locale={{ emptyText }}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && <UserFormDialog mode={dialog.mode} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'role' && (
          <UserRoleDialog
            users={dialog.users}
            onClose={() => setDialog(null)}
            onGranted={() => {
              setDialog(null);
              table.selection.clear();
            }}
          />
        )}
        {dialog?.kind === 'config' && <UserConfigDialog user={dialog.user} onClose={() => setDialog(null)} />}
      </Suspense>
      {confirms.holder}
    </>
  );
}

/** The company chosen in the tree filters the list (its whole subtree); said here, and undone here. */
function CompanyFilter() {
  const intl = useIntl();
  const company = useCompanySelection((s) => s.selected);
  if (!company) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'users.company.all' })}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Typography.Text>{intl.formatMessage({ id: 'users.company.filter' }, { name: company.label })}</Typography.Text>
      <Button type="link" size="small" onClick={() => useCompanySelection.getState().clear()}>
        {intl.formatMessage({ id: 'users.company.clear' })}
      </Button>
    </Space>
  );
}
