import type { CompanyOverview, MonitorState } from '../../../generated/model';
import type { ChartOption, ChartTheme } from '../../components/chart/chartTypes';
import { STATE_ORDER } from '../../lib/monitor/states';

/** The companies' devices by state, one stacked bar per company (the dashboard's side-by-side view). */
export function companyStatesOption(companies: CompanyOverview[], theme: ChartTheme, stateWord: (state: MonitorState) => string): ChartOption {
  const colour: Record<MonitorState, string> = { online: theme.success, alarm: theme.error, warn: theme.warning, offline: theme.disabled };
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: companies.map((c) => c.deptName), axisLabel: { interval: 0, width: 96, overflow: 'truncate' } },
    yAxis: { type: 'value', minInterval: 1 },
    series: STATE_ORDER.map((state) => ({
      name: stateWord(state),
      type: 'bar',
      stack: 'devices',
      color: colour[state],
      barMaxWidth: 36,
      data: companies.map((c) => c.counts[state]),
    })),
  };
}
