// spec 2.2 (dynamic menu routes) and 2.9 (menu search overlay, top autocomplete), against the mock backend.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import enMenu from '../../locales/en-US/menu';
import zhMenu from '../../locales/zh-CN/menu';
import { mockServer } from '../../mocks/node';
import { submitMenu } from '../../generated/endpoints/menu/menu';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import { appRoutes } from '../../src/app/router';
import { AppRouterProvider, createAppRouter } from '../../src/lib/router/appRouter';
import { ToastProvider } from '../../src/components/feedback';
import { MenuAutocomplete } from '../../src/features/search/MenuAutocomplete';
import { MenuSearchButton } from '../../src/features/search/MenuSearchButton';
import { useSessionStore } from '../../src/stores/session';
import { useTabsStore } from '../../src/stores/tabs';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { LAZY_LOAD } from '../support/waits';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

async function signIn(account: string, password: string) {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, account, password);
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account, user_name: account, nick_name: account, role_name: account, avatar: '' });
}

beforeEach(async () => {
  await db.reset();
  useTabsStore.getState().resetToHome();
  await signIn('admin', 'Admin123');
});

// The menu namespace is merged here too, so the test holds before and after locales/index.ts wires it.
const zh = { ...messages['zh-CN'], ...zhMenu } as Record<string, string>;

function open(routes: RouteObject[], path: string) {
  const router = createAppRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="zh-CN" messages={zh} defaultLocale="zh-CN">
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <AntdApp>
            <AppRouterProvider router={router} errorElement={null} />
          </AntdApp>
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>,
  );
  return router;
}

const withTopBar = (topBar: ReactElement): RouteObject[] => [
  { path: '/wel/index', element: topBar },
  { path: '*', element: <p>elsewhere</p> },
];

describe('menu search overlay (spec 2.9)', () => {
  it('opens with Ctrl+K, keeps the focus in its input, and Esc closes it back to the opener', async () => {
    const user = userEvent.setup();
    open(withTopBar(<MenuSearchButton />), '/wel/index');
    const button = await screen.findByRole('button', { name: zh['menu.search.open'] });
    button.focus();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: zh['menu.search.title'] });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = within(dialog).getByRole('combobox', { name: zh['menu.search.input'] });
    expect(input).toHaveFocus();

    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('lists the leaves whose name contains the text; Enter opens the highlighted one', async () => {
    const user = userEvent.setup();
    const router = open(withTopBar(<MenuSearchButton />), '/wel/index');
    await user.click(await screen.findByRole('button', { name: zh['menu.search.open'] }));
    const input = screen.getByRole('combobox', { name: zh['menu.search.input'] });

    await user.type(input, '管理');
    const names = async () => (await screen.findAllByRole('option')).map((option) => option.firstChild?.textContent);
    await waitFor(async () => expect(await names()).toContain('菜单管理'));
    expect(await names()).not.toContain('系统管理'); // a group, not a page
    expect(await names()).not.toContain('设备列表');

    // Each result has its menu's icon before the name, decorative (the option is named by its text).
    for (const option of await screen.findAllByRole('option')) {
      await waitFor(() => expect(option.firstElementChild?.querySelector('[aria-hidden="true"] svg')).not.toBeNull());
      expect(option.textContent).not.toBe('');
    }

    await user.clear(input);
    await user.type(input, '菜单管');
    await screen.findByRole('option', { name: /菜单管理/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/menu'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click on an external item opens the embedded page; no match says so', async () => {
    const user = userEvent.setup();
    const router = open(withTopBar(<MenuSearchButton />), '/wel/index');
    await user.click(await screen.findByRole('button', { name: zh['menu.search.open'] }));
    const input = screen.getByRole('combobox', { name: zh['menu.search.input'] });

    await user.type(input, '没有这个菜单');
    expect(await screen.findByText(zh['menu.search.noMatch'])).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '帮助');
    await user.click(await screen.findByRole('option', { name: /帮助中心/ }));
    expect(router.state.location.pathname).toBe(`/myiframe/${encodeURIComponent('https://help.example.cn/monitor/index.html')}`);
  });
});

describe('top autocomplete (spec 2.9)', () => {
  it('offers leaf items by name prefix only, and choosing one navigates', async () => {
    const user = userEvent.setup();
    const router = open(withTopBar(<MenuAutocomplete />), '/wel/index');
    const input = await screen.findByRole('combobox', { name: zh['menu.autocomplete.label'] });

    await user.type(input, '列表');
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));

    await user.clear(input);
    await user.type(input, '设备');
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
    expect(offered).toEqual(expect.arrayContaining(['设备列表', '设备图表', '设备详情', '设备诊断']));
    expect(offered.every((name) => name?.startsWith('设备'))).toBe(true);
    // Each option shows its menu's icon; its name (for assistive technology and its title) stays the text.
    for (const option of document.querySelectorAll('.ant-select-item-option')) {
      await waitFor(() => expect(option.querySelector('[aria-hidden="true"] svg')).not.toBeNull());
      expect(option).toHaveAttribute('title', option.textContent);
    }

    await user.click(screen.getByTitle('设备图表'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/device/chart'));
  });
});

describe('dynamic menu routes (spec 2.2)', () => {
  it('a menu path outside the route table gets a frame titled with the menu name', async () => {
    // Every seeded menu page has a page of its own now: a deployment's menu may name one the console
    // does not know (the administrator sees a created menu at once, as in BladeX).
    await submitMenu({ parentId: '0', name: '巡检计划', code: 'inspection_plan', path: '/monitor/inspection/index', sort: 99, category: 1 });
    open(appRoutes, '/monitor/inspection/index');
    expect(await screen.findByRole('heading', { name: '巡检计划' }, LAZY_LOAD)).toBeInTheDocument();
    expect(screen.getByText(zh['frame.empty'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: zh['frame.home'] })).toHaveAttribute('href', '/wel/index');
    // spec 2.4: it opens a tab named by the menu (the route itself has no label, the menu no meta.i18n).
    await waitFor(() => expect(useTabsStore.getState().tabs).toContainEqual(expect.objectContaining({ label: '巡检计划', value: '/monitor/inspection/index' })));
    expect(useTabsStore.getState().active).toBe('/monitor/inspection/index');
  });

  it('a menu path with a page built for it (/system/menu) shows that page, its breadcrumb naming the group above', async () => {
    open(appRoutes, '/system/menu');
    expect(await screen.findByRole('heading', { name: '菜单管理' }, LAZY_LOAD)).toBeInTheDocument();
    // The breadcrumb names the group above it (the top menu, showing the page of the current item, has it too).
    const breadcrumb = screen.getAllByRole('navigation').find((nav) => nav.classList.contains('ant-breadcrumb'));
    expect(breadcrumb).toHaveTextContent('系统管理');
    expect(screen.queryByText(zh['frame.empty'])).not.toBeInTheDocument();
    await waitFor(() => expect(useTabsStore.getState().tabs).toContainEqual(expect.objectContaining({ label: 'route.menu', value: '/system/menu' })));
  });

  it.each(['/no/such/page', '/system'])('%s, not a page of the menu, ends on /404', async (path) => {
    const router = open(appRoutes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText(zh['error.notFound'])).toBeInTheDocument();
  });
});

it('the menu namespace is complete in both languages and redefines no other key', () => {
  expect(Object.keys(enMenu).sort()).toEqual(Object.keys(zhMenu).sort());
  for (const text of [...Object.values(zhMenu), ...Object.values(enMenu)]) expect(text.trim()).not.toBe('');
  // Once wired, locales/index.ts holds these same texts; a different text under the same key is a clash.
  const wired = messages['zh-CN'] as Record<string, string>;
  expect(Object.entries(zhMenu).filter(([key, text]) => key in wired && wired[key] !== text)).toEqual([]);
  expect(zhMenu).not.toHaveProperty(['menu.home']);
});
