// The pure parts of the home, device list, cards and console - paging through the whole
// filtered list for CSV, the card pages on screen, the value bar's scale, stale values, the company path,
// the overview's week and the charts' options.
import { describe, expect, it, vi } from 'vitest';
import type { MonitorDevice } from '../../generated/model';
import { barScale } from '../../src/components/monitor/ItemValueBar';
import type { ChartTheme } from '../../src/components/chart/chartTypes';
import { companyStatesOption } from '../../src/features/dashboard/dashboardChart';
import { columnsFor } from '../../src/features/devices/cards/CardFeed';
import { CARD_PAGE_SIZE, pagesOf } from '../../src/features/devices/cards/useCardPages';
import { deviceCsvRows, EXPORT_PAGE_SIZE, exportFileName, fetchAllDevices } from '../../src/features/devices/exportDevices';
import { lastSevenDays } from '../../src/features/home/overview/lastSevenDays';
import { alarmTrendBars } from '../../src/features/home/overview/overviewCharts';
import { companyRankingBars } from '../../src/features/home/overview/weekCharts';
import { companyPath } from '../../src/lib/monitor/companyPath';
import { deviceCardHref, deviceDetailHref, deviceListHref } from '../../src/lib/monitor/monitorPaths';
import { ageInUnit, formatServerTime, parseServerTime, staleAgeSeconds } from '../../src/lib/monitor/monitorTime';

const device = (n: number, extra: Partial<MonitorDevice> = {}): MonitorDevice => ({
  deviceId: String(1000 + n),
  deviceName: `${n}号泵`,
  deptId: '9',
  deptName: '一厂',
  status: 'online',
  itemCount: 3,
  alarmItemCount: 0,
  warnItemCount: 0,
  ...extra,
});

describe('fetchAllDevices (CSV of the whole filtered list)', () => {
  const server = (total: number) => {
    const all = Array.from({ length: total }, (_, i) => device(i));
    return vi.fn(async (params: { current?: number; size?: number }) => {
      const [current, size] = [params.current ?? 1, params.size ?? 10];
      return { records: all.slice((current - 1) * size, current * size), total, size, current, pages: Math.ceil(total / size) };
    });
  };

  it.each([
    [0, 1],
    [1, 1],
    [EXPORT_PAGE_SIZE, 1],
    [EXPORT_PAGE_SIZE + 1, 2],
    [2500, 3],
  ])('fetches %i devices in %i calls, every one once, in order', async (total, calls) => {
    const fetchPage = server(total);
    const progress: number[] = [];
    const devices = await fetchAllDevices({ status: 'alarm' }, fetchPage, (done) => progress.push(done), new AbortController().signal);
    expect(devices.map((d) => d.deviceName)).toEqual(Array.from({ length: total }, (_, i) => `${i}号泵`));
    expect(fetchPage).toHaveBeenCalledTimes(calls);
    expect(fetchPage.mock.calls[0][0]).toEqual({ status: 'alarm', current: 1, size: EXPORT_PAGE_SIZE });
    expect(progress.at(-1)).toBe(total);
  });

  it('keeps a device that slid onto the next page once, and goes on to the total', async () => {
    const first = Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => device(i));
    const pages = [first, [device(EXPORT_PAGE_SIZE - 1), device(EXPORT_PAGE_SIZE)], [device(EXPORT_PAGE_SIZE + 1)]];
    const fetchPage = vi.fn(async (params: { current?: number }) => ({ records: pages[(params.current ?? 1) - 1], total: EXPORT_PAGE_SIZE + 2, size: EXPORT_PAGE_SIZE, current: params.current ?? 1, pages: 2 }));
    const devices = await fetchAllDevices({}, fetchPage, () => undefined, new AbortController().signal);
    expect(devices).toHaveLength(EXPORT_PAGE_SIZE + 1);
    expect(new Set(devices.map((d) => d.deviceId)).size).toBe(devices.length);
    expect(fetchPage).toHaveBeenCalledTimes(2); // page 2 came back short: nothing more to ask
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAllDevices({}, server(10), () => undefined, controller.signal)).rejects.toThrow();
  });
});

describe('device CSV rows', () => {
  it('writes the state in words, numbers as numbers and absent values empty', () => {
    const rows = deviceCsvRows([device(1, { status: 'alarm', actualValue: 7.86, unit: 'mm/s', warnValue: 4.5, alarmValue: 7.1, lastTime: '2026-11-21 09:29:30' })], {
      header: [],
      state: (state) => ({ online: '在线', alarm: '报警', warn: '预警', offline: '离线' })[state],
    });
    expect(rows).toEqual([['1号泵', undefined, '一厂', undefined, '报警', undefined, 7.86, 'mm/s', 4.5, 7.1, undefined, 3, 0, 0, '2026-11-21 09:29:30']]);
  });

  it('names the file by what, whose and when, without characters a file system refuses', () => {
    expect(exportFileName('设备列表', '申能/热力 一厂', new Date(2026, 10, 21, 9, 3, 7))).toBe('设备列表-申能_热力_一厂-20261121090307.csv');
    expect(exportFileName('Device list', undefined, new Date(2026, 0, 2, 3, 4, 5))).toBe('Device_list-20260102030405.csv');
  });
});

describe('cards on screen', () => {
  it.each([
    [0, 0, [1]],
    [0, CARD_PAGE_SIZE - 1, [1]],
    [CARD_PAGE_SIZE - 3, CARD_PAGE_SIZE + 5, [1, 2]],
    [950, 999, [5]],
  ])('cards %i-%i are on pages %j', (first, last, pages) => {
    expect(pagesOf(first, last)).toEqual(pages);
  });

  it.each([
    [0, 1],
    [320, 1],
    [651, 1],
    [652, 2],
    [1030, 3],
    [1500, 4],
  ])('a feed %i px wide has %i columns', (width, columns) => {
    expect(columnsFor(width)).toBe(columns);
  });
});

describe('the value bar', () => {
  it('places value, warn and alarm on a scale a quarter above the alarm value', () => {
    expect(barScale(5, 4.5, 8)).toEqual({ value: '50.0%', warn: '45.0%', alarm: '80.0%' });
  });
  it('stretches the scale to a value above it, and keeps a missing value at 0', () => {
    expect(barScale(20, 4, 8)).toEqual({ value: '100.0%', warn: '20.0%', alarm: '40.0%' });
    expect(barScale(undefined, 4, 8).value).toBe('0.0%');
  });
});

describe('server times and stale values', () => {
  it('reads and writes yyyy-MM-dd HH:mm:ss in local time, refusing anything else', () => {
    const ms = parseServerTime('2026-11-21 09:29:30')!;
    expect(formatServerTime(ms)).toBe('2026-11-21 09:29:30');
    expect(parseServerTime('2026-02-30 00:00:00')).toBeUndefined();
    expect(parseServerTime('2026-11-21T09:29:30')).toBeUndefined();
    expect(parseServerTime(undefined)).toBeUndefined();
  });

  it('calls a value stale after three sample periods, with its age', () => {
    const now = parseServerTime('2026-11-21 10:00:00')!;
    expect(staleAgeSeconds('2026-11-21 09:57:00', 60, now)).toBeUndefined(); // 3 periods: still fresh
    expect(staleAgeSeconds('2026-11-21 09:56:59', 60, now)).toBe(181);
    expect(staleAgeSeconds(undefined, 60, now)).toBeUndefined();
  });

  it.each([
    [59, { value: 59, unit: 'second' }],
    [181, { value: 3, unit: 'minute' }],
    [7200, { value: 2, unit: 'hour' }],
    [3 * 86_400 + 5, { value: 3, unit: 'day' }],
  ])('an age of %i s reads as %j', (seconds, age) => {
    expect(ageInUnit(seconds)).toEqual(age);
  });

  it('the overview week runs from midnight six days ago to the coming midnight, all day long', () => {
    const morning = lastSevenDays(new Date(2026, 10, 21, 0, 0, 1).getTime());
    expect(morning).toEqual({ startTime: '2026-11-15 00:00:00', endTime: '2026-11-22 00:00:00' });
    expect(lastSevenDays(new Date(2026, 10, 21, 23, 59, 59).getTime())).toEqual(morning);
  });
});

describe('company path and links', () => {
  const tree = [
    { id: '1', parentId: '0', deptName: '集团', children: [{ id: '2', parentId: '1', deptName: '热力', children: [{ id: '3', parentId: '2', deptName: '1号机', property: true }] }] },
  ];
  it('gives the breadcrumb of a company, root first', () => {
    expect(companyPath(tree, '3')).toEqual([
      { id: '1', label: '集团', property: false },
      { id: '2', label: '热力', property: false },
      { id: '3', label: '1号机', property: true },
    ]);
    expect(companyPath(tree, '9')).toBeUndefined();
  });
  it('links the device list, cards and detail with their filters', () => {
    expect(deviceListHref({ deptId: '2', status: 'alarm' })).toBe('/monitor/device/device?dept=2&status=alarm');
    expect(deviceListHref({})).toBe('/monitor/device/device');
    expect(deviceCardHref({ deptId: '2' })).toBe('/monitor/device/card?dept=2');
    expect(deviceDetailHref('1123')).toBe('/monitor/device/detail?deviceId=1123');
  });
});

describe('chart options', () => {
  const theme: ChartTheme = { primary: '#409EFF', text: '#000', textSecondary: '#666', border: '#eee', background: '#fff', warning: '#faad14', error: '#ff4d4f', success: '#52c41a', disabled: '#bbb' };
  it('stacks warn and alarm per day in the theme colours, days as MM-dd', () => {
    const bars = alarmTrendBars([{ day: '2026-11-20', warn: 3, alarm: 1 }, { day: '2026-11-21', warn: 0, alarm: 2 }], theme, { warn: '预警', alarm: '报警' });
    expect(bars.categories).toEqual(['11-20', '11-21']);
    expect(bars.series).toEqual([
      { name: '预警', color: '#faad14', values: [3, 0] },
      { name: '报警', color: '#ff4d4f', values: [1, 2] },
    ]);
  });
  it('ranks at most ten companies, most events first, warn and alarm stacked', () => {
    const companies = Array.from({ length: 12 }, (_, i) => ({ deptId: String(i), deptName: `公司${i}`, deviceCount: 5, warn: 12 - i, alarm: 1 }));
    const bars = companyRankingBars(companies, theme, { warn: '预警', alarm: '报警' });
    expect(bars.categories).toEqual(companies.slice(0, 10).map((c) => c.deptName));
    expect(bars.series.map((s) => [s.name, s.color, s.values[0]])).toEqual([
      ['预警', '#faad14', 12],
      ['报警', '#ff4d4f', 1],
    ]);
  });
  it('puts the companies side by side, one stacked series per state', () => {
    const counts = { online: 5, alarm: 1, warn: 2, offline: 3, total: 11 };
    const option = companyStatesOption([{ deptId: '1', deptName: '热力', counts, onlineRate: 72.7, todayWarn: 0, todayAlarm: 0, unhandled: 0 }], theme, (s) => s) as {
      series: { name: string; data: number[] }[];
    };
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['online', [5]],
      ['alarm', [1]],
      ['warn', [2]],
      ['offline', [3]],
    ]);
  });
});
