// The optional overview cards' chart options (see WeekCards), pure functions of the data.
import type { AlarmCompanyCount, AlarmItemTypeCount, OnlineRatePoint } from '../../../../generated/model';
import type { ChartOption, ChartTheme } from '../../../components/chart/chartTypes';
import type { BarSeries } from '../../../components/chart/StackedBars';
import type { LevelWords } from './overviewCharts';

/** The companies with most events, most at the top: stacked bars for StackedBars (no echarts). */
export function companyRankingBars(companies: readonly AlarmCompanyCount[], theme: ChartTheme, words: LevelWords, limit = 10): { categories: string[]; series: BarSeries[] } {
  const top = companies.slice(0, limit);
  return {
    categories: top.map((c) => c.deptName),
    series: [
      { name: words.warn, color: theme.warning, values: top.map((c) => c.warn) },
      { name: words.alarm, color: theme.error, values: top.map((c) => c.alarm) },
    ],
  };
}

/** Events by monitor item type, as shares of a ring. `typeName` gives each type its word. */
export function itemTypeShareOption(types: AlarmItemTypeCount[], typeName: (entry: AlarmItemTypeCount) => string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b} {d}%' },
        data: types.map((t) => ({ name: typeName(t), value: t.warn + t.alarm })),
      },
    ],
  };
}

/** The online rate per hour, in percent. */
export function onlineRateOption(points: OnlineRatePoint[], theme: ChartTheme, seriesName: string): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value.toFixed(2)}%` : '') },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', max: 100, scale: true, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: seriesName,
        type: 'line',
        showSymbol: false,
        color: theme.primary,
        areaStyle: { opacity: 0.12 },
        // A week per hour is 168 points; sampling keeps a longer series within the pixels.
        sampling: 'lttb',
        data: points.map((p) => [p.time.replace(' ', 'T'), p.rate]),
      },
    ],
  };
}
