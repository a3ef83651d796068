// The device detail and the compare chart against the mock backend - what the address holds
// (a shared link shows the same items and range), the spec-5 limit of 8 items (a 9th is refused with the
// limit said, nothing added), names from the server, loading failures with a retry, stale values, and the
// live refresh on the device refresh period, none while the browser tab is hidden.
// echarts itself does not draw in happy-dom: its canvas is stood in for here (the option builders are
// tested in tests/unit/historyChart.test.ts, the drawing in tests/e2e/deviceCharts.spec.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDevicePage, getDeviceMonitorItems } from '../../generated/endpoints/monitor/monitor';
import type { MonitorItem } from '../../generated/model';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import type { ChartCanvasProps } from '../../src/components/chart/ChartCanvas';
import ComparePage from '../../src/features/deviceCompare/ComparePage';
import DeviceDetailPage from '../../src/features/deviceDetail/DeviceDetailPage';
import { formatServerTime } from '../../src/lib/monitor/monitorTime';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

vi.mock('../../src/components/chart/ChartCanvas', () => ({
  default: function ChartStandIn({ option, onReady }: ChartCanvasProps) {
    useEffect(() => {
      onReady?.({ toPng: () => 'data:image/png;base64,iVBORw0KGgo=', zoomTo: () => undefined, dispatchAction: () => undefined, mergeOption: () => undefined });
    }, [onReady]);
    return <div data-testid="chart" data-series={(option as { series?: unknown[] }).series?.length ?? 0} />;
  },
}));

withMockBackend();
beforeEach(() => {
  signInAsSeeded('admin');
});

const ok = <T,>(reply: { status: number; data: unknown }) => (reply.data as { data: T }).data;

/**
 * Items of the first devices of the world, in order (`count` of them, from several devices), each with a
 * name of its own (many machines share a name: the page names an item by device and item).
 */
async function someItems(count: number): Promise<MonitorItem[]> {
  const devices = ok<{ records: { deviceId: string }[] }>(await getDevicePage({ current: 1, size: 40 })).records;
  const items = new Map<string, MonitorItem>();
  for (const device of devices) {
    for (const item of ok<MonitorItem[]>(await getDeviceMonitorItems({ deviceId: device.deviceId }))) {
      const name = `${item.deviceName} · ${item.name}`;
      if (!items.has(name)) items.set(name, item);
    }
    if (items.size >= count) break;
  }
  return [...items.values()].slice(0, count);
}

/** The in-page failure (antd Alert) with its retry; the http client's toast is an alert too. */
const failure = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]')!;

const compareAt = (search: string) => renderRoutes([{ path: '/monitor/device/chart', element: <ComparePage /> }], `/monitor/device/chart?${search}`);
const detailAt = (search: string) =>
  renderRoutes(
    [
      { path: '/monitor/device/detail', element: <DeviceDetailPage /> },
      { path: '/monitor/device/chart', element: <ComparePage /> },
    ],
    `/monitor/device/detail${search}`,
  );
const addressOf = (router: ReturnType<typeof compareAt>['router']) => new URLSearchParams(router.state.location.search);

describe('compare chart (/monitor/device/chart)', () => {
  it('shows the items of a shared link by name, refuses a 9th with the limit said, and keeps the choice in the address', async () => {
    const items = await someItems(9);
    const eight = items.slice(0, 8);
    const ninth = items[8];
    const { router } = compareAt(`items=${eight.map((i) => i.itemId).join(',')}&range=7d&device=${ninth.deviceId}`);

    expect(await screen.findByText('已选监测项 8/8')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: '已选监测项' });
    // Named from the history reply: device · item.
    await waitFor(() => expect(within(chosen).getByText(`${eight[0].deviceName} · ${eight[0].name}`)).toBeInTheDocument());
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: '8个监测项的对比曲线' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '近一周' })).toBeChecked();

    // spec 5: a 9th is refused, said, and nothing is added.
    const picker = await screen.findByRole('group', { name: /的监测项$/ });
    const box = within(picker).getByRole('checkbox', { name: ninth.name });
    await userEvent.click(box);
    expect(await screen.findByRole('status')).toHaveTextContent('对比曲线最多选择8个监测项');
    expect(box).not.toBeChecked();
    expect(addressOf(router).get('items')).toBe(eight.map((i) => i.itemId).join(','));

    // One removed: the 9th now fits.
    await userEvent.click(within(chosen).getByRole('button', { name: `移除${eight[0].deviceName} · ${eight[0].name}` }));
    await waitFor(() => expect(addressOf(router).get('items')?.split(',')).toHaveLength(7));
    await userEvent.click(box);
    await waitFor(() => expect(addressOf(router).get('items')?.split(',')).toEqual([...eight.slice(1), ninth].map((i) => i.itemId)));
    expect(await screen.findByText('已选监测项 8/8')).toBeInTheDocument();
    expect(addressOf(router).get('range')).toBe('7d');
  });

  it('asks to choose items when none are chosen', async () => {
    compareAt('');
    expect(await screen.findAllByText('请选择要对比的监测项（最多8个）')).not.toHaveLength(0);
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('says when the history cannot be loaded, and loads it on retry', async () => {
    const [item] = await someItems(1);
    let fail = true;
    mockServer.use(http.get('*/device/history', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器开小差了' }, { status: 500 }) : undefined)));
    compareAt(`items=${item.itemId}&range=1d`);
    const alert = await failure('曲线数据加载失败');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
  });
});

describe('device detail (/monitor/device/detail)', () => {
  it('asks for a device when the address names none', async () => {
    detailAt('');
    expect(await screen.findByText('请选择要查看的设备')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '选择设备' })).toBeInTheDocument();
  });

  it('shows the device and its items with their state in words; chosen items open in the compare chart', async () => {
    const [first] = await someItems(1);
    const { router } = detailAt(`?deviceId=${first.deviceId}`);
    const table = await screen.findByRole('table', { name: /^监测项（\d+）$/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 3, name: first.deviceName })).toBeInTheDocument();
    expect(within(rows[0]).getByText(/^(在线|预警|报警|离线)$/)).toBeInTheDocument();

    await userEvent.click(within(rows[0]).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '对比所选监测项（1）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monitor/device/chart'));
    expect(new URLSearchParams(router.state.location.search).get('items')).toMatch(/^\d+$/);
  });

  it('marks a value older than three sample periods as stale, with its age', async () => {
    const [first] = await someItems(1);
    const hourAgo = formatServerTime(Date.now() - 3_600_000);
    const device = db.world.devices.find((d) => d.deviceId === first.deviceId)!;
    mockServer.use(
      http.get('*/device/detail', () =>
        HttpResponse.json({
          code: 200,
          success: true,
          msg: '操作成功',
          data: {
            device: { deviceId: device.deviceId, deviceName: '测试设备', deptId: '1', deptName: '测试企业', status: 'online', itemCount: 1, alarmItemCount: 0, warnItemCount: 0 },
            company: { id: '1', deptName: '测试企业', path: [{ id: '1', deptName: '测试企业' }] },
            items: [{ ...first, state: 'online', lastTime: hourAgo, samplePeriod: 60, actualValue: 1.23 }],
          },
        }),
      ),
    );
    detailAt(`?deviceId=${first.deviceId}`);
    expect(await screen.findByText('数据过时 · 1小时前')).toBeInTheDocument();
  });

  it('says when the device cannot be loaded, and loads it on retry', async () => {
    const [first] = await someItems(1);
    let fail = true;
    mockServer.use(http.get('*/device/detail', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器开小差了' }, { status: 500 }) : undefined)));
    detailAt(`?deviceId=${first.deviceId}`);
    const alert = await failure('设备详情加载失败');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: /^监测项（\d+）$/ })).toBeInTheDocument();
  });

  it('refreshes on the device refresh period, makes no request while the browser tab is hidden, and catches up when shown', async () => {
    const [first] = await someItems(1);
    db.world.bigScreen.deviceRefreshTime = 5;
    const calls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/device/detail')) calls.push('detail');
    });
    detailAt(`?deviceId=${first.deviceId}`);
    await screen.findByRole('table', { name: /^监测项（\d+）$/ });
    const loaded = calls.length;
    await waitFor(() => expect(calls.length).toBe(loaded + 1));

    const setVisibility = (state: 'hidden' | 'visible') =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        // As browsers fire it: at the document, bubbling to the window (where react-query listens).
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    setVisibility('hidden');
    const hidden = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 6_000)));
    expect(calls.length).toBe(hidden);
    setVisibility('visible');
    await waitFor(() => expect(calls.length).toBe(hidden + 1), { timeout: 3_000 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
});
