// spec 2.2 / 2.4: a server menu's meta on the pages only the menu knows (DynamicMenuPage) — its label
// in the user's language (meta.i18n), no tab (meta.isTab false), not kept alive (meta.keepAlive false).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../generated/model';
import { mockServer } from '../../mocks/node';
// Wires the session's token into the http client, as the app does at start.
import '../../src/lib/session';
import DynamicMenuPage from '../../src/features/menu/DynamicMenuPage';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useTabsStore } from '../../src/stores/tabs';
import { signInAsSeeded } from '../support/seededSession';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { renderRoutes, TabShell } from './renderWithApp';

withMockBackend();
beforeEach(() => {
  useTabsStore.getState().resetToHome();
  signInAsSeeded('admin');
});

const routes: RouteObject[] = [
  {
    path: '/',
    element: <TabShell />,
    children: [
      { path: 'wel/index', element: <p>home page</p>, handle: { label: 'menu.home' } },
      { path: '*', element: <DynamicMenuPage /> },
    ],
  },
];

const renderShell = (path: string) => renderRoutes(routes, path).router;

const menuItem = (id: string, name: string, path: string, meta?: MenuRoute['meta']): MenuRoute => ({ id, parentId: '0', name, path, ...(meta ? { meta } : {}) });

/** menu/routes answers with these items instead of the seeded menu. */
const replyWithMenu = (items: MenuRoute[]) =>
  mockServer.use(http.get('*/blade-system/menu/routes', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: items })));

const go = (router: ReturnType<typeof renderShell>, path: string) => act(() => router.navigate(path));
const tabNames = () => screen.getAllByRole('tab').map((node) => node.textContent);
const heading = (name: string) => screen.findByRole('heading', { name });

describe('meta.i18n (the seeded 告警日志 and 菜单管理 carry it)', () => {
  it('an English user sees the English label on the tab and the page title', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    renderShell('/monitor/alarm/index');
    expect(await heading('Alarm log')).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'Alarm log']));
    expect(screen.getByRole('tab', { name: 'Alarm log' })).toHaveAttribute('aria-selected', 'true');
    // The tab keeps the message id, so the label follows the language after a reload (spec 3, Tab.label).
    expect(useTabsStore.getState().tabs.at(-1)).toEqual({ label: 'route.alarm', value: '/monitor/alarm/index' });
  });

  it('a Chinese user sees the Chinese label; the breadcrumb keeps the group above it', async () => {
    renderShell('/system/menu');
    expect(await heading('菜单管理')).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['首页', '菜单管理']));
    expect(screen.getAllByRole('navigation').find((nav) => nav.classList.contains('ant-breadcrumb'))).toHaveTextContent('系统管理');
  });

  it('an i18n without a message in the console falls back to the menu name', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    replyWithMenu([menuItem('1', '能耗报表', '/energy/report', { i18n: 'energyReport' })]);
    renderShell('/energy/report');
    expect(await heading('能耗报表')).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['Home', '能耗报表']));
  });
});

describe('meta.isTab and meta.keepAlive', () => {
  it('isTab false: the page opens without a tab, and no tab is marked as shown', async () => {
    replyWithMenu([menuItem('1', '一次性报表', '/report/once', { isTab: false }), menuItem('2', '周报', '/report/weekly')]);
    const router = renderShell('/report/once');
    expect(await heading('一次性报表')).toBeInTheDocument();
    await go(router, '/report/weekly');
    expect(await heading('周报')).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['首页', '周报']));
    await go(router, '/report/once');
    expect(await heading('一次性报表')).toBeInTheDocument();
    expect(tabNames()).toEqual(['首页', '周报']);
    expect(screen.getAllByRole('tab').filter((node) => node.getAttribute('aria-selected') === 'true')).toEqual([]);
    expect(useTabsStore.getState().tabs.map((tab) => tab.value)).toEqual(['/wel/index', '/report/weekly']);
  });

  it('keepAlive false: the page has a tab but unmounts when left and starts afresh; a default page is kept', async () => {
    replyWithMenu([menuItem('1', '实时数据', '/live/data', { keepAlive: false }), menuItem('2', '历史数据', '/history/data')]);
    const user = userEvent.setup();
    const router = renderShell('/live/data');
    const fresh = await heading('实时数据');
    await go(router, '/history/data');
    const kept = await heading('历史数据');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '实时数据', '历史数据']));

    await user.click(screen.getByRole('tab', { name: '实时数据' }));
    // Left, it was gone (not hidden); shown again, it is a new page.
    const freshAgain = await heading('实时数据');
    expect(fresh).not.toBeInTheDocument();
    expect(freshAgain).not.toBe(fresh);
    // The default page was kept, hidden, the same page.
    expect(kept).toBeInTheDocument();
    expect(kept).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: '历史数据' }));
    expect(await heading('历史数据')).toBe(kept);
    expect(freshAgain).not.toBeInTheDocument();
    expect(useTabsStore.getState().alive).toEqual(['/history/data']);
  });
});
