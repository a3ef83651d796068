import type { AlarmLogDetail } from '../../../generated/model';
import type { ChartOption, ChartTheme } from '../../components/chart/chartTypes';
import { formatServerTime } from '../../lib/monitor/monitorTime';
import { shownTime } from '../../lib/format/missingValue';

/** The words the chart shows, in the user's language. */
export type OverLimitChartTexts = { value: string; warn: string; alarm: string; overLimit: string; crossing: string; outage: string };

const time = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/** The series' points as [time (ms), value] (the contract sends seconds after `since`, and values). */
const pointsOf = ({ since, offsets, values }: AlarmLogDetail['series']): [number, number][] => {
  const start = time(since);
  return values.slice(0, offsets.length).map((value, i) => [start + offsets[i] * 1000, value]);
};

/**
 * A round number at or above `value` (one step of its second digit), for an axis top that reads well.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function niceCeil(value: number): number {
  if (value <= 0) return value;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(Math.ceil(value / step) * step * 1e6) / 1e6;
}

/**
 * The over-limit detail's chart: the item's series around the event, warn and alarm values
 * as dashed lines, the event's span shaded (crossing to clearing, or to the window's end while it
 * lasts), the crossing marked, and the device's outages shaded grey. Long series keep their peaks
 * (sampling 'minmax'; the server has already bucketed to min/max pairs).
 */
export function overLimitChartOption(detail: AlarmLogDetail, texts: OverLimitChartTexts, theme: ChartTheme): ChartOption {
  const { series, event } = detail;
  const levelColour = event.level === 'alarm' ? theme.error : theme.warning;
  // '' while it lasts on the BladeX wire, absent on the contract's own.
  const spanEnd = shownTime(detail.clearTime) || detail.windowEnd;
  const dataMax = series.values.reduce((top, value) => Math.max(top, value), -Infinity);
  return {
    grid: { left: 56, right: 96, top: 40, bottom: 64 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? `${value} ${series.unit}` : String(value)) },
    legend: { top: 0 },
    xAxis: { type: 'time', min: time(detail.windowStart), max: time(detail.windowEnd) },
    // The alarm value stays in view even when the values stay below it.
    yAxis: { type: 'value', name: series.unit, scale: true, ...(dataMax < series.alarmValue ? { max: niceCeil(series.alarmValue * 1.1) } : {}) },
    dataZoom: [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 16 }],
    series: [
      {
        name: texts.value,
        type: 'line',
        showSymbol: false,
        sampling: 'minmax',
        connectNulls: false,
        data: pointsOf(series),
        markLine: {
          symbol: 'none',
          silent: true,
          data: [
            { name: texts.warn, yAxis: series.warnValue, lineStyle: { type: 'dashed', color: theme.warning }, label: { formatter: `${texts.warn} ${series.warnValue}`, position: 'end' } },
            { name: texts.alarm, yAxis: series.alarmValue, lineStyle: { type: 'dashed', color: theme.error }, label: { formatter: `${texts.alarm} ${series.alarmValue}`, position: 'end' } },
            {
              name: texts.crossing,
              xAxis: time(detail.crossingTime),
              lineStyle: { type: 'solid', color: levelColour, width: 2 },
              label: { formatter: `${texts.crossing} ${detail.crossingTime.slice(11, 16)}`, position: 'insideEndTop' },
            },
          ],
        },
        markArea: {
          silent: true,
          data: [
            [
              { name: texts.overLimit, xAxis: time(detail.crossingTime), itemStyle: { color: levelColour, opacity: 0.12 } },
              { xAxis: time(spanEnd) },
            ],
            ...series.outages.map((outage) => [
              { name: texts.outage, xAxis: time(outage.start), itemStyle: { color: theme.disabled, opacity: 0.15 } },
              { xAxis: time(outage.end ?? detail.windowEnd) },
            ]),
          ],
        },
      },
    ],
  };
}

/** Exactly what the chart plots, as CSV rows: time and value, with the item's limits beside each. */
export function overLimitCsvRows(detail: AlarmLogDetail): (string | number)[][] {
  const { series } = detail;
  return pointsOf(series).map(([at, value]) => [formatServerTime(at), value, series.warnValue, series.alarmValue]);
}
