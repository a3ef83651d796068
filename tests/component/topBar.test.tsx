// spec 2.5 / 6: the top bar against the mock backend — menu paging, red marks, permissions, logout.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enTopbar from '../../locales/en-US/topbar';
import zhTopbar from '../../locales/zh-CN/topbar';
import { mockServer } from '../../mocks/node';
import { AntdScope } from '../../src/components/AntdScope';
import { TopBar } from '../../src/features/topbar/TopBar';
import { useSessionStore } from '../../src/stores/session';
import { signInWithoutCaptcha } from '../support/mockSignIn';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

withMockBackend();
afterEach(() => {
  vi.restoreAllMocks();
});

it('has the top-bar messages in both languages', () => {
  expect(Object.keys(enTopbar).sort()).toEqual(Object.keys(zhTopbar).sort());
});

/** Signs in to the mock backend and stores the session as the login page does, dept id included. */
async function signInAs(account: 'admin' | 'operator', password: string) {
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, account, password);
  const reply = tokens as typeof tokens & { tenant_id: string; dept_id?: string; nick_name?: string };
  useSessionStore.getState().signedIn({
    ...tokens,
    token_type: 'bearer',
    tenant_id: reply.tenant_id ?? '000000',
    dept_id: reply.dept_id,
    account,
    user_name: account,
    nick_name: reply.nick_name ?? account,
    role_name: account,
    avatar: '',
  });
}

const renderTopBar = () =>
  renderRoutes(
    [
      { path: '/wel/index', element: <AntdScope><TopBar /></AntdScope> },
      { path: '/login', element: <p>login page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/wel/index',
  );

const menuOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: String(1000 + i), name: `菜单${i + 1}`, path: `/menu${i + 1}/index`, sort: i }));
const replyWithMenu = (count: number) =>
  mockServer.use(http.get('*/blade-system/menu/top-menu', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: menuOf(count) })));
const flagReply = (value: boolean) => () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: value });

const topMenu = () => screen.findByRole('navigation', { name: '顶部菜单' });
const menuButtons = async () => {
  const nav = await topMenu();
  await waitFor(() => expect(within(nav).getAllByRole('listitem').length).toBeGreaterThan(0));
  return within(nav).getAllByRole('listitem').map((li) => within(li).getByRole('button'));
};

describe('top menu (spec 2.5)', () => {
  beforeEach(() => signInAs('admin', 'Admin123'));

  it('shows 15 items flat, without a pager', async () => {
    replyWithMenu(15);
    renderTopBar();
    expect(await menuButtons()).toHaveLength(15);
    expect(screen.queryByRole('group', { name: '顶部菜单翻页' })).not.toBeInTheDocument();
  });

  it('puts 16 items in a vertical carousel, the first page holding 10', async () => {
    replyWithMenu(16);
    renderTopBar();
    const first = await menuButtons();
    expect(first.map((b) => b.textContent)).toEqual(menuOf(10).map((m) => m.name));
    expect(within(await topMenu()).getByRole('group', { name: '顶部菜单' })).toHaveAttribute('aria-roledescription', '轮播');
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '上一页菜单' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '下一页菜单' }));
    const second = within(await topMenu()).getAllByRole('listitem');
    expect(second.map((li) => li.textContent)).toEqual(['菜单11', '菜单12', '菜单13', '菜单14', '菜单15', '菜单16']);
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('第 2 页，共 2 页');
    expect(screen.getByRole('button', { name: '下一页菜单' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('cuts the menu only once the icons beside it are known, so no item moves to another page after it is shown', async () => {
    replyWithMenu(16);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('*/blade-user/buttonVerification', async ({ request }) => {
        if (new URL(request.url).searchParams.get('value') === '/monitor/top/software') await answered;
        return HttpResponse.json({ code: 200, success: true, msg: '成功', data: null }); // spec 6: 成功 allows
      }),
    );
    renderTopBar();
    await screen.findByRole('button', { name: '数据大屏' });
    expect(within(await topMenu()).queryAllByRole('listitem')).toHaveLength(0);
    answer();
    expect(await menuButtons()).toHaveLength(10);
  });

  it('shows an icon before each item’s name, decorative, so the name stays the accessible name', async () => {
    const items = [
      { id: '1', name: '设备管理', path: '/monitor/device', source: 'iconfont icon-shebei' },
      { id: '2', name: '告警日志', path: '/monitor/alarm/index', source: 'iconfont icon-gaojing' },
      { id: '3', name: '别处的图标', path: '/elsewhere/index', source: 'iconfont icon-no-such-icon' },
      { id: '4', name: '没有图标', path: '/plain/index' },
    ];
    mockServer.use(http.get('*/blade-system/menu/top-menu', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: items })));
    renderTopBar();
    const buttons = await menuButtons();
    expect(buttons).toHaveLength(items.length);
    for (const [index, button] of buttons.entries()) {
      // The icons arrive in their own chunk; each holds its place meanwhile.
      await waitFor(() => expect(button.querySelector('svg')).not.toBeNull());
      expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(button).toHaveAccessibleName(items[index].name);
      expect(button.textContent).toBe(items[index].name);
      // Before the name: the icon is the button's first element.
      expect(button.firstElementChild?.querySelector('svg')).not.toBeNull();
    }
    // A known icon class draws its own icon; an unknown one and none draw the same neutral one.
    const drawn = buttons.map((button) => button.querySelector('svg')?.innerHTML);
    expect(new Set(drawn.slice(0, 3)).size).toBe(3);
    expect(drawn[3]).toBe(drawn[2]);
  });

  it('navigates to the item path, and an http path through /myiframe', async () => {
    mockServer.use(
      http.get('*/blade-system/menu/top-menu', () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [{ id: '1', name: '内部', path: '/inner/index' }, { id: '2', name: '外部', path: 'https://example.com/a?b=1' }] }),
      ),
    );
    const { router } = renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '内部' }));
    expect(router.state.location.pathname).toBe('/inner/index');
    await router.navigate('/wel/index');
    await user.click(await screen.findByRole('button', { name: '外部' }));
    expect(router.state.location.pathname).toBe(`/myiframe/${encodeURIComponent('https://example.com/a?b=1')}`);
  });

  it('an item without a path (BladeX\'s TopMenu has none) loads menu/routes?topMenuId and opens its first page; the item is then current', async () => {
    // As BladeX writes them: TenantEntity fields, no path; routes without meta, hasChildren false on parents.
    const bladeItem = (id: string, name: string, sort: number) => ({ id, tenantId: '000000', code: `top${id}`, name, source: '', sort, createUser: '1', createTime: '2026-11-01 08:00:00', status: 1, isDeleted: 0 });
    const route = (id: string, parentId: string, name: string, path: string, children: unknown[] = []) => ({ id, parentId, code: id, name, path, source: '', sort: 1, category: 1, action: 0, isOpen: 1, hasChildren: false, ...(children.length ? { children } : {}) });
    const routesByTop: Record<string, unknown[]> = {
      '71': [route('711', '0', '设备', '/monitor/device', [route('7111', '711', '设备列表', '/monitor/device/device'), route('7112', '711', '设备卡片', '/monitor/device/card')])],
      '72': [route('721', '0', '日志', '/monitor/warn', [route('7211', '721', '运行日志', '/monitor/warn/index')])],
    };
    const asked: Array<string | null> = [];
    mockServer.use(
      http.get('*/blade-system/menu/top-menu', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [bladeItem('71', '设备监测', 1), bladeItem('72', '运行监测', 2)] })),
      http.get('*/blade-system/menu/routes', ({ request }) => {
        const topMenuId = new URL(request.url).searchParams.get('topMenuId');
        asked.push(topMenuId);
        return HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: topMenuId ? routesByTop[topMenuId] ?? [] : Object.values(routesByTop).flat() });
      }),
    );
    const { router } = renderRoutes([{ path: '*', element: <AntdScope><TopBar /></AntdScope> }], '/wel/index');
    const user = userEvent.setup();
    const second = await screen.findByRole('button', { name: '运行监测' });
    expect(second).toBeEnabled();
    await user.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/warn/index'));
    expect(asked).toContain('72');
    await waitFor(() => expect(screen.getByRole('button', { name: '运行监测' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: '设备监测' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: '设备监测' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/device/device'));
    await waitFor(() => expect(screen.getByRole('button', { name: '设备监测' })).toHaveAttribute('aria-current', 'page'));
    expect(screen.getByRole('button', { name: '运行监测' })).not.toHaveAttribute('aria-current');
  });

  it('puts red marks on notification management, run log and diagnosis only when their checks say so', async () => {
    mockServer.use(
      http.get('*/inform/readStatus', flagReply(true)),
      http.get('*/collectorRunLog/readStatus', flagReply(true)),
      http.get('*/deviceDiagnose/readStatus', flagReply(false)),
    );
    renderTopBar();
    expect(await screen.findByRole('button', { name: '通知管理 （有新消息）' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '运行日志 （有新消息）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '设备诊断' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /设备诊断 （有新消息）/ })).not.toBeInTheDocument();
  });
});

describe('top-bar icons by button permission (spec 6)', () => {
  it('shows the data-screen icon to admin and opens its address in a new tab', async () => {
    await signInAs('admin', 'Admin123');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '数据大屏' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//), '_blank', 'noopener,noreferrer'));
  });

  it('hides the data-screen icon from the operator', async () => {
    await signInAs('operator', 'Operator123');
    const verdicts = new Map<string, string>();
    mockServer.events.on('response:mocked', async ({ request, response }) => {
      const value = new URL(request.url).searchParams.get('value');
      if (request.url.includes('/buttonVerification') && value) verdicts.set(value, ((await response.clone().json()) as { msg: string }).msg);
    });
    renderTopBar();
    await waitFor(() => expect(verdicts.get('/monitor/top/screen')).toBe('暂无权限'));
    expect(await screen.findByRole('button', { name: '客户大屏' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '数据大屏' })).not.toBeInTheDocument();
    mockServer.events.removeAllListeners('response:mocked');
  });

  it('says navbar.unableJumpCustomer when the company screen type is not 1, and opens the link when it is', async () => {
    await signInAs('admin', 'Admin123');
    let screenType = 0;
    mockServer.use(http.get('*/industry/screen/skip', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { url: 'https://screen.example.com/c', screenType } })));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '客户大屏' }));
    expect(await screen.findByText('当前企业无法跳转到平台/企业大屏页面')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();

    screenType = 1;
    await user.click(screen.getByRole('button', { name: '客户大屏' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://screen.example.com/c', '_blank', 'noopener,noreferrer'));
  });
});

describe('where a screen opens (the address says)', () => {
  // The top bar stays on every path, as in the layout.
  const renderTopBarEverywhere = () => renderRoutes([{ path: '*', element: <AntdScope><TopBar /></AntdScope> }], '/wel/index');
  const dataScreenAt = (address: string) =>
    mockServer.use(http.get('*/screen/data/getDataScreenAddress', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: address })));

  it('opens a console path inside the console, an html page in the embedded route, and refuses an unusable address', async () => {
    await signInAs('admin', 'Admin123');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderTopBarEverywhere();
    const user = userEvent.setup();

    dataScreenAt('/monitor/device/card');
    await user.click(await screen.findByRole('button', { name: '数据大屏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/device/card'));

    dataScreenAt('/screen/index.html');
    await user.click(screen.getByRole('button', { name: '数据大屏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/myiframe/${encodeURIComponent('/screen/index.html')}`));

    dataScreenAt('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '数据大屏' }));
    expect(await screen.findByText('数据大屏地址无效，无法打开')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens a customer screen of type 1 whose link is a console path inside the console', async () => {
    await signInAs('admin', 'Admin123');
    mockServer.use(http.get('*/industry/screen/skip', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { url: '/industry/screen/index', screenType: 1 } })));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderTopBarEverywhere();
    await userEvent.setup().click(await screen.findByRole('button', { name: '客户大屏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/industry/screen/index'));
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('user dropdown (spec 2.5)', () => {
  it('offers personal info when allowed, and logs out only after the confirm', async () => {
    await signInAs('admin', 'Admin123');
    const { router } = renderTopBar();
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /^用户菜单/ });
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: /个人信息/ })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: /退出登录/ }));
    const dialog = await screen.findByRole('dialog', { name: '退出系统, 是否继续?' });
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(useSessionStore.getState().token).toBeTruthy();

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    // The cancelled dialog may still be closing: the newest one is the last.
    const again = (await screen.findAllByRole('dialog', { name: '退出系统, 是否继续?' })).at(-1)!;
    await user.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeUndefined();
    expect(sessionStorage.getItem('saber-token')).toBeNull();
  });

  it('goes to /info/index from personal info', async () => {
    await signInAs('admin', 'Admin123');
    const { router } = renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: /个人信息/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
  });
});

describe('notification dropdown and full screen', () => {
  beforeEach(() => signInAs('admin', 'Admin123'));

  it('opens three placeholder tabs that say nothing is connected', async () => {
    renderTopBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '通知中心' }));
    const panel = await screen.findByRole('dialog', { name: '通知中心' });
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['邮件', '消息', '通知']);
    expect(within(panel).getByText('邮件功能尚未接入，暂无邮件')).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: '通知' }));
    expect(await within(panel).findByText('通知功能尚未接入，暂无通知')).toBeInTheDocument();
  });

  it('queries spec 4\'s fault-exist and alarm-log-status flags and shows them on the bell, with the way to act', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get('*/department/faultExist', () => (asked.push('faultExist'), flagReply(true)())),
      http.get('*/collectorAlarmLog/alarmLogStatus', () => (asked.push('alarmLogStatus'), flagReply(true)())),
    );
    const { router } = renderTopBar();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: '通知中心' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('存在设备故障；有未查看的告警日志'));
    expect(asked).toEqual(expect.arrayContaining(['faultExist', 'alarmLogStatus']));
    expect(bell.closest('.ant-badge')?.querySelector('.ant-badge-dot')).not.toBeNull();
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知中心' });
    const flags = within(panel).getByRole('list', { name: '需要关注' });
    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['存在设备故障查看报警设备', '有未查看的告警日志查看告警日志']);
    await user.click(within(flags).getByRole('button', { name: '查看报警设备' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/monitor/device/device?status=alarm'));
  });

  it('shows no flag while both checks say false', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get('*/department/faultExist', () => (asked.push('faultExist'), flagReply(false)())),
      http.get('*/collectorAlarmLog/alarmLogStatus', () => (asked.push('alarmLogStatus'), flagReply(false)())),
    );
    renderTopBar();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: '通知中心' });
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['faultExist', 'alarmLogStatus'])));
    expect(bell).not.toHaveAttribute('aria-describedby');
    expect(bell.closest('.ant-badge')?.querySelector('.ant-badge-dot')).toBeNull();
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: '通知中心' });
    expect(within(panel).queryByRole('list', { name: '需要关注' })).toBeNull();
  });

  it('toggles full screen and reports it with aria-pressed', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    document.documentElement.requestFullscreen = vi.fn(async () => {
      element = document.documentElement;
    });
    document.exitFullscreen = vi.fn(async () => {
      element = null;
    });
    renderTopBar();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '全屏' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(document.exitFullscreen).toHaveBeenCalledTimes(1);
  });
});
