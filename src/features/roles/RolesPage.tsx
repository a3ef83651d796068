import { DeleteOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Form, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useMemo, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import { getGetRoleListQueryKey, getGetRoleTreeQueryKey, useRemoveRoles } from '../../../generated/endpoints/role/role';
import { PageGate } from '../../components/PageGate';
import { useToast } from '../../components/feedback';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { LoadFailure } from '../../components/LoadFailure';
import { can, type PermissionCode } from '../../lib/access/access';
import { useMenuVerdict } from '../../lib/access/useFeatureVerdict';
import { usePermissions } from '../../lib/access/usePermissions';
import { reportedByHttpClient } from '../../lib/http/reportedByHttpClient';
import type { FilterValues } from '../../lib/listPage/useListPage';
import type { RoleFormMode } from './RoleFormDialog';
import { walkRoles, type RoleRow } from './roleTree';
import { roleFilters, useRoleList } from './useRoleList';
import { SearchActions } from '../../components/list/SearchActions';

const RoleFormDialog = lazy(() => import('./RoleFormDialog'));
const RoleGrantDialog = lazy(() => import('./RoleGrantDialog'));

const PAGE_PATH = '/monitor/role/role';

type OpenDialog = { kind: 'form'; mode: RoleFormMode } | { kind: 'grant'; roles: RoleRow[] };

/**
 * /monitor/role/role (spec 3/5/6/7 Role): the role tree (name, alias, sort) with search;
 * add (at the top or under a role), edit, remove, and the grant dialog of spec 6's five assignables;
 * each button by its permission code. Open to the users whose server menu holds the page (the spec
 * gives role management no verification call).
 */
export default function RolesPage() {
  const intl = useIntl();
  const access = useMenuVerdict(PAGE_PATH);
  return (
    <PageGate verdict={access} frame={{ title: intl.formatMessage({ id: 'route.role' }) }}>
      <RolesTable />
    </PageGate>
  );
}

function RolesTable() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const allowed = (code: PermissionCode) => can(permissions, code);
  const { list, query } = useRoleList();
  const roles = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => walkRoles(roles), [roles]);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  // Folded rows are remembered; every other role with sub-roles shows them (a role tree is short).
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const removeConfirm = useRemoveConfirm();
  const remove = useRemoveRoles();
  const selected = rows.filter((r) => selectedKeys.includes(r.id));
  const filtering = Boolean(list.filters.roleName || list.filters.roleAlias);

  const confirmRemove = (targets: RoleRow[]) =>
    removeConfirm.confirmRemove({
      title: t('roles.remove.title'),
      names: targets.map((r) => r.roleName),
      texts: { lead: t('roles.remove.content', { count: targets.length }), irreversible: null, ok: t('roles.remove.ok'), cancel: t('roles.form.cancel') },
      remove: async () => {
        try {
          await remove.mutateAsync({ params: { ids: targets.map((r) => r.id).join(',') } });
        } catch (error) {
          // The server's reason (a role still held by users, or with sub-roles) was toasted (spec 8).
          if (!reportedByHttpClient(error)) toast.error(t('error.unknown'));
          return;
        }
        toast.success(t('form.operationSucceeded'));
        setSelectedKeys((keys) => keys.filter((k) => !targets.some((r) => r.id === k)));
        void queryClient.invalidateQueries({ queryKey: getGetRoleListQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetRoleTreeQueryKey() });
      },
    });

  const hasRowActions = (['role_add', 'role_edit', 'role_delete', 'role_grant'] as const).some(allowed);
  const columns: ColumnsType<RoleRow> = [
    { title: t('roles.field.name'), dataIndex: 'roleName', key: 'roleName' },
    { title: t('roles.field.alias'), dataIndex: 'roleAlias', key: 'roleAlias' },
    { title: t('roles.field.sort'), dataIndex: 'sort', key: 'sort', width: 90 },
    ...(hasRowActions
      ? [
          {
            title: t('roles.column.actions'),
            key: 'actions',
            width: 300,
            render: (_: unknown, row: RoleRow) => (
              <Space size={0} wrap>
                {allowed('role_edit') && (
                  <Button type="link" size="small" aria-label={t('roles.action.editOne', { name: row.roleName })} onClick={() => setDialog({ kind: 'form', mode: { kind: 'edit', role: row } })}>
                    {t('roles.action.edit')}
                  </Button>
                )}
                {allowed('role_grant') && (
                  <Button type="link" size="small" aria-label={t('roles.action.grantOne', { name: row.roleName })} onClick={() => setDialog({ kind: 'grant', roles: [row] })}>
                    {t('roles.action.grant')}
                  </Button>
                )}
                {allowed('role_add') && (
                  <Button type="link" size="small" aria-label={t('roles.action.addChildOne', { name: row.roleName })} onClick={() => setDialog({ kind: 'form', mode: { kind: 'add', parentId: row.id } })}>
                    {t('roles.action.addChild')}
                  </Button>
                )}
                {allowed('role_delete') && (
                  <Button type="link" size="small" danger aria-label={t('roles.action.removeOne', { name: row.roleName })} onClick={() => confirmRemove([row])}>
                    {t('roles.action.remove')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const withChildren = rows.filter((r) => r.children?.length).map((r) => r.id);
  const expandedRowKeys = withChildren.filter((id) => !folded.has(id));

  return (
    <>
      <RoleSearch key={JSON.stringify([list.filters.roleName, list.filters.roleAlias])} filters={list.filters} onSearch={list.setFilters} onReset={list.reset} />
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" aria-live="polite">
          {query.data ? t('roles.count', { count: rows.length }) : ''}
        </Typography.Text>
        {allowed('role_add') && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'form', mode: { kind: 'add' } })}>
            {t('roles.action.add')}
          </Button>
        )}
      </Space>
      <SelectionBar count={selected.length} onClear={() => setSelectedKeys([])}>
        {allowed('role_grant') && (
          <Button size="small" icon={<SafetyOutlined aria-hidden />} onClick={() => setDialog({ kind: 'grant', roles: selected })}>
            {t('roles.action.grant')}
          </Button>
        )}
        {allowed('role_delete') && (
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirmRemove(selected)}>
            {t('roles.action.remove')}
          </Button>
        )}
      </SelectionBar>
      {query.isError && !query.data ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<RoleRow>
          dataSource={roles as RoleRow[]}
          rowKey="id"
          columns={columns}
          loading={query.isFetching}
          pagination={false}
          size="middle"
          expandable={{
            expandedRowKeys,
            onExpand: (expanded, row) =>
              setFolded((was) => {
                const next = new Set(was);
                if (expanded) next.delete(row.id);
                else next.add(row.id);
                return next;
              }),
          }}
          rowSelection={
            allowed('role_grant') || allowed('role_delete')
              ? { selectedRowKeys: selectedKeys, onChange: setSelectedKeys, checkStrictly: true }
              : undefined
          }
          locale={{
            emptyText: filtering ? (
              <Empty description={t('roles.emptyFiltered')}>
                <Button onClick={list.reset}>{t('list.reset')}</Button>
              </Empty>
            ) : (
              <Empty description={t('roles.empty')} />
            ),
          }}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'form' && <RoleFormDialog mode={dialog.mode} roles={roles} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'grant' && <RoleGrantDialog roles={dialog.roles} onClose={() => setDialog(null)} />}
      </Suspense>
      {removeConfirm.holder}
    </>
  );
}

type Filters = FilterValues<typeof roleFilters>;

/** The role list's search fields (contains); applied on 查询 or Enter, then kept in the address. */
function RoleSearch({ filters, onSearch, onReset }: { filters: Filters; onSearch: (f: Filters) => void; onReset: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Filters>();
  return (
    <Form<Filters>
      form={form}
      name="roleSearch"
      layout="inline"
      colon={false}
      initialValues={filters}
      onFinish={(values) => onSearch({ roleName: values.roleName?.trim() || undefined, roleAlias: values.roleAlias?.trim() || undefined })}
      style={{ marginBottom: 12, rowGap: 8 }}
      role="search"
      aria-label={t('roles.search')}
    >
      <Form.Item name="roleName" label={t('roles.field.name')}>
        <Input allowClear maxLength={50} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="roleAlias" label={t('roles.field.alias')}>
        <Input allowClear maxLength={50} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item>
        <SearchActions
          onReset={() => {
            form.setFieldsValue({ roleName: undefined, roleAlias: undefined });
            onReset();
          }}
        />
      </Form.Item>
    </Form>
  );
}
