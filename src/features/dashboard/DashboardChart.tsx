import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyOverview } from '../../../generated/model';
import { Chart, useChartTheme } from '../../components/chart/Chart';
import { stateLabel } from '../../lib/monitor/labels';
import { companyStatesOption } from './dashboardChart';

/** The companies' devices by state side by side (lazy, with echarts). */
export default function DashboardChart({ companies }: { companies: CompanyOverview[] }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const option = useMemo(() => companyStatesOption(companies, theme, (state) => intl.formatMessage({ id: stateLabel(state) })), [companies, theme, intl]);
  return <Chart option={option} label={intl.formatMessage({ id: 'dashboard.chart' })} height={280} />;
}
