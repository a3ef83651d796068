// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MonitorSeries } from '../../generated/model';
import { windowOfZoomEvent } from '../../src/components/monitor/useChartZoom';
import { chooseItem, compareHref, comparePoints, compareItemsParam } from '../../src/lib/monitor/compareItems';
import { figuresWithin, plotSeries, pointsWithin, spansAtOrAbove, stretchColumns } from '../../src/lib/monitor/historyData';
import { historyCsv, windowStamp } from '../../src/lib/monitor/historyExport';
import { formatServerTime, parseServerTime } from '../../src/lib/monitor/monitorTime';
import { seriesColumns, seriesPoints } from '../support/seriesColumns';

const at = (text: string) => parseServerTime(text)!;
const START = at('2026-11-21 08:00:00');
const MINUTE = 60_000;

/** A one-minute series of `values` from 08:00, with outages given as [startMinute, endMinute?]. */
function series(values: number[], outages: [number, number?][] = [], extra: Partial<MonitorSeries> = {}): MonitorSeries {
  return {
    itemId: '1',
    itemName: '电机驱动端水平振动',
    deviceId: '9',
    deviceName: '1号引风机',
    type: 1,
    unit: 'mm/s',
    warnValue: 4.5,
    alarmValue: 7.1,
    samplePeriod: 60,
    rawCount: values.length,
    downsampled: false,
    ...seriesColumns(values.map((value, i) => ({ time: formatServerTime(START + i * MINUTE), value })), formatServerTime(START)),
    outages: outages.map(([s, e]) => ({ start: formatServerTime(START + s * MINUTE), ...(e === undefined ? {} : { end: formatServerTime(START + e * MINUTE) }) })),
    ...extra,
  };
}

describe('history as the chart draws it', () => {
  it('reads the contract’s columns: each time whole seconds after since, values beside (a short column ends the points)', () => {
    const s = series([1, 2, 3]);
    s.since = '2026-11-21 23:59:00';
    s.offsets = [0, 61, 3601];
    expect([...plotSeries(s, at('2026-11-23 00:00:00')).times]).toEqual([at('2026-11-21 23:59:00'), at('2026-11-22 00:00:01'), at('2026-11-22 00:59:01')]);
    s.values = [1, 2];
    const short = plotSeries(s, at('2026-11-23 00:00:00'));
    expect([short.times.length, short.values.length]).toEqual([2, 2]);
  });

  it('splits the line at outages, so it never bridges one', () => {
    // Points at minutes 0-2, an outage 3-5 (no points), points at 6-8, an outage from 8.5 still going on.
    const s = series([1, 2, 3, 4, 5, 6, 7, 8, 9], [[3, 6]]);
    Object.assign(s, seriesColumns(seriesPoints(s).filter((_, i) => i < 3 || i > 5)));
    const plotted = plotSeries(s, START + 10 * MINUTE);
    expect(plotted.stretches).toEqual([
      [0, 3],
      [3, 6],
    ]);
    expect([...stretchColumns(plotted, [3, 6]).v]).toEqual([7, 8, 9]);
    expect(plotSeries(series([1, 2], [[5]]), START + 10 * MINUTE).outages).toEqual([{ start: START + 5 * MINUTE, end: START + 10 * MINUTE }]);
    expect(plotSeries(series([1, 2, 3]), START + 10 * MINUTE).stretches).toEqual([[0, 3]]);
  });

  it('finds the spans over a limit, joining those closer than the join time', () => {
    const plotted = plotSeries(series([1, 5, 5, 1, 5, 1, 1, 1, 8, 8]), START + 10 * MINUTE);
    expect(spansAtOrAbove(plotted, 4.5, 0)).toEqual([
      { start: START + 1 * MINUTE, end: START + 3 * MINUTE },
      { start: START + 4 * MINUTE, end: START + 5 * MINUTE },
      { start: START + 8 * MINUTE, end: START + 9 * MINUTE },
    ]);
    expect(spansAtOrAbove(plotted, 4.5, 2 * MINUTE)).toEqual([
      { start: START + 1 * MINUTE, end: START + 5 * MINUTE },
      { start: START + 8 * MINUTE, end: START + 9 * MINUTE },
    ]);
    expect(spansAtOrAbove(plotted, 7.1, 0)).toEqual([{ start: START + 8 * MINUTE, end: START + 9 * MINUTE }]);
    // At most `max` spans: the longest.
    expect(spansAtOrAbove(plotted, 4.5, 0, 1)).toEqual([{ start: START + 1 * MINUTE, end: START + 3 * MINUTE }]);
    // Reaching the limit exactly is a span; a limit above the highest value has none (the points are not walked).
    expect(plotted.max).toBe(8);
    expect(spansAtOrAbove(plotted, 8, 0)).toEqual([{ start: START + 8 * MINUTE, end: START + 9 * MINUTE }]);
    expect(spansAtOrAbove(plotted, 8.01, 0)).toEqual([]);
    expect(plotSeries(series([]), START + 10 * MINUTE).max).toBe(-Infinity);
  });

  it('sums up a brushed span and lists its points', () => {
    const plotted = plotSeries(series([1, 5, 8, 2, 3]), START + 10 * MINUTE);
    expect(figuresWithin(plotted, START + MINUTE, START + 3 * MINUTE)).toEqual({ count: 3, min: 2, max: 8, mean: 5, overWarn: 1, overAlarm: 1 });
    expect(figuresWithin(plotted, START + 10 * MINUTE, START + 20 * MINUTE)).toBeUndefined();
    expect(pointsWithin(plotted, START + 3 * MINUTE, START + 9 * MINUTE)).toEqual([
      [START + 3 * MINUTE, 2],
      [START + 4 * MINUTE, 3],
    ]);
  });

  it('exports exactly the plotted points within the window, one row per point', () => {
    const a = plotSeries(series([1, 2, 3]), START + 10 * MINUTE);
    const b = plotSeries(series([40, 41], [], { itemId: '2', itemName: '驱动端轴承温度', unit: '℃' }), START + 10 * MINUTE);
    const { header, rows } = historyCsv([a, b], { start: START + MINUTE, end: START + 2 * MINUTE }, { device: '设备', item: '监测项', unit: '单位', time: '时间', value: '数值' });
    expect(header).toEqual(['设备', '监测项', '单位', '时间', '数值']);
    expect(rows).toEqual([
      ['1号引风机', '电机驱动端水平振动', 'mm/s', '2026-11-21 08:01:00', 2],
      ['1号引风机', '电机驱动端水平振动', 'mm/s', '2026-11-21 08:02:00', 3],
      ['1号引风机', '驱动端轴承温度', '℃', '2026-11-21 08:01:00', 41],
    ]);
    expect(windowStamp({ start: START, end: at('2026-11-22 09:30:00') })).toBe('20261121-0800_20261122-0930');
  });
});

describe('the compare chart items (spec 5: up to 8)', () => {
  const seven = ['1', '2', '3', '4', '5', '6', '7'];
  it.each([
    ['the first', [], '1', { ok: true, items: ['1'] }],
    ['the 8th', seven, '8', { ok: true, items: [...seven, '8'] }],
    ['one already chosen', [...seven, '8'], '3', { ok: true, items: [...seven, '8'] }],
    ['a 9th', [...seven, '8'], '9', { ok: false, reason: 'full' }],
  ])('%s', (_name, chosen, id, result) => expect(chooseItem(chosen, id)).toEqual(result));

  it('reads at most 8 items from the address', () => {
    expect(compareItemsParam.read(new URLSearchParams('items=1,2,3,4,5,6,7,8,9,10'), 'items')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(compareHref(['11', '12'], { kind: 'quick', quick: '7d' })).toBe('/monitor/device/chart?items=11%2C12&range=7d');
  });

  it.each([
    [1, 20_000],
    [4, 20_000],
    [5, 19_200],
    [8, 12_000],
  ])('asks %i items for %i points each (a week of minutes in full for 8)', (count, points) => expect(comparePoints(count)).toBe(points));
});

describe('zoom events', () => {
  const range = { start: START, end: START + 100 * MINUTE };
  it.each([
    ['values from an action', { startValue: START + 10 * MINUTE, endValue: START + 20 * MINUTE }, { start: START + 10 * MINUTE, end: START + 20 * MINUTE }],
    ['percentages from the slider', { start: 50, end: 100 }, { start: START + 50 * MINUTE, end: START + 100 * MINUTE }],
    ['a batch from the wheel', { batch: [{ start: 0, end: 25 }] }, { start: START, end: START + 25 * MINUTE }],
    ['nothing usable', { batch: [] }, undefined],
  ])('reads %s', (_name, event, window) => expect(windowOfZoomEvent(event, range)).toEqual(window));
});
