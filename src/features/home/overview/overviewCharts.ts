// The overview's chart options, pure functions of the data, the theme and the words (tested without a
// canvas). echarts draws them through src/components/chart (a lazy chunk).
import type { AlarmDayCount } from '../../../../generated/model';
import type { ChartOption, ChartTheme } from '../../../components/chart/chartTypes';

export type LevelWords = { warn: string; alarm: string };

const shortDay = (day: string) => day.slice(5); // yyyy-MM-dd → MM-dd

/** Events per day of the last 7 days, warn and alarm stacked (issue 15: alarms of 7 days by level). */
export function alarmTrendOption(days: AlarmDayCount[], theme: ChartTheme, words: LevelWords): ChartOption {
  return {
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: days.map((d) => shortDay(d.day)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: words.warn, type: 'bar', stack: 'level', color: theme.warning, data: days.map((d) => d.warn), barMaxWidth: 28 },
      { name: words.alarm, type: 'bar', stack: 'level', color: theme.error, data: days.map((d) => d.alarm), barMaxWidth: 28 },
    ],
  };
}
