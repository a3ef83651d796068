// spec 6: one rule for every route of the console's route table - a route the user's menu does not
// grant is the in-layout 403 with the way home; a path the console does not know is the 404.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { mainRoutes, routeGrant } from '../../src/app/routeTable';
import { appRoutes } from '../../src/app/router';
import { useSessionStore } from '../../src/stores/session';
import { useTabsStore } from '../../src/stores/tabs';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { renderRoutes } from './renderWithApp';

withMockBackend();
beforeEach(async () => {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, 'admin', 'Admin123');
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account: 'admin', user_name: 'admin', nick_name: 'admin', role_name: 'admin', avatar: '' });
  useTabsStore.getState().closeAllTabs();
});

/** The user's menu (menu/routes): the given pages, flat. */
const menuHolding = (paths: readonly string[]) =>
  mockServer.use(
    http.get('*/blade-system/menu/routes', () =>
      HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: paths.map((path, i) => ({ id: String(9000 + i), parentId: '0', name: path, path })) }),
    ),
  );

const forbidden = '抱歉，您无权访问此页面。';
const menuRoutePaths = mainRoutes.filter((route) => routeGrant(route) === 'menu').map((route) => route.path);

describe('the route table: one rule for a route the menu lacks', () => {
  it('asks the menu for every route but the few the menu does not list or a verification call decides', () => {
    expect(mainRoutes.filter((route) => routeGrant(route) === 'signedIn').map((route) => route.path)).toEqual([
      '/wel/index',
      '/wel/dashboard',
      '/info/index',
      '/monitor/warn/warnDetail',
    ]);
    // The pages only the server menu knows are routes of the table too, under the same rule.
    expect(menuRoutePaths).toEqual(expect.arrayContaining(['/monitor/alarm/index', '/system/menu']));
  });

  it.each(menuRoutePaths.map((path) => [path]))('%s, not in the user menu, is the in-layout 403 with the way home', async (path) => {
    menuHolding(menuRoutePaths.filter((other) => other !== path));
    const { router } = renderRoutes(appRoutes, path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(forbidden)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    // Inside the layout: the tab bar is there, and the address stays (no redirect to /403 or /404).
    expect(screen.getByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('a page the user menu holds opens (no 403)', async () => {
    menuHolding(['/system/menu']);
    renderRoutes(appRoutes, '/system/menu');
    expect(await screen.findByRole('heading', { name: '菜单管理' })).toBeInTheDocument();
    expect(screen.queryByText(forbidden)).not.toBeInTheDocument();
  });

  it('a path the console does not know is still the 404', async () => {
    menuHolding([]);
    const { router } = renderRoutes(appRoutes, '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
