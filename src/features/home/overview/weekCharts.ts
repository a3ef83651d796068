// The optional overview cards' chart options (see WeekCards), pure functions of the data.
import type { AlarmCompanyCount, AlarmItemTypeCount, OnlineRatePoint } from '../../../../generated/model';
import type { ChartOption, ChartTheme } from '../../../components/chart/chartTypes';
import type { LevelWords } from './overviewCharts';

/** The companies with most events, most at the top. */
export function companyRankingOption(companies: AlarmCompanyCount[], theme: ChartTheme, words: LevelWords, limit = 10): ChartOption {
  const top = companies.slice(0, limit).reverse();
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: top.map((c) => c.deptName), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      { name: words.warn, type: 'bar', stack: 'level', color: theme.warning, data: top.map((c) => c.warn), barMaxWidth: 18 },
      { name: words.alarm, type: 'bar', stack: 'level', color: theme.error, data: top.map((c) => c.alarm), barMaxWidth: 18 },
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
