// The echarts options of the monitoring trends (CONVENTIONS "Monitoring pages"): warn and alarm values as
// dashed markLines, the spans over them shaded with markAreas, outages as breaks (and, on the device
// detail, grey areas), one y-axis per unit, a tooltip that snaps to each series' nearest point, zoom by
// wheel, drag and slider, 'minmax' sampling for vibration (keeps the peaks) and 'lttb' for smooth trends.
// Pure: the pages pass the plotted series, the theme and the texts in their language.
import type { LineSeriesOption } from 'echarts/charts';
import type {
  BrushComponentOption,
  DatasetComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { seriesPalette } from '../chart/chartTheme';
import type { ChartTheme } from '../chart/chartTypes';
import { indexAtOrAfter, spansAtOrAbove, stretchColumns, type PlottedSeries } from '../../lib/monitor/historyData';
import { windowColumns, type Columns } from '../../lib/monitor/seriesThinning';
import type { ResolvedRange } from '../../lib/monitor/trendRange';

type HistoryOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | DataZoomComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | BrushComponentOption
  | DatasetComponentOption
>;
type AxisOption = Record<string, unknown>;
type MarkAreaData = NonNullable<MarkAreaComponentOption['data']>;

/** The words a chart shows, in the page's language. */
export type HistoryChartText = {
  warn: string;
  alarm: string;
  offline: string;
  noData: string;
  /** A time in the tooltip and on the slider. */
  formatTime: (ms: number) => string;
  /** A value with its unit ("5.12 mm/s"). */
  formatValue: (value: number, unit: string) => string;
  /** An item's name with its unit: 振动（mm/s）, in English "振动 (mm/s)". */
  nameWithUnit: (name: string, unit: string) => string;
};

/** The monitorItemType of vibration (dictionary key 1): sampled with 'minmax' so no peak is lost. */
const VIBRATION = 1;
/** Nobody zooms below ten minutes of a trend. */
const MIN_ZOOM_MS = 10 * 60_000;
const AXIS_WIDTH = 56;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);


type Marks = {
  /** The threshold lines this series draws (a value already drawn on the same axis by another series is not drawn twice). */
  thresholds: { warn: boolean; alarm: boolean };
  overLimit: boolean;
  outages: boolean;
  /** Opacity of the over-limit areas: lighter where several series shade the same chart. */
  areaOpacity: number;
};

const DATASET_DIMENSIONS: DatasetComponentOption['dimensions'] = [
  { name: 't', type: 'time' },
  { name: 'v', type: 'float' },
];

const columnsDataset = (columns: Columns): DatasetComponentOption => ({ dimensions: DATASET_DIMENSIONS, source: columns as unknown as DatasetComponentOption['source'] });

/** Each stretch of a series whole, as columns (one empty one for a series without points). */
const stretchesColumns = (plotted: PlottedSeries): Columns[] =>
  plotted.stretches.length ? plotted.stretches.map((stretch) => stretchColumns(plotted, stretch)) : [{ t: new Float64Array(0), v: new Float64Array(0) }];

/**
 * The lines of one item: one echarts series per stretch between outages, sharing name, colour and marks;
 * each stretch's points (`columns`, one per stretch) go into `datasets`.
 */
function itemSeries(
  datasets: DatasetComponentOption[],
  plotted: PlottedSeries,
  columns: Columns[],
  range: ResolvedRange,
  index: number,
  name: string,
  color: string,
  axes: { xAxisIndex: number; yAxisIndex: number },
  marks: Marks,
  theme: ChartTheme,
  text: HistoryChartText,
): LineSeriesOption[] {
  const { source } = plotted;
  // Spans closer than two sample periods are one over-limit episode, and so are spans closer than a
  // thousandth of the range (less than a pixel apart, drawn as one anyway).
  const joinMs = Math.max(2 * source.samplePeriod * 1000, (range.end - range.start) / 1000);
  const areas: MarkAreaData = [];
  if (marks.outages) {
    for (const outage of plotted.outages) {
      areas.push([
        { xAxis: outage.start, name: text.offline, itemStyle: { color: theme.disabled, opacity: 0.18 }, label: { color: theme.textSecondary } },
        { xAxis: outage.end },
      ]);
    }
  }
  if (marks.overLimit) {
    for (const span of spansAtOrAbove(plotted, source.warnValue, joinMs)) {
      areas.push([{ xAxis: span.start, itemStyle: { color: theme.warning, opacity: marks.areaOpacity } }, { xAxis: span.end }]);
    }
    for (const span of spansAtOrAbove(plotted, source.alarmValue, joinMs)) {
      areas.push([{ xAxis: span.start, itemStyle: { color: theme.error, opacity: marks.areaOpacity * 1.3 } }, { xAxis: span.end }]);
    }
  }
  const threshold = (value: number, label: string, colour: string) => ({
    yAxis: value,
    lineStyle: { color: colour, type: 'dashed' as const, width: 1 },
    label: { formatter: `${label} ${text.formatValue(value, source.unit)}`, color: colour, position: 'insideEndTop' as const },
  });
  const base: LineSeriesOption = {
    type: 'line',
    name,
    ...axes,
    showSymbol: false,
    sampling: source.type === VIBRATION ? 'minmax' : 'lttb',
    lineStyle: { width: 1.5, color },
    itemStyle: { color },
    emphasis: { disabled: true },
    animation: false,
  };
  return columns.map((stretch, k) => ({
    ...base,
    id: `${index}:${k}`,
    datasetIndex: datasets.push(columnsDataset(stretch)) - 1,
    encode: { x: 't', y: 'v' },
    ...(k === 0
      ? {
          markLine:
            marks.thresholds.warn || marks.thresholds.alarm
              ? {
                  silent: true,
                  symbol: 'none',
                  animation: false,
                  data: [
                    ...(marks.thresholds.warn ? [threshold(source.warnValue, text.warn, theme.warning)] : []),
                    ...(marks.thresholds.alarm ? [threshold(source.alarmValue, text.alarm, theme.error)] : []),
                  ],
                }
              : undefined,
          markArea: areas.length ? { silent: true, animation: false, data: areas } : undefined,
        }
      : {}),
  }));
}

type TooltipParam = { axisValue?: unknown };

/** The index of the point nearest `t` (times in order), or -1 for no points. */
function nearestIndex(times: Float64Array, t: number): number {
  if (times.length === 0) return -1;
  const after = indexAtOrAfter(times, t);
  if (after === 0) return 0;
  if (after === times.length) return times.length - 1;
  return t - times[after - 1] <= times[after] - t ? after - 1 : after;
}

/**
 * The axis tooltip: every item shown, at its point nearest the pointer. echarts' own axis tooltip keeps
 * only the series whose nearest point is nearest of all, so with items sampled at different times it
 * would show one; the points are looked up here instead. A point's own time is added when it is not the
 * pointer's. Server texts are escaped: the tooltip is HTML.
 */
function tooltipFormatter(plotted: PlottedSeries[], names: string[], colors: string[], text: HistoryChartText, isHidden: (name: string) => boolean) {
  return (raw: unknown) => {
    const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
    const at = Number(params[0]?.axisValue);
    if (!Number.isFinite(at)) return '';
    const rows: string[] = [];
    plotted.forEach((series, index) => {
      if (isHidden(names[index])) return;
      const nearest = nearestIndex(series.times, at);
      if (nearest < 0) return;
      const time = series.times[nearest];
      const own = Math.abs(time - at) >= 1000 ? ` <span style="opacity:.65">(${escapeHtml(text.formatTime(time))})</span>` : '';
      const marker = `<span style="display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:${colors[index]}"></span>`;
      rows.push(`${marker}${escapeHtml(names[index])}&nbsp;&nbsp;<b>${escapeHtml(text.formatValue(series.values[nearest], series.source.unit))}</b>${own}`);
    });
    return [`<div>${escapeHtml(text.formatTime(at))}</div>`, ...rows].join('<br/>');
  };
}

/**
 * A round step near `raw` (1, 2 or 5 times a power of ten), as echarts picks its ticks.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * The extent of a value axis that also shows the thresholds drawn on it: the top is the highest of the
 * data and the alarm value (plus a little room for its label), rounded up to a tick so the axis does not
 * end on a number like 4.7250000000000005.
 */
function axisExtent(limits: number[] | undefined) {
  if (!limits?.length) return {};
  const top = Math.max(...limits);
  return {
    max: (extent: { min: number; max: number }) => {
      const max = Math.max(extent.max, top * 1.05);
      const step = niceStep((max - extent.min) / 5);
      return Number((Math.ceil(max / step) * step).toPrecision(12));
    },
  };
}

const timeAxis = (range: ResolvedRange, theme: ChartTheme, extra: AxisOption = {}): AxisOption => ({
  type: 'time',
  min: range.start,
  max: range.end,
  // Days as month-day, times of day as hour:minute (echarts' default shows a day as its number alone).
  axisLabel: {
    hideOverlap: true,
    color: theme.textSecondary,
    formatter: { year: '{yyyy}', month: '{yyyy}-{MM}', day: '{MM}-{dd}', hour: '{HH}:{mm}', minute: '{HH}:{mm}', second: '{HH}:{mm}:{ss}' },
  },
  axisLine: { lineStyle: { color: theme.border } },
  splitLine: { show: false },
  ...extra,
});

function zoom(xAxisIndex: number[], theme: ChartTheme, text: HistoryChartText, bottom: number): DataZoomComponentOption[] {
  return [
    // 'filter': a zoomed chart samples only what is in the window, so a day of a week is drawn in full.
    { type: 'inside', xAxisIndex, filterMode: 'filter', minValueSpan: MIN_ZOOM_MS },
    {
      type: 'slider',
      xAxisIndex,
      filterMode: 'filter',
      minValueSpan: MIN_ZOOM_MS,
      height: 22,
      bottom,
      showDataShadow: false,
      labelFormatter: (value: number) => text.formatTime(value),
      textStyle: { color: theme.textSecondary },
      borderColor: theme.border,
    },
  ];
}

export type CompareChartInput = {
  plotted: PlottedSeries[];
  /** The legend's name of each series ("1号引风机 · 电机驱动端水平振动"). */
  names: string[];
  range: ResolvedRange;
  theme: ChartTheme;
  text: HistoryChartText;
  thresholds: boolean;
  /** Whether the legend hides a series now (read when the tooltip shows, so a toggle needs no new option). */
  isHidden?: (name: string) => boolean;
  /** The zoomed window whose points are drawn (default the whole range). */
  window?: ResolvedRange;
};

/**
 * Points per series the compare chart draws for its window: about the plot's width on a 1920-pixel
 * screen. A day of one-minute samples (1,440) is drawn in full; a week (10,080) is thinned first.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const COMPARE_DRAWN_POINTS = 1_600;

const compareColumns = (p: PlottedSeries, window: ResolvedRange) =>
  windowColumns(p, window, COMPARE_DRAWN_POINTS, p.source.type === VIBRATION ? 'minmax' : 'lttb');

/**
 * The compare chart's datasets for a window, in the order of compareChartOption's: merged into the chart
 * when it zooms, so the window is drawn from its own points (echarts' dataZoom alone would only filter
 * the points drawn for the whole range).
 */
export function compareDatasets(plotted: PlottedSeries[], window: ResolvedRange): DatasetComponentOption[] {
  return plotted.flatMap((p) => compareColumns(p, window).map(columnsDataset));
}

/** The units of the series, in order of first use: one y-axis each. */
const unitsOf = (items: { unit: string }[]) => [...new Set(items.map((s) => s.unit))];

/**
 * The compare chart (spec 5: up to 8 items of any devices): one time axis, one y-axis per unit
 * (alternating left and right, further out each pair), a legend that toggles series (thresholds and
 * areas go with their series), zoom and a brush over the time axis.
 */
export function compareChartOption({ plotted, names, range, theme, text, thresholds, isHidden, window }: CompareChartInput): HistoryOption {
  const span = range;
  const datasets: DatasetComponentOption[] = [];
  const palette = seriesPalette(theme);
  const units = unitsOf(plotted.map((p) => p.source));
  const limitsByUnit = new Map<string, number[]>();
  if (thresholds) for (const { source } of plotted) limitsByUnit.set(source.unit, [...(limitsByUnit.get(source.unit) ?? []), source.alarmValue]);
  const left = Math.ceil(units.length / 2);
  const right = Math.floor(units.length / 2);
  const yAxis: AxisOption[] = units.map((unit, i) => {
    const first = plotted.findIndex((p) => p.source.unit === unit);
    const only = plotted.filter((p) => p.source.unit === unit).length === 1;
    const color = only ? palette[first % palette.length] : theme.textSecondary;
    return {
      type: 'value',
      name: unit,
      position: i % 2 === 0 ? 'left' : 'right',
      offset: Math.floor(i / 2) * AXIS_WIDTH,
      scale: true,
      alignTicks: false,
      nameTextStyle: { color },
      axisLine: { show: true, lineStyle: { color } },
      axisLabel: { color: theme.textSecondary, hideOverlap: true },
      splitLine: { show: i === 0, lineStyle: { color: theme.border, type: 'dashed' } },
      ...axisExtent(limitsByUnit.get(unit)),
    };
  });
  // One line per threshold value and axis: three vibration items with the same limits draw them once.
  const drawn = new Set<string>();
  const firstTime = (key: string) => !drawn.has(key) && Boolean(drawn.add(key));
  const marksOf = ({ source }: PlottedSeries): Marks => ({
    thresholds: {
      warn: thresholds && firstTime(`${source.unit}|warn|${source.warnValue}`),
      alarm: thresholds && firstTime(`${source.unit}|alarm|${source.alarmValue}`),
    },
    overLimit: thresholds,
    outages: false,
    areaOpacity: 0.07,
  });
  return {
    animation: false,
    legend: { type: 'scroll', top: 0, left: 8, right: 8, data: names, textStyle: { color: theme.text } },
    grid: { top: 64, left: Math.max(1, left) * AXIS_WIDTH, right: Math.max(24, right * AXIS_WIDTH), bottom: 72 },
    xAxis: timeAxis(range, theme),
    yAxis,
    dataZoom: zoom([0], theme, text, 16),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: tooltipFormatter(plotted, names, plotted.map((_, i) => palette[i % palette.length]), text, isHidden ?? (() => false)),
    },
    // The brush selects a span of time only; the page sums it up (no series is restyled, which would
    // walk every point of every series on each move).
    brush: { xAxisIndex: 0, seriesIndex: 'none', brushMode: 'single', brushType: 'lineX', throttleType: 'debounce', throttleDelay: 150, brushStyle: { color: `${theme.primary}22`, borderColor: theme.primary } },
    // Filled by the series below (the same array).
    dataset: datasets,
    series: plotted.flatMap((p, i) =>
      itemSeries(datasets, p, compareColumns(p, window ?? span), span, i, names[i], palette[i % palette.length], { xAxisIndex: 0, yAxisIndex: units.indexOf(p.source.unit) }, marksOf(p), theme, text),
    ),
  };
}

/** The height of one item's grid in the stacked trend, and the space between two. */
const TREND_GRID_HEIGHT = 150;
const TREND_GAP = 56;
const TREND_TOP = 36;
const TREND_BOTTOM = 64;

/** The stacked trend's height for `count` items. */
export const trendChartHeight = (count: number) => TREND_TOP + Math.max(1, count) * (TREND_GRID_HEIGHT + TREND_GAP) - TREND_GAP + TREND_BOTTOM;

export type TrendChartInput = {
  plotted: PlottedSeries[];
  range: ResolvedRange;
  theme: ChartTheme;
  text: HistoryChartText;
};

/**
 * The device detail's trends (a trend chart per item): one grid per item, stacked, with its
 * own value axis, warn and alarm lines, over-limit and outage areas; one zoom and one pointer for all, so
 * the items are read at the same time.
 */
export function trendChartOption({ plotted, range, theme, text }: TrendChartInput): HistoryOption {
  const span = range;
  const datasets: DatasetComponentOption[] = [];
  const palette = seriesPalette(theme);
  const tops = plotted.map((_, i) => TREND_TOP + i * (TREND_GRID_HEIGHT + TREND_GAP));
  const all = plotted.map((_, i) => i);
  const names = plotted.map((p) => p.source.itemName);
  return {
    animation: false,
    legend: { show: false },
    title: plotted.map((p, i) => ({
      text: `${text.nameWithUnit(p.source.itemName, p.source.unit)}${p.times.length ? '' : ` · ${text.noData}`}`,
      top: tops[i] - 30,
      left: 8,
      textStyle: { fontSize: 13, fontWeight: 500, color: theme.text },
    })),
    grid: plotted.map((_, i) => ({ top: tops[i], height: TREND_GRID_HEIGHT, left: AXIS_WIDTH, right: 24 })),
    xAxis: plotted.map((_, i) => ({ ...timeAxis(range, theme), gridIndex: i })),
    yAxis: plotted.map((p, i) => ({
      type: 'value',
      gridIndex: i,
      scale: true,
      axisLabel: { color: theme.textSecondary, hideOverlap: true },
      splitLine: { lineStyle: { color: theme.border, type: 'dashed' } },
      ...axisExtent([p.source.alarmValue]),
    })),
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    dataZoom: zoom(all, theme, text, 16),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'line' },
      formatter: tooltipFormatter(plotted, names, plotted.map((_, i) => palette[i % palette.length]), text, () => false),
    },
    dataset: datasets,
    series: plotted.flatMap((p, i) =>
      itemSeries(datasets, p, stretchesColumns(p), span, i, names[i], palette[i % palette.length], { xAxisIndex: i, yAxisIndex: i }, { thresholds: { warn: true, alarm: true }, overLimit: true, outages: true, areaOpacity: 0.12 }, theme, text),
    ),
  } as HistoryOption;
}
