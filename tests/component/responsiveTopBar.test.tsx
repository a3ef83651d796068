// spec 2.2 / 2.5: the top bar on a narrow window — the menu behind a button and drawer, secondary tools left out.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { AntdScope } from '../../src/components/AntdScope';
import { TopBar } from '../../src/features/topbar/TopBar';
import { useSessionStore } from '../../src/stores/session';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { LAZY_LOAD } from '../support/waits';

withMockBackend();
beforeEach(async () => {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, 'admin', 'Admin123');
  const reply = tokens as typeof tokens & { tenant_id?: string; dept_id?: string };
  useSessionStore.getState().signedIn({
    ...tokens,
    token_type: 'bearer',
    tenant_id: reply.tenant_id ?? '000000',
    dept_id: reply.dept_id,
    account: 'admin',
    user_name: 'admin',
    nick_name: 'admin',
    role_name: 'admin',
    avatar: '',
  });
  mockServer.use(http.get('*/blade-system/menu/top-menu', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: MENU })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const MENU = [
  { id: '1', name: '设备列表', path: '/monitor/device/device', source: 'iconfont icon-shebei', sort: 1 },
  { id: '2', name: '档案记录', path: '/monitor/record/index', source: 'iconfont icon-dangan', sort: 2 },
  { id: '3', name: '统计分析', path: '/monitor/statistics/index', source: 'iconfont icon-tongji', sort: 3 },
];
const names = MENU.map((item) => item.name);

const renderTopBar = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <AntdScope>
            <TopBar secondaryTools={<input aria-label="快速打开" />} />
          </AntdScope>
        ),
      },
    ],
    '/wel/index',
  );

// The drawer is a lazy chunk: its first import in a test run is a lazy load.
const DRAWER_LOAD = LAZY_LOAD;
// So are the menu icons.
const ICON_LOAD = LAZY_LOAD;
const menuButton = () => screen.queryByRole('button', { name: /^菜单/ });
const itemsIn = async (container: HTMLElement) => {
  const nav = await within(container).findByRole('navigation', { name: '顶部菜单' });
  await waitFor(() => expect(within(nav).getAllByRole('listitem')).toHaveLength(MENU.length));
  return within(nav).getAllByRole('listitem').map((li) => li.textContent);
};

describe('narrow window (below 992px)', () => {
  it('puts the items behind the 菜单 button, in a drawer that opens on click and closes on choosing one', async () => {
    stubMatchMedia(800);
    const { router } = renderTopBar();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /^菜单/ });
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: '顶部菜单' }, DRAWER_LOAD);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled === drawer || controlled?.contains(drawer) || drawer.contains(controlled)).toBe(true);
    expect(await itemsIn(drawer)).toEqual(names);
    // Each item has its (decorative) icon before its name, as in the inline menu.
    for (const name of names) {
      const item = within(drawer).getByRole('button', { name });
      await waitFor(() => expect(item.querySelector('[aria-hidden="true"] svg')).not.toBeNull(), ICON_LOAD);
    }

    await user.click(within(drawer).getByRole('button', { name: '统计分析' }));
    expect(router.state.location.pathname).toBe('/monitor/statistics/index');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens from the keyboard and closes on Escape, giving focus back to the button', async () => {
    stubMatchMedia(375);
    renderTopBar();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /^菜单/ });
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '顶部菜单' }, DRAWER_LOAD);
    expect(await itemsIn(drawer)).toEqual(names);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('leaves out the secondary tools but keeps the primary ones', async () => {
    stubMatchMedia(800);
    renderTopBar();
    expect(await screen.findByRole('button', { name: '通知中心' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '快速打开' })).not.toBeInTheDocument();
  });
});

describe('wide window (1366 and 1920)', () => {
  it.each([1366, 1920, 992])('shows the items inline and no menu button at %ipx', async (width) => {
    stubMatchMedia(width);
    renderTopBar();
    expect(await itemsIn(document.body)).toEqual(names);
    expect(menuButton()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '快速打开' })).toBeInTheDocument();
  });

  it('collapses the menu when the window narrows, and brings it back when it widens', async () => {
    const media = stubMatchMedia(1366);
    renderTopBar();
    expect(await itemsIn(document.body)).toEqual(names);

    act(() => media.resize(991));
    expect(await screen.findByRole('button', { name: /^菜单/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();

    act(() => media.resize(1200));
    expect(await itemsIn(document.body)).toEqual(names);
    expect(menuButton()).not.toBeInTheDocument();
  });
});
