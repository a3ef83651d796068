import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorOverview } from '../../../../generated/model';
import { Chart, useChartTheme } from '../../../components/chart/Chart';
import { cardLabel } from '../../../lib/monitor/labels';
import { alarmTrendOption } from './overviewCharts';
import { CHART_HEIGHT, useLevelWords } from './overviewChartKit';

/** Alarms of the last 7 days by level (issue 15), from the overview's own reply. A lazy chunk. */
export default function AlarmTrendChart({ overview }: { overview: MonitorOverview }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const words = useLevelWords();
  const option = useMemo(() => alarmTrendOption(overview.trend, theme, words), [overview.trend, theme, words]);
  return <Chart option={option} label={intl.formatMessage({ id: cardLabel('alarmTrend') })} height={CHART_HEIGHT} />;
}
