import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorOverview } from '../../../../generated/model';
import { useChartTheme } from '../../../components/chart/Chart';
import { StackedBars } from '../../../components/chart/StackedBars';
import { cardLabel } from '../../../lib/monitor/labels';
import { alarmTrendBars } from './overviewCharts';
import { CHART_HEIGHT, useLevelWords } from './overviewChartKit';

/** Alarms of the last 7 days by level, from the overview's own reply: seven stacked bars, no echarts. */
export function AlarmTrendChart({ overview }: { overview: MonitorOverview }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const words = useLevelWords();
  const { categories, series } = useMemo(() => alarmTrendBars(overview.trend, theme, words), [overview.trend, theme, words]);
  return (
    <StackedBars
      label={intl.formatMessage({ id: cardLabel('alarmTrend') })}
      categoryHeader={intl.formatMessage({ id: 'home.trend.day' })}
      categories={categories}
      series={series}
      height={CHART_HEIGHT - 52}
    />
  );
}
