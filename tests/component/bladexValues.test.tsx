// What a BladeX server sends where a value is missing (blade.jackson.null-to-empty: "" for text and
// dates, -1 for numbers, {} for R.data) shows as empty or as 未知 / Unknown: never -1, 1970 or
// [object Object], and never a crash. The replies here are written the way BladeX-Tool writes them.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import MenuAdminPage from '../../src/features/menuAdmin/MenuAdminPage';
import UsersPage from '../../src/features/users/UsersPage';
import { useUserMenu } from '../../src/lib/menu/useUserMenu';
import { usePreferencesStore } from '../../src/stores/preferences';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

vi.setConfig({ testTimeout: 90_000 });
configure({ asyncUtilTimeout: 15_000 });
stubMatchMedia(1366);
withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const r = (data: unknown) => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });
/** BladeX's MyBatis-Plus page, with its extra fields. */
const page = (records: unknown[]) => r({ records, total: records.length, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, maxLimit: -1, countId: '', pages: 1 });
const rawNoValue = /(^|\s)-1(\s|$)|1970|\[object Object\]/;

describe.each([
  ['zh-CN', '未知', '用户管理'],
  ['en-US', 'Unknown', 'Users'],
] as const)('in %s', (language, unknown, usersTitle) => {
  beforeEach(() => usePreferencesStore.setState({ language }));

  it('the user list: a status of -1 reads Unknown, empty and epoch dates stay empty', async () => {
    const admin = db.world.users.find((u) => u.account === 'admin')!;
    const bladeUser = {
      id: '1123598821738675299', tenantId: '000000', account: 'bladex01', realName: '测试', name: '', code: '', userType: -1,
      roleId: admin.roleId, deptId: admin.deptId, postId: '', roleName: '', deptName: '', postName: '', email: '', phone: '',
      sex: -1, sexName: '', birthday: '', status: -1, isDeleted: 0, createUser: -1, createDept: -1, createTime: '', updateUser: -1, updateTime: '',
      startDate: '', endDate: '1970-01-01 08:00:00', userExt: {},
    };
    mockServer.use(http.get('*/blade-user/page', () => page([bladeUser])));
    renderRoutes([{ path: '/monitor/user/user', element: <UsersPage /> }], '/monitor/user/user');
    const region = await screen.findByRole('region', { name: usersTitle });
    const row = await waitFor(() => within(region).getByRole('row', { name: /bladex01/ }));
    expect(within(row).getByText(unknown)).toBeInTheDocument();
    expect(row.textContent).not.toMatch(rawNoValue);
  });

  it('menu management: a button action 3 and a category, isOpen and action of -1 read Unknown, without a crash', async () => {
    const row = (id: string, name: string, category: number, action: number, isOpen: number) => ({
      id, parentId: '0', code: `c${id}`, name, alias: '', path: '', source: '', sort: 1, category, action, isOpen, remark: '', isDeleted: 0,
      hasChildren: false, parentName: '', categoryName: '', actionName: '', isOpenName: '',
    });
    mockServer.use(http.get('*/blade-system/menu/lazy-list', () => r([row('9001', '删除按钮', 2, 3, 1), row('9002', '无类别', -1, -1, -1), row('9003', '无动作按钮', 2, -1, -1)])));
    renderRoutes([{ path: '/system/menu', element: <MenuAdminPage /> }], '/system/menu');
    for (const name of ['删除按钮', '无类别', '无动作按钮']) {
      const line = await screen.findByRole('row', { name: new RegExp(name) });
      expect(within(line).getAllByText(unknown).length).toBeGreaterThan(0);
      expect(line.textContent).not.toMatch(rawNoValue);
    }
  });
});

describe('R.data {} where a value is missing', () => {
  function MenuCount() {
    const menu = useUserMenu();
    return <output aria-label="menu">{menu.isSuccess ? `${menu.data.length} items` : 'waiting'}</output>;
  }

  it('menu/routes for a user without a role (data {}, 暂无承载数据) is no menu, not a crash', async () => {
    mockServer.use(http.get('*/blade-system/menu/routes', () => HttpResponse.json({ code: 200, success: true, msg: '暂无承载数据', data: {} })));
    renderRoutes([{ path: '/', element: <MenuCount /> }], '/');
    await waitFor(() => expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('0 items'));
  });
});
