import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import type { MonitorSeries } from '../../generated/model';
import { echarts, type EChartsType } from '../../src/components/chart/echarts';
import { baseOption } from '../../src/components/chart/chartTheme';
import type { ChartTheme } from '../../src/components/chart/chartTypes';
import { COMPARE_DRAWN_POINTS, compareChartOption, compareDatasets, niceStep, trendChartOption, type HistoryChartText } from '../../src/components/monitor/historyChart';
import { plotSeries } from '../../src/lib/monitor/historyData';
import { formatServerTime, parseServerTime } from '../../src/lib/monitor/monitorTime';
import { seriesColumns, seriesPoints } from '../support/seriesColumns';

// Server-side rendering draws without a canvas: the same registered parts as the console, plus SVG.
echarts.use([SVGRenderer]);

const theme: ChartTheme = { primary: '#409eff', text: '#000', textSecondary: '#666', border: '#eee', background: '#fff', warning: '#faad14', error: '#ff4d4f', success: '#52c41a', disabled: '#ccc' };
const text: HistoryChartText = { warn: '预警值', alarm: '报警值', offline: '离线', noData: '无数据', formatTime: (ms) => formatServerTime(ms), formatValue: (v, unit) => `${v} ${unit}`, nameWithUnit: (name, unit) => `${name}（${unit}）` };
const START = parseServerTime('2026-11-21 08:00:00')!;
const MINUTE = 60_000;

function series(id: string, unit: string, type: number, count: number, limits = { warnValue: 4.5, alarmValue: 7.1 }, extra: Partial<MonitorSeries> = {}): MonitorSeries {
  return {
    itemId: id,
    itemName: `item ${id}`,
    deviceId: '9',
    deviceName: '<b>泵</b>',
    type,
    unit,
    ...limits,
    samplePeriod: 60,
    rawCount: count,
    downsampled: false,
    ...seriesColumns(Array.from({ length: count }, (_, i) => ({ time: formatServerTime(START + i * MINUTE), value: 3 + Math.sin(i / 50) * 3 })), formatServerTime(START)),
    outages: [],
    ...extra,
  };
}

const range = { start: START, end: START + 3000 * MINUTE };
const plot = (list: MonitorSeries[]) => list.map((s) => plotSeries(s, range.end));
type Option = {
  yAxis: { name: string; position: string; offset: number; max?: unknown }[];
  series: { id: string; sampling: string; markLine?: { data: { yAxis: number }[] }; markArea?: { data: unknown[] }; yAxisIndex: number; datasetIndex: number }[];
  dataset: unknown[];
  legend: { data: string[] };
  tooltip: { formatter: (params: unknown) => string };
  grid: unknown[];
};

let chart: EChartsType | undefined;

/** How many points echarts holds per series after its sampling (its model is not in the public types). */
type Inner = { getModel(): { eachSeries(visit: (series: { getData(): { count(): number } }) => void): void } };
function seriesCounts(instance: EChartsType): number[] {
  const counts: number[] = [];
  (instance as unknown as Inner).getModel().eachSeries((s) => counts.push(s.getData().count()));
  return counts;
}
afterEach(() => {
  chart?.dispose();
  chart = undefined;
});

describe('the compare chart option', () => {
  const items = [series('1', 'mm/s', 1, 3000), series('2', '℃', 2, 3000, { warnValue: 75, alarmValue: 85 }), series('3', 'mm/s', 1, 3000), series('4', 'A', 4, 3000, { warnValue: 180, alarmValue: 216 })];
  const names = items.map((s) => `${s.deviceName} · ${s.itemName}`);

  it('has one y-axis per unit, alternating sides and moving out in pairs', () => {
    const option = compareChartOption({ plotted: plot(items), names, range, theme, text, thresholds: true }) as unknown as Option;
    expect(option.yAxis.map((a) => [a.name, a.position, a.offset])).toEqual([
      ['mm/s', 'left', 0],
      ['℃', 'right', 0],
      ['A', 'left', 56],
    ]);
    expect(option.series.map((s) => s.yAxisIndex)).toEqual([0, 1, 0, 2]);
    expect(option.legend.data).toEqual(names);
  });

  it('keeps vibration peaks (minmax) and samples the rest with LTTB', () => {
    const option = compareChartOption({ plotted: plot(items), names, range, theme, text, thresholds: true }) as unknown as Option;
    expect(option.series.map((s) => s.sampling)).toEqual(['minmax', 'lttb', 'minmax', 'lttb']);
  });

  it('draws each threshold once per value and axis, and none when thresholds are off', () => {
    const on = compareChartOption({ plotted: plot(items), names, range, theme, text, thresholds: true }) as unknown as Option;
    expect(on.series.map((s) => s.markLine?.data.map((d) => d.yAxis))).toEqual([[4.5, 7.1], [75, 85], undefined, [180, 216]]);
    const off = compareChartOption({ plotted: plot(items), names, range, theme, text, thresholds: false }) as unknown as Option;
    expect(off.series.every((s) => !s.markLine && !s.markArea)).toBe(true);
    expect(off.yAxis.every((a) => a.max === undefined)).toBe(true);
  });

  it('shades the spans over the limits', () => {
    const spiky = series('5', 'mm/s', 1, 100, undefined, {});
    Object.assign(spiky, seriesColumns(seriesPoints(spiky).map((p, i) => ({ ...p, value: i >= 40 && i < 50 ? 8 : 1 }))));
    const option = compareChartOption({ plotted: plot([spiky]), names: ['x'], range, theme, text, thresholds: true }) as unknown as Option;
    // One span over the warn value and one over the alarm value, the same minutes.
    expect(option.series[0].markArea?.data).toHaveLength(2);
  });

  it('breaks the line of an item at an outage into series of the same name and colour', () => {
    const broken = series('6', 'mm/s', 1, 10);
    Object.assign(broken, seriesColumns(seriesPoints(broken).filter((_, i) => i < 4 || i > 6)));
    broken.outages = [{ start: formatServerTime(START + 4 * MINUTE), end: formatServerTime(START + 7 * MINUTE) }];
    const option = compareChartOption({ plotted: plot([broken]), names: ['x'], range, theme, text, thresholds: true }) as unknown as Option;
    expect(option.series.map((s) => s.id)).toEqual(['0:0', '0:1']);
    expect(option.series.map((s) => s.datasetIndex)).toEqual([0, 1]);
    expect(option.dataset).toHaveLength(2);
  });

  it('tooltip: every item shown at its own point nearest the pointer, with that point’s time, names escaped', () => {
    const a = series('1', 'mm/s', 1, 0);
    Object.assign(a, seriesColumns([{ time: '2026-11-21 08:09:00', value: 4.2 }, { time: '2026-11-21 08:10:00', value: 4.3 }]));
    const b = series('2', '℃', 2, 0, { warnValue: 75, alarmValue: 85 });
    Object.assign(b, seriesColumns([{ time: '2026-11-21 08:08:00', value: 50 }, { time: '2026-11-21 08:30:00', value: 51 }]));
    const c = series('3', 'A', 4, 0);
    Object.assign(c, seriesColumns([{ time: '2026-11-21 08:10:00', value: 99 }]));
    const hidden = new Set(['c']);
    const option = compareChartOption({ plotted: plot([a, b, c]), names: ['<b>泵</b> · a', 'b', 'c'], range, theme, text, thresholds: true, isHidden: (n) => hidden.has(n) }) as unknown as Option;
    // echarts hands over only the series nearest of all; the formatter finds every item's own point.
    const html = option.tooltip.formatter([{ axisValue: START + 10 * MINUTE }]);
    expect(html).toContain('&lt;b&gt;泵&lt;/b&gt; · a&nbsp;&nbsp;<b>4.3 mm/s</b><br/>');
    expect(html).toContain('b&nbsp;&nbsp;<b>50 ℃</b> <span style="opacity:.65">(2026-11-21 08:08:00)</span>');
    expect(html).not.toContain('99 A');
    expect(html).not.toContain('<b>泵</b>');
    hidden.clear();
    expect(option.tooltip.formatter([{ axisValue: START + 10 * MINUTE }])).toContain('<b>99 A</b>');
  });

  it('reaches echarts through the console’s registered parts, the whole range thinned to the pixels', () => {
    chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 1000, height: 460 });
    chart.setOption(baseOption(theme, true));
    chart.setOption(compareChartOption({ plotted: plot(items), names, range, theme, text, thresholds: true }));
    const counts = seriesCounts(chart);
    // 3,000 points: at most COMPARE_DRAWN_POINTS of each reach echarts (min/max pairs or LTTB).
    for (const count of counts) expect(count).toBeGreaterThan(COMPARE_DRAWN_POINTS / 2);
    for (const count of counts) expect(count).toBeLessThanOrEqual(COMPARE_DRAWN_POINTS);
    expect(chart.renderToSVGString()).toContain('预警值 4.5 mm/s');
  });

  it('draws a zoomed window from its own points, merged within the zoom, and the whole range again when zoomed out', () => {
    const plotted = plot(items);
    chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 1000, height: 460 });
    chart.setOption(compareChartOption({ plotted, names, range, theme, text, thresholds: true }));
    const whole = seriesCounts(chart);
    const instance = chart;
    instance.on('datazoom', (event) => {
      const { startValue, endValue } = event as { startValue?: number; endValue?: number };
      const window = startValue === undefined || endValue === undefined ? range : { start: startValue, end: endValue };
      instance.setOption({ dataset: compareDatasets(plotted, window) }, { replaceMerge: ['dataset'] });
    });
    // 300 minutes of the 3,000: every point of the window and one either side, not the thinned week's share.
    chart.dispatchAction({ type: 'dataZoom', startValue: START + 1000 * MINUTE, endValue: START + 1299 * MINUTE });
    expect(seriesCounts(chart)).toEqual([300, 300, 300, 300]);
    expect((chart.getOption() as { dataZoom: { startValue: number }[] }).dataZoom[0].startValue).toBe(START + 1000 * MINUTE);
    chart.dispatchAction({ type: 'dataZoom', startValue: range.start, endValue: range.end });
    expect(seriesCounts(chart)).toEqual(whole);
    // A button's zoom: the window and its points in one setOption, as the compare chart's windowDrawer does.
    const edges = { startValue: START + 2000 * MINUTE, endValue: START + 2099 * MINUTE };
    chart.setOption({ dataset: compareDatasets(plotted, { start: edges.startValue, end: edges.endValue }), dataZoom: [edges, edges] }, { replaceMerge: ['dataset'] });
    expect(seriesCounts(chart)).toEqual([100, 100, 100, 100]);
    expect((chart.getOption() as { dataZoom: { startValue: number; endValue: number }[] }).dataZoom.map((z) => [z.startValue, z.endValue])).toEqual([
      [edges.startValue, edges.endValue],
      [edges.startValue, edges.endValue],
    ]);
    // The option for a window holds the same datasets as the merge.
    const zoomed = compareChartOption({ plotted, names, range, theme, text, thresholds: true, window: { start: START, end: START + 99 * MINUTE } }) as unknown as Option;
    expect(zoomed.dataset).toEqual(compareDatasets(plotted, { start: START, end: START + 99 * MINUTE }));
    expect(zoomed.dataset.map((d) => (d as { source: { t: Float64Array } }).source.t.length)).toEqual([101, 101, 101, 101]);
  });
});

describe('the device trend option', () => {
  it('stacks one grid per item with its own axis, thresholds and zoom for all', () => {
    const items = [series('1', 'mm/s', 1, 50), series('2', '℃', 2, 0, { warnValue: 75, alarmValue: 85 })];
    const option = trendChartOption({ plotted: plot(items), range, theme, text }) as unknown as Option & { title: { text: string }[]; xAxis: { gridIndex: number }[] };
    expect(option.grid).toHaveLength(2);
    expect(option.xAxis.map((a) => a.gridIndex)).toEqual([0, 1]);
    expect(option.title.map((t) => t.text)).toEqual(['item 1（mm/s）', 'item 2（℃） · 无数据']);
    chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 1000, height: 500 });
    chart.setOption(option as never);
    expect(seriesCounts(chart)).toEqual([50, 0]);
  });

  it.each([
    [0.37, 0.5],
    [1.2, 2],
    [4.7, 5],
    [13, 20],
    [0, 1],
  ])('rounds a step of %d to %d', (raw, step) => expect(niceStep(raw)).toBe(step));
});
