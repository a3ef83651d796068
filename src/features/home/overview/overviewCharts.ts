// The overview's alarm trend as bars, a pure function of the data, the theme and the words (tested
// without a page). Drawn by the light StackedBars, not echarts: seven bars do not need its chunk.
import type { AlarmDayCount } from '../../../../generated/model';
import type { ChartTheme } from '../../../components/chart/chartTypes';
import type { BarSeries } from '../../../components/chart/StackedBars';

export type LevelWords = { warn: string; alarm: string };

const shortDay = (day: string) => day.slice(5); // yyyy-MM-dd → MM-dd

/** Events per day of the last 7 days, warn and alarm stacked (alarms of 7 days by level). */
export function alarmTrendBars(days: readonly AlarmDayCount[], theme: ChartTheme, words: LevelWords): { categories: string[]; series: BarSeries[] } {
  return {
    categories: days.map((d) => shortDay(d.day)),
    series: [
      { name: words.warn, color: theme.warning, values: days.map((d) => d.warn) },
      { name: words.alarm, color: theme.error, values: days.map((d) => d.alarm) },
    ],
  };
}
