// spec 3, 7 (Menu): menu management against the mock backend - a level is fetched when its
// row opens (lazy-list by parentId), a menu with children is refused before asking, and a removal names
// what goes and refetches the signed-in user's menu (the top menu follows without signing in again).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import MenuAdminPage from '../../src/features/menuAdmin/MenuAdminPage';
import { useUserMenu } from '../../src/lib/menu/useUserMenu';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);
withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const user = () => userEvent.setup();
/** The user's own menu, as the top bar holds it (so its refetch after a change can be seen). */
function UserMenuProbe() {
  const menu = useUserMenu();
  return <output aria-label="user menu">{menu.data?.length ?? 0}</output>;
}
const open = () =>
  renderRoutes(
    [
      {
        path: '/system/menu',
        element: (
          <>
            <MenuAdminPage />
            <UserMenuProbe />
          </>
        ),
      },
    ],
    '/system/menu',
  );

/** The calls to a path, with their query. */
function calls(path: string) {
  const seen: URLSearchParams[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) seen.push(url.searchParams);
  });
  return seen;
}

describe('menu management', () => {
  it('fetches a level when its row opens, once', async () => {
    const levels = calls('/menu/lazy-list');
    open();
    const device = await screen.findByRole('row', { name: /monitor_device\b/ });
    expect(levels.map((q) => q.get('parentId'))).toEqual(['0']);
    expect(screen.queryByRole('row', { name: /monitor_device_list/ })).not.toBeInTheDocument();
    await user().click(within(device).getByRole('button', { name: '展开 设备管理' }));
    expect(await screen.findByRole('row', { name: /monitor_device_list/ })).toBeInTheDocument();
    const deviceId = db.world.menus.find((m) => m.code === 'monitor_device')!.id;
    expect(levels.map((q) => q.get('parentId'))).toEqual(['0', deviceId]);
    expect(within(device).getByRole('button', { name: '收起 设备管理' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('refuses to remove a menu with children before asking; removes a leaf after a named confirm and refetches the user menu', async () => {
    const routes = calls('/menu/routes');
    const removals = calls('/menu/remove');
    open();
    const device = await screen.findByRole('row', { name: /monitor_device\b/ });
    await user().click(within(device).getByRole('button', { name: '删除 设备管理' }));
    expect(await screen.findByText('“设备管理”下还有子项，请先删除其子项')).toBeInTheDocument();
    expect(removals).toHaveLength(0);

    const alarm = screen.getByRole('row', { name: /monitor_alarm/ });
    await user().click(within(alarm).getByRole('button', { name: '删除 告警日志' }));
    const confirm = (await screen.findAllByText('删除菜单')).at(-1)!.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(confirm).getByRole('listitem')).toHaveTextContent('告警日志（monitor_alarm）');
    const before = routes.length;
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /monitor_alarm/ })).not.toBeInTheDocument());
    expect(db.world.menus.some((m) => m.code === 'monitor_alarm')).toBe(false);
    await waitFor(() => expect(routes.length).toBeGreaterThan(before));
  });

  it('a button needs a menu above it and a menu needs its route', async () => {
    open();
    await user().click(await screen.findByRole('button', { name: '新增菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '新增菜单' });
    await user().type(within(dialog).getByLabelText('菜单名称'), '巡检记录');
    await user().type(within(dialog).getByLabelText('菜单编号'), 'patrol');
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入路由地址')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('radio', { name: '按钮' }).closest('label')!);
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('按钮须放在菜单下')).toBeInTheDocument();
    // A button's route is optional: the field is no longer in error (happy-dom keeps the old text's node).
    await waitFor(() => expect(within(dialog).getByLabelText('路由地址')).not.toHaveAttribute('aria-invalid', 'true'));
  });
});
