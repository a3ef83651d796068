import type { DeviceOperationReport } from '../../../generated/model';
import type { ChartOption, ChartTheme } from '../../components/chart/chartTypes';

export type OperationChartTexts = { run: string; stop: string; offline: string; availability: string; hours: string; max: string; mean: string; warn: string; alarm: string };

/** Hours per day (running, stopped, offline stacked) with the day's availability on a second axis. */
export function operationHoursOption(report: DeviceOperationReport, texts: OperationChartTexts, theme: ChartTheme): ChartOption {
  const days = report.days.map((day) => day.day);
  return {
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: days },
    yAxis: [
      { type: 'value', name: texts.hours, max: 24, interval: 6 },
      { type: 'value', name: '%', min: 0, max: 100, splitLine: { show: false } },
    ],
    series: [
      { name: texts.run, type: 'bar', stack: 'hours', data: report.days.map((d) => d.runHours), itemStyle: { color: theme.success } },
      { name: texts.stop, type: 'bar', stack: 'hours', data: report.days.map((d) => d.stopHours), itemStyle: { color: theme.primary } },
      { name: texts.offline, type: 'bar', stack: 'hours', data: report.days.map((d) => d.offlineHours), itemStyle: { color: theme.disabled } },
      { name: texts.availability, type: 'line', yAxisIndex: 1, data: report.days.map((d) => d.availability), itemStyle: { color: theme.warning } },
    ],
  };
}

/** The main item's daily highest and mean value against its warn and alarm values (dashed). */
export function operationTrendOption(report: DeviceOperationReport, texts: OperationChartTexts, theme: ChartTheme): ChartOption {
  const { device } = report;
  const limits = [
    ...(device.warnValue !== undefined ? [{ name: texts.warn, yAxis: device.warnValue, lineStyle: { type: 'dashed', color: theme.warning } }] : []),
    ...(device.alarmValue !== undefined ? [{ name: texts.alarm, yAxis: device.alarmValue, lineStyle: { type: 'dashed', color: theme.error } }] : []),
  ];
  return {
    grid: { left: 48, right: 72, top: 40, bottom: 32 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: report.days.map((d) => d.day) },
    yAxis: { type: 'value', name: device.unit ?? '', scale: true },
    series: [
      {
        name: texts.max,
        type: 'line',
        data: report.days.map((d) => d.mainMax ?? null),
        markLine: { symbol: 'none', silent: true, label: { formatter: '{b} {c}', position: 'end' }, data: limits },
      },
      { name: texts.mean, type: 'line', data: report.days.map((d) => d.mainMean ?? null) },
    ],
  };
}
