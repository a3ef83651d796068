import type { AlarmCompanyCount, AlarmDayCount, AlarmItemTypeCount, OnlineRatePoint } from '../../../generated/model';
import type { ChartCsv } from '../../components/monitor/ExportableChart';
import type { ChartOption, ChartTheme } from '../../components/chart/chartTypes';

// The statistics page's charts and, beside each, exactly what it plots as CSV.

export type LevelTexts = { warn: string; alarm: string };

const levelSeries = (texts: LevelTexts, theme: ChartTheme, warn: number[], alarm: number[], horizontal = false) => [
  { name: texts.warn, type: 'bar', stack: 'level', data: warn, itemStyle: { color: theme.warning }, emphasis: { focus: 'series' }, ...(horizontal ? { barMaxWidth: 18 } : { barMaxWidth: 28 }) },
  { name: texts.alarm, type: 'bar', stack: 'level', data: alarm, itemStyle: { color: theme.error }, emphasis: { focus: 'series' }, ...(horizontal ? { barMaxWidth: 18 } : { barMaxWidth: 28 }) },
];

/** Events per day, warn and alarm stacked. */
export function alarmTrendOption(days: readonly AlarmDayCount[], texts: LevelTexts, theme: ChartTheme): ChartOption {
  return {
    grid: { left: 40, right: 16, top: 36, bottom: days.length > 31 ? 56 : 32 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    xAxis: { type: 'category', data: days.map((d) => d.day) },
    yAxis: { type: 'value', minInterval: 1 },
    ...(days.length > 31 ? { dataZoom: [{ type: 'inside' }, { type: 'slider', height: 16, bottom: 8 }] } : {}),
    series: levelSeries(texts, theme, days.map((d) => d.warn), days.map((d) => d.alarm)),
  };
}
export const alarmTrendCsv = (days: readonly AlarmDayCount[], header: readonly string[]): ChartCsv => ({ header, rows: days.map((d) => [d.day, d.warn, d.alarm]) });

/** Events per company (each child of the chosen company, its subtree), most first from the top. */
export function companyOption(companies: readonly AlarmCompanyCount[], texts: LevelTexts, theme: ChartTheme): ChartOption {
  const shown = [...companies].reverse();
  return {
    grid: { left: 8, right: 24, top: 36, bottom: 24, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((c) => c.deptName), axisLabel: { width: 140, overflow: 'truncate' } },
    series: levelSeries(texts, theme, shown.map((c) => c.warn), shown.map((c) => c.alarm), true),
  };
}
export const companyCsv = (companies: readonly AlarmCompanyCount[], header: readonly string[]): ChartCsv => ({
  header,
  rows: companies.map((c) => [c.deptName, c.deviceCount, c.warn, c.alarm]),
});

/** Events per monitor item type; `label` names a type in the user's language. */
export function itemTypeOption(types: readonly AlarmItemTypeCount[], label: (type: AlarmItemTypeCount) => string, texts: LevelTexts, theme: ChartTheme): ChartOption {
  return {
    grid: { left: 40, right: 16, top: 36, bottom: 32 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    xAxis: { type: 'category', data: types.map(label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: levelSeries(texts, theme, types.map((t) => t.warn), types.map((t) => t.alarm)),
  };
}
export const itemTypeCsv = (types: readonly AlarmItemTypeCount[], label: (type: AlarmItemTypeCount) => string, header: readonly string[]): ChartCsv => ({
  header,
  rows: types.map((t) => [label(t), t.warn, t.alarm]),
});

/** The online rate per bucket, 0-100 %. */
export function onlineRateOption(points: readonly OnlineRatePoint[], name: string, theme: ChartTheme): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 56 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)}%` },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', min: (extent: { min: number }) => Math.max(0, Math.floor(extent.min / 10) * 10), max: 100, axisLabel: { formatter: '{value}%' } },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 16, bottom: 8 }],
    series: [
      {
        name,
        type: 'line',
        showSymbol: points.length <= 31,
        sampling: 'minmax',
        areaStyle: { opacity: 0.08 },
        itemStyle: { color: theme.primary },
        data: points.map((p) => [new Date(p.time.replace(' ', 'T')).getTime(), p.rate]),
      },
    ],
  };
}
export const onlineRateCsv = (points: readonly OnlineRatePoint[], header: readonly string[]): ChartCsv => ({
  header,
  rows: points.map((p) => [p.time, p.rate, p.online, p.total]),
});
