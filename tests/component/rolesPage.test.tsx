// Role management /monitor/role/role against the mock backend - the role tree with search,
// the grant dialog (tabs of spec 6, half-checked parents sent, only checked leaves shown again, the
// summary), the remove confirm that names the roles and the server's refusal, buttons by permission,
// and the page by the server menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import RolesPage from '../../src/features/roles/RolesPage';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { dialogTitled } from './antdDialog';
import { renderRoutes } from './renderWithApp';

withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/monitor/role/role';
const open = (path = PATH) => renderRoutes([{ path: PATH, element: <RolesPage /> }], path);
const user = () => userEvent.setup();
const region = () => screen.getByRole('region', { name: '角色管理' });
/** The role names, top to bottom (the column of 角色名称, wherever the selection column puts it). */
function names() {
  const at = within(region())
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === '角色名称');
  return within(region())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[at]?.textContent?.trim() ?? '');
}
const roleByAlias = (alias: string) => db.world.roles.find((r) => r.roleAlias === alias)!;
const menuByCode = (code: string) => db.world.menus.find((m) => m.code === code)!;
/** A grant tree's checkbox by its node's title (the tree of the shown tab). */
const checkbox = (dialog: HTMLElement, tree: string, title: string) =>
  within(within(dialog).getByRole('tree', { name: tree })).getByRole('checkbox', { name: title });

describe('the role tree', () => {
  it('shows every role with its sub-roles, and searches by name (kept in the address)', async () => {
    const { router } = open();
    await waitFor(() => expect(names()).toHaveLength(db.world.roles.length));
    const deviceAdmin = roleByAlias('deviceAdmin');
    expect(names()).toContain(deviceAdmin.roleName);
    expect(within(region()).getByText(`共 ${db.world.roles.length} 个角色`)).toBeInTheDocument();
    await user().type(within(region()).getByLabelText('角色名称'), '值班');
    await user().click(within(region()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(names()).toEqual(['值班员']));
    expect(new URLSearchParams(router.state.location.search).get('roleName')).toBe('值班');
  });
});

describe('the grant dialog', () => {
  // The guest holds 首页 with two of its five buttons (and nothing else): a grant linking can show.
  beforeEach(() => {
    const grant = db.world.roleGrants.find((g) => g.roleId === roleByAlias('guest').id)!;
    grant.menuIds = ['wel', 'top_software', 'top_user_detail'].map((code) => menuByCode(code).id);
  });

  it('shows the checked leaves again, sends half-checked parents, and says what changes first', async () => {
    const guest = roleByAlias('guest');
    open();
    await waitFor(() => expect(names()).toContain(guest.roleName));
    await user().click(within(region()).getByRole('button', { name: `${guest.roleName} 的权限设置` }));
    const dialog = await dialogTitled('权限设置');
    // A moment of loading (grant-tree and role-tree-keys), then one tab per spec 6 assignable.
    expect(await within(dialog).findByRole('tab', { name: '菜单权限' })).toBeInTheDocument();
    for (const tab of ['企业权限', '登录权限', '消息订阅', '权限配置']) expect(within(dialog).getByRole('tab', { name: tab })).toBeInTheDocument();

    // 首页 half-checked, its two granted buttons checked, 上传软件 not.
    await waitFor(() => expect(checkbox(dialog, '菜单权限', '首页')).toHaveAttribute('aria-checked', 'mixed'));
    expect(checkbox(dialog, '菜单权限', '软件下载')).toHaveAttribute('aria-checked', 'true');
    expect(checkbox(dialog, '菜单权限', '上传软件')).toHaveAttribute('aria-checked', 'false');

    // Taking 个人信息 away leaves 首页 half-checked: it is still sent, with 软件下载.
    await user().click(checkbox(dialog, '菜单权限', '个人信息'));
    expect(checkbox(dialog, '菜单权限', '首页')).toHaveAttribute('aria-checked', 'mixed');
    expect(within(dialog).getByRole('tab', { name: '菜单权限（1 项变更）' })).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: '核对变更' }));
    const summary = within(dialog).getByRole('region', { name: '将要保存的变更' });
    expect(summary).toHaveTextContent('菜单权限');
    expect(summary).toHaveTextContent('移除 1 项：');
    expect(summary).toHaveTextContent('个人信息');

    const bodies: { menuIds: string[] }[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/blade-system/role/grant')) void request.clone().json().then((body) => bodies.push(body as { menuIds: string[] }));
    });
    await user().click(within(dialog).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('操作成功!')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].menuIds).toContain(menuByCode('wel').id);
    expect(bodies[0].menuIds).toContain(menuByCode('top_software').id);
    expect(bodies[0].menuIds).not.toContain(menuByCode('top_user_detail').id);
    const stored = db.world.roleGrants.find((g) => g.roleId === guest.id)!;
    expect(stored.menuIds).not.toContain(menuByCode('top_user_detail').id);
  });

  it('select all, invert and clear work on a search\'s results; a review without changes cannot be saved', async () => {
    const guest = roleByAlias('guest');
    open();
    await waitFor(() => expect(names()).toContain(guest.roleName));
    await user().click(within(region()).getByRole('button', { name: `${guest.roleName} 的权限设置` }));
    const dialog = await dialogTitled('权限设置');
    await waitFor(() => expect(checkbox(dialog, '菜单权限', '首页')).toBeInTheDocument());
    await user().type(within(dialog).getByLabelText('在菜单权限中搜索'), '首页');
    expect(within(dialog).getByText(/搜索到 1 项/)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: '全选结果' }));
    expect(checkbox(dialog, '菜单权限', '首页')).toHaveAttribute('aria-checked', 'true');
    await user().click(within(dialog).getByRole('button', { name: '反选' }));
    expect(checkbox(dialog, '菜单权限', '首页')).toHaveAttribute('aria-checked', 'false');
    await user().click(within(dialog).getByRole('button', { name: '清空' }));
    await user().click(within(dialog).getByRole('button', { name: '全选结果' }));
    await user().click(within(dialog).getByRole('button', { name: '清空' }));
    expect(checkbox(dialog, '菜单权限', '首页')).toHaveAttribute('aria-checked', 'false');
    // Back to how it was: 软件下载 and 个人信息 checked again by hand.
    await user().clear(within(dialog).getByLabelText('在菜单权限中搜索'));
    for (const title of ['软件下载', '个人信息']) await user().click(checkbox(dialog, '菜单权限', title));
    await user().click(within(dialog).getByRole('button', { name: '核对变更' }));
    expect(within(dialog).getByText('没有任何变更')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确认保存' })).toBeDisabled();
  });
});

describe('remove', () => {
  it('names the role; a role still held by users is refused with the server\'s reason and stays', async () => {
    const operatorRole = roleByAlias('operator');
    open();
    await waitFor(() => expect(names()).toContain(operatorRole.roleName));
    await user().click(within(region()).getByRole('button', { name: `删除 ${operatorRole.roleName}` }));
    const confirm = await dialogTitled('删除角色');
    expect(confirm).toHaveTextContent('确定删除以下 1 个角色吗？');
    expect(confirm).toHaveTextContent(operatorRole.roleName);
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/已分配给用户/)).toBeInTheDocument();
    expect(db.world.roles.some((r) => r.id === operatorRole.id)).toBe(true);
  });
});

describe('by permission', () => {
  it('the operator sees the roles, and nothing to add, edit, grant or remove with', async () => {
    signInAsSeeded('operator');
    open();
    await waitFor(() => expect(names()).toContain('值班员'));
    expect(within(region()).queryByRole('button', { name: '新增角色' })).not.toBeInTheDocument();
    expect(within(region()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(region()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('a user whose menu does not hold the page gets 403', async () => {
    mockServer.use(http.get('*/blade-system/menu/routes', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [] })));
    open();
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
  });
});
