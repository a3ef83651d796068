import { LoadingOutlined, MinusSquareOutlined, PlusOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { useFormName } from '../../lib/forms/useFormName';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { lazy, Suspense, useId, useState, type Key, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useRemoveMenus } from '../../../generated/endpoints/menu/menu';
import { AntdScope } from '../../components/AntdScope';
import { useToast } from '../../components/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeading } from '../../components/PageFrame';
import { SelectionBar } from '../../components/list/SelectionBar';
import { useRemoveConfirm } from '../../components/list/useRemoveConfirm';
import { can } from '../../lib/access/access';
import { codeLabel, UNKNOWN_MESSAGE } from '../../lib/format/missingValue';
import { usePermissions } from '../../lib/access/usePermissions';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { textParam } from '../../lib/listPage/urlParams';
import { findMenuLeaf } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import { useMenuLabel } from '../../lib/menu/menuLabel';
import { useListPage } from '../../lib/listPage/useListPage';
import { MenuDetailDrawer } from './MenuDetailDrawer';
import type { MenuFormMode } from './MenuFormDialog';
import { invalidateMenus } from './menuQueries';
import { BUTTON, MENU } from './rules';
import { useMenuTreeRows, type MenuRow } from './useMenuTreeRows';
import { SearchActions } from '../../components/list/SearchActions';
import { nameWithCode } from '../../lib/nameWithCode';

const MenuFormDialog = lazy(() => import('./MenuFormDialog'));

const FILTERS = { name: textParam, code: textParam } as const;

function MenuAdmin() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const list = useListPage({ filters: FILTERS });
  const tree = useMenuTreeRows(list.filters);
  const remove = useRemoveMenus();
  const { confirmRemove, holder } = useRemoveConfirm();
  const [search] = Form.useForm<{ name?: string; code?: string }>();
  const formName = useFormName('menu-search');
  const [selected, setSelected] = useState<ReadonlyMap<Key, MenuRow>>(new Map());
  const [editing, setEditing] = useState<MenuFormMode | null>(null);
  const [viewing, setViewing] = useState<MenuRow | null>(null);
  const filtered = Boolean(list.filters.name || list.filters.code);
  // The breadcrumb names the menus above this page, as the server menu places it.
  const menu = useUserMenu();
  const labelOf = useMenuLabel();
  const above = (menu.data ? findMenuLeaf(menu.data, '/system/menu', labelOf)?.trail.slice(0, -1) : undefined) ?? [];

  const removeRows = (rows: MenuRow[]) => {
    // BladeX refuses to delete a menu that still has children (请先删除子节点!): say so before asking.
    const withChildren = rows.find((row) => row.hasChildren && !rows.some((other) => other.parentId === row.id));
    if (withChildren) {
      toast.warning(t('menuAdmin.remove.hasChildren', { name: withChildren.name }));
      return;
    }
    confirmRemove({
      title: t('menuAdmin.remove.title'),
      names: rows.map((row) => nameWithCode(intl, row.name, row.code)),
      remove: async () => {
        await remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } });
        toast.success(t('action.removed'));
        setSelected(new Map());
        invalidateMenus(queryClient);
      },
    });
  };

  const canAdd = can(permissions, 'menu_add');
  const canEdit = can(permissions, 'menu_edit');
  const canRemove = can(permissions, 'menu_delete');
  const actionLabels: Record<number, string> = { 0: 'menuAdmin.action.toolbar', 1: 'menuAdmin.action.row', 2: 'menuAdmin.action.both' };
  const categoryTags: Record<number, ReactNode> = { [MENU]: <Tag color="blue">{t('menuAdmin.category.menu')}</Tag>, [BUTTON]: <Tag color="orange">{t('menuAdmin.category.button')}</Tag> };
  const openLabels: Record<number, string> = { 1: 'menuAdmin.isOpen.inConsole', 2: 'menuAdmin.isOpen.yes' };

  const columns: TableColumnsType<MenuRow> = [
    { title: t('menuAdmin.field.name'), dataIndex: 'name', key: 'name', minWidth: 140 },
    { title: t('menuAdmin.field.code'), dataIndex: 'code', key: 'code', width: 120, ellipsis: true },
    {
      title: t('menuAdmin.field.category'),
      dataIndex: 'category',
      key: 'category',
      width: 72,
      // A category the console does not know (BladeX's -1 where none was selected) is said as Unknown.
      render: (value: unknown) => (typeof value === 'number' && categoryTags[value]) || <Tag>{t(UNKNOWN_MESSAGE)}</Tag>,
    },
    { title: t('menuAdmin.field.path'), dataIndex: 'path', key: 'path', width: 150, ellipsis: true },
    { title: t('menuAdmin.field.source'), dataIndex: 'source', key: 'source', width: 100, ellipsis: true },
    {
      title: t('menuAdmin.field.shows'),
      key: 'shows',
      width: 128,
      render: (_, row) => t(row.category === BUTTON ? codeLabel(row.action, actionLabels) : codeLabel(row.isOpen, openLabels)),
    },
    { title: t('menuAdmin.field.sort'), dataIndex: 'sort', key: 'sort', width: 60 },
    {
      title: t('action.operations'),
      key: 'actions',
      // Room for two of the four links: the rest wrap to a second line.
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setViewing(row)} aria-label={t('menuAdmin.action.viewNamed', { name: row.name })}>
            {t('action.detail')}
          </Button>
          {canAdd && row.category !== BUTTON && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'add', parent: row })} aria-label={t('menuAdmin.action.addChildNamed', { name: row.name })}>
              {t('menuAdmin.action.addChild')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', menu: row })} aria-label={t('action.editNamed', { name: row.name })}>
              {t('action.edit')}
            </Button>
          )}
          {canRemove && (
            <Button type="link" size="small" danger onClick={() => removeRows([row])} aria-label={t('action.removeNamed', { name: row.name })}>
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
        {holder}
        <PageHeading trail={[...above, t('route.menu')]} titleId={headingId} />
        <Form name={formName}
          form={search}
          layout="inline"
          initialValues={list.filters}
          onFinish={(values) => list.setFilters({ name: values.name, code: values.code })}
          aria-label={t('menuAdmin.search.label')}
          style={{ rowGap: 8, marginBottom: 12 }}
        >
          <Form.Item name="name" label={t('menuAdmin.field.name')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="code" label={t('menuAdmin.field.code')}>
            <Input allowClear maxLength={50} style={{ width: 180 }} />
          </Form.Item>
          <SearchActions
            onReset={() => {
              search.setFieldsValue({ name: undefined, code: undefined });
              list.reset();
            }}
          />
        </Form>
        <Space style={{ marginBottom: 12 }} wrap>
          {canAdd && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ kind: 'add', parent: null })}>
              {t('menuAdmin.action.add')}
            </Button>
          )}
          {filtered && <Typography.Text type="secondary">{t('menuAdmin.search.flat')}</Typography.Text>}
          {!canAdd && !canEdit && !canRemove && <Typography.Text type="secondary">{t('menuAdmin.readOnly')}</Typography.Text>}
        </Space>
        {tree.failed && <LoadFailure error={tree.error} onRetry={tree.retry} />}
        <SelectionBar count={selected.size} onClear={() => setSelected(new Map())}>
          {canRemove && (
            <Button size="small" danger onClick={() => removeRows([...selected.values()])}>
              {t('action.removeSelected')}
            </Button>
          )}
        </SelectionBar>
        <Table<MenuRow>
          rowKey="id"
          dataSource={tree.rows}
          columns={columns}
          loading={tree.top.isFetching}
          pagination={false}
          size="middle"
          {...fitColumns(columns, { selection: canRemove })}
          aria-label={t('route.menu')}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'menuAdmin.empty.filtered' : 'menuAdmin.empty.none')} /> }}
          rowSelection={
            canRemove
              ? {
                  checkStrictly: true,
                  selectedRowKeys: [...selected.keys()],
                  onChange: (_keys, rows) => setSelected(new Map(rows.filter(Boolean).map((row) => [row.id, row]))),
                }
              : undefined
          }
          expandable={{
            expandedRowKeys: tree.expanded,
            onExpand: (open, row) => tree.toggle(row.id, open),
            expandIcon: ({ expanded, onExpand, record }) =>
              record.children ? (
                <Button
                  type="text"
                  size="small"
                  style={{ marginInlineEnd: 4 }}
                  aria-expanded={expanded}
                  aria-label={t(expanded ? 'menuAdmin.collapse' : 'menuAdmin.expand', { name: record.name })}
                  icon={tree.isLoading(record.id) ? <LoadingOutlined aria-hidden /> : expanded ? <MinusSquareOutlined aria-hidden /> : <PlusSquareOutlined aria-hidden />}
                  onClick={(event) => onExpand(record, event)}
                />
              ) : (
                <span style={{ display: 'inline-block', width: 28 }} aria-hidden />
              ),
          }}
        />
      </section>
      {editing && (
        <Suspense fallback={null}>
          <MenuFormDialog mode={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {viewing && <MenuDetailDrawer menu={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}

/**
 * /system/menu (a page the server menu knows; spec 3, 7 Menu): the menus and their buttons as a lazy
 * tree (lazy-list by parentId), searchable by name and code; details, add (also under a menu), edit
 * and remove by permission (menu_add, menu_edit, menu_delete). A change refetches the signed-in
 * user's menu, so the top menu follows without signing in again. DynamicMenuPage opens it only for a
 * user whose menu holds it.
 */
export default function MenuAdminPage() {
  return (
    <AntdScope>
      <MenuAdmin />
    </AntdScope>
  );
}
