// against the mock world (msw/node): the home overview, the device list, the monitoring cards
// and the platform console - figures, filters in the address, the tree's company, states in words,
// loading/empty/error with a retry, the whole filtered list as CSV.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { AntdScope } from '../../src/components/AntdScope';
import '../../src/lib/session'; // registers the token source of the http client
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import DeviceCardPage from '../../src/features/devices/cards/DeviceCardPage';
import DeviceListPage from '../../src/features/devices/DeviceListPage';
import HomePage from '../../src/features/home/pages/HomePage';
import { useCompanySelection } from '../../src/stores/companySelection';
import { useSessionStore } from '../../src/stores/session';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

withMockBackend();
stubMatchMedia(1366);
beforeEach(() => signInAsSeeded('admin'));
afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: '/wel/index', element: <AntdScope><HomePage /></AntdScope> },
  { path: '/wel/dashboard', element: <DashboardPage /> },
  { path: '/monitor/device/device', element: <DeviceListPage /> },
  { path: '/monitor/device/card', element: <DeviceCardPage /> },
  { path: '*', element: <p>elsewhere</p> },
];
const open = (path: string) => renderRoutes(routes, path).router;
const query = (router: ReturnType<typeof open>) => new URLSearchParams(router.state.location.search);

/** A reply of the mock, read as the console's own call would be. */
async function api<T>(path: string): Promise<T> {
  const token = useSessionStore.getState().token!;
  const reply = await fetch(`${location.origin}/api${path}`, { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
  return ((await reply.json()) as { data: T }).data;
}
type Counts = { online: number; alarm: number; warn: number; offline: number; total: number };
type Company = { id: string; deptName: string; children?: Company[] };

describe('home (/wel/index)', () => {
  it('shows the configured figures of every visible company; a count opens the device list filtered by it', async () => {
    const counts = await api<Counts>('/device/statusCount');
    open('/wel/index');
    const figures = await screen.findByRole('list', { name: '概览指标' });
    const alarm = within(figures).getByRole('link', { name: /报警设备/ });
    expect(alarm).toHaveTextContent(`报警设备${counts.alarm}`);
    expect(alarm).toHaveAttribute('href', '/monitor/device/device?status=alarm');
    expect(within(figures).getByRole('link', { name: /在线设备/ })).toHaveTextContent(String(counts.online));
    expect(screen.getByRole('heading', { name: '欢迎，管理员' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '最新告警' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '需关注设备' })).toBeInTheDocument();
  });

  it('follows the overview configuration of the company (figures and cards, in order)', async () => {
    mockServer.use(
      http.get('*/disposition/detail', ({ request }) =>
        HttpResponse.json({
          code: 200,
          success: true,
          msg: '操作成功',
          data: { deptId: new URL(request.url).searchParams.get('deptId'), figures: ['unhandledAlarms', 'alarm'], cards: ['attentionDevices'], inherited: true },
        }),
      ),
    );
    open('/wel/index');
    const figures = await screen.findByRole('list', { name: '概览指标' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent?.replace(/[\d,]+/g, ''))).toEqual(['未处理告警', '报警设备']);
    expect(screen.getByRole('region', { name: '需关注设备' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '最新告警' })).not.toBeInTheDocument();
  });

  it('follows the company chosen in the tree, in its address too', async () => {
    const [root] = await api<Company[]>('/department/tree');
    const top = root.children![0];
    const router = open('/wel/index');
    await screen.findByRole('list', { name: '概览指标' });
    act(() => useCompanySelection.getState().select({ id: top.id, label: top.deptName, property: false }, [{ id: root.id, label: root.deptName, property: false }]));
    await waitFor(() => expect(query(router).get('dept')).toBe(top.id));
    expect(await screen.findByText(`${top.deptName} 设备概览`)).toBeInTheDocument();
    const counts = await api<Counts>(`/device/statusCount?deptId=${top.id}`);
    await waitFor(() => expect(screen.getByRole('link', { name: /报警设备/ })).toHaveAttribute('href', `/monitor/device/device?dept=${top.id}&status=alarm`));
    expect(screen.getByRole('link', { name: /离线设备/ })).toHaveTextContent(String(counts.offline));
  });

  it('a shared link naming a company makes it the tree\'s choice', async () => {
    const [root] = await api<Company[]>('/department/tree');
    const top = root.children![1];
    open(`/wel/index?dept=${top.id}`);
    await waitFor(() => expect(useCompanySelection.getState().selected?.id).toBe(top.id));
    expect(useCompanySelection.getState().breadcrumb.map((entry) => entry.id)).toEqual([root.id, top.id]);
  });

  it('says a failed load and loads again on retry', async () => {
    let fail = true;
    mockServer.use(http.get('*/statistics/overview', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器开小差了' }, { status: 500 }) : undefined)));
    open('/wel/index');
    // The http client toasts the server's msg (spec 8); the page says the load failed and offers a retry.
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
    const alert = (await screen.findByText('加载失败')).closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '概览指标' })).toBeInTheDocument();
  });
});

describe('device list (/monitor/device/device)', () => {
  it('shows the devices of a state, that state said in words on every row', async () => {
    const counts = await api<Counts>('/device/statusCount');
    open('/monitor/device/device?status=warn');
    await screen.findByText(`共 ${counts.warn} 条`);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBe(Math.min(20, counts.warn));
    for (const row of rows) expect(within(row).getByText('预警')).toBeInTheDocument();
  });

  it('keeps filters and sort in the address; an empty result offers to reset', async () => {
    const router = open('/monitor/device/device');
    const user = userEvent.setup();
    await screen.findByText(/^共 \d+ 条$/);
    await user.click(screen.getByRole('columnheader', { name: /最后数据时间/ }));
    await waitFor(() => expect(query(router).get('sort')).toBe('lastTime.asc'));
    await user.type(screen.getByRole('searchbox', { name: '关键字' }), '没有这台设备{Enter}');
    await waitFor(() => expect(query(router).get('keyword')).toBe('没有这台设备'));
    expect(await screen.findByText('没有符合条件的设备')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '重置' }).at(-1)!);
    await waitFor(() => expect(query(router).get('keyword')).toBeNull());
  });

  it('exports every device of the filtered list as CSV, not only the page shown', async () => {
    const counts = await api<Counts>('/device/statusCount');
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open('/monitor/device/device?status=offline');
    await screen.findByText(`共 ${counts.offline} 条`);
    await userEvent.setup().click(screen.getByRole('button', { name: /导出 CSV/ }));
    expect(await screen.findByText(`已导出 ${counts.offline} 台设备`)).toBeInTheDocument();
    const text = await saved!.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('设备名称,设备类型,所属企业,企业路径,状态,状态开始时间,监测值,单位,预警值,报警值,频段,测点数,报警测点数,预警测点数,最后数据时间');
    expect(lines).toHaveLength(counts.offline + 1);
    expect(lines.slice(1).every((line) => line.split(',')[4] === '离线')).toBe(true);
  });
});

describe('monitoring cards (/monitor/device/card)', () => {
  it('shows the counts as filters and the cards worst first, each item against its limits', async () => {
    const counts = await api<Counts>('/device/statusCount');
    const router = open('/monitor/device/card');
    const tiles = await screen.findByRole('list', { name: '设备状态统计（点击筛选）' });
    await waitFor(() => expect(within(tiles).getByRole('button', { name: /报警设备/ })).toHaveTextContent(String(counts.alarm)));
    const feed = await screen.findByRole('feed');
    const first = within(feed).getAllByRole('article')[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', String(counts.total));
    expect(within(first).getAllByText('报警').length).toBeGreaterThan(0); // worst first: a device in alarm leads
    expect(within(first).getAllByText(/^预警 [\d.]+ \/ 报警 [\d.]+$/).length).toBeGreaterThan(0);

    await userEvent.setup().click(within(tiles).getByRole('button', { name: /离线设备/ }));
    await waitFor(() => expect(query(router).get('status')).toBe('offline'));
    expect(within(tiles).getByRole('button', { name: /离线设备/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('feed')).toHaveAccessibleName(`监测卡片，共 ${counts.offline} 台设备`));
  });
});

describe('platform console (/wel/dashboard)', () => {
  it('puts every top-level company side by side with its counts', async () => {
    const [root] = await api<Company[]>('/department/tree');
    open('/wel/dashboard');
    const companies = await screen.findByRole('list', { name: '全部顶级企业' });
    expect(within(companies).getAllByRole('heading').map((h) => h.textContent)).toEqual(root.children!.map((c) => c.deptName));
    const first = root.children![0];
    const counts = await api<Counts>(`/device/statusCount?deptId=${first.id}`);
    const region = screen.getByRole('region', { name: first.deptName });
    expect(within(region).getByRole('link', { name: /在线设备/ })).toHaveAttribute('href', `/monitor/device/device?dept=${first.id}&status=online`);
    expect(within(region).getByRole('link', { name: /在线设备/ })).toHaveTextContent(String(counts.online));
  });
});
