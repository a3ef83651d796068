// @vitest-environment node
// What the over-limit detail and the statistics draw, and that each CSV holds exactly what is plotted.
import { describe, expect, it } from 'vitest';
import type { AlarmLogDetail } from '../../generated/model';
import type { ChartTheme } from '../../src/components/chart/chartTypes';
import { niceCeil, overLimitChartOption, overLimitCsvRows } from '../../src/features/monitorLogs/overLimitChart';
import { alarmTrendCsv, alarmTrendOption, companyCsv, companyOption, onlineRateCsv } from '../../src/features/statistics/statisticsCharts';
import { dataUrlToBlob } from '../../src/lib/download/dataUrl';
import { seriesColumns } from '../support/seriesColumns';

const theme: ChartTheme = { primary: '#1677ff', text: '#000', textSecondary: '#666', border: '#eee', background: '#fff', warning: '#faad14', error: '#ff4d4f', success: '#52c41a', disabled: '#ccc' };
const texts = { value: '电机驱动端水平振动', warn: '预警值', alarm: '报警值', overLimit: '越限区间', crossing: '越限', outage: '离线' };

const detail = (overrides: Partial<AlarmLogDetail> = {}): AlarmLogDetail => ({
  event: {
    id: '1',
    deviceId: '2',
    deviceName: '1号引风机',
    deptId: '3',
    deptName: '浦东第一热电厂',
    itemId: '4',
    itemName: '电机驱动端水平振动',
    itemType: 1,
    unit: 'mm/s',
    level: 'alarm',
    thresholdValue: 7.1,
    warnValue: 4.5,
    alarmValue: 7.1,
    peakValue: 8.46,
    startTime: '2026-11-21 07:27:00',
    endTime: '2026-11-21 07:41:00',
    duration: 840,
    cleared: true,
    handled: false,
  },
  item: { itemId: '4', deviceId: '2', name: '电机驱动端水平振动', type: 1, unit: 'mm/s', warnValue: 4.5, alarmValue: 7.1, state: 'online', samplePeriod: 60 },
  series: {
    itemId: '4',
    itemName: '电机驱动端水平振动',
    deviceId: '2',
    deviceName: '1号引风机',
    type: 1,
    unit: 'mm/s',
    warnValue: 4.5,
    alarmValue: 7.1,
    samplePeriod: 60,
    rawCount: 3,
    downsampled: false,
    ...seriesColumns([
      { time: '2026-11-21 07:00:00', value: 2.1 },
      { time: '2026-11-21 07:27:00', value: 7.21 },
      { time: '2026-11-21 08:00:00', value: 2.4 },
    ], '2026-11-21 06:27:00'),
    outages: [{ start: '2026-11-21 08:10:00', end: '2026-11-21 08:20:00' }],
  },
  windowStart: '2026-11-21 06:27:00',
  windowEnd: '2026-11-21 08:41:00',
  crossingTime: '2026-11-21 07:27:00',
  clearTime: '2026-11-21 07:41:00',
  ...overrides,
});

const at = (text: string) => new Date(text.replace(' ', 'T')).getTime();
type Series = { data: [number, number][]; sampling: string; markLine: { data: Record<string, unknown>[] }; markArea: { data: [Record<string, unknown>, Record<string, unknown>][] } };

describe('the over-limit chart', () => {
  it('draws the warn and alarm values dashed, marks the crossing and shades the event and the outages', () => {
    const option = overLimitChartOption(detail(), texts, theme) as { series: Series[] };
    const [line] = option.series;
    expect(line.sampling).toBe('minmax');
    expect(line.data).toEqual([
      [at('2026-11-21 07:00:00'), 2.1],
      [at('2026-11-21 07:27:00'), 7.21],
      [at('2026-11-21 08:00:00'), 2.4],
    ]);
    const [warn, alarm, crossing] = line.markLine.data;
    expect(warn).toMatchObject({ yAxis: 4.5, lineStyle: { type: 'dashed' } });
    expect(alarm).toMatchObject({ yAxis: 7.1, lineStyle: { type: 'dashed' } });
    expect(crossing).toMatchObject({ xAxis: at('2026-11-21 07:27:00') });
    const [event, outage] = line.markArea.data;
    expect([event[0].xAxis, event[1].xAxis]).toEqual([at('2026-11-21 07:27:00'), at('2026-11-21 07:41:00')]);
    expect([outage[0].xAxis, outage[1].xAxis]).toEqual([at('2026-11-21 08:10:00'), at('2026-11-21 08:20:00')]);
  });

  it.each([
    ['absent', undefined],
    ["'' (BladeX's null date)", ''],
  ])('shades an event that still lasts up to the end of the window: clearTime %s', (_name, clearTime) => {
    const option = overLimitChartOption(detail({ clearTime }), texts, theme) as { series: Series[] };
    expect(option.series[0].markArea.data[0][1].xAxis).toBe(at('2026-11-21 08:41:00'));
  });

  it('keeps the alarm value in view when the values stay below it, with a round top', () => {
    const low = detail();
    Object.assign(low.series, seriesColumns([{ time: '2026-11-21 07:00:00', value: 2.1 }]));
    expect((overLimitChartOption(low, texts, theme) as { yAxis: { max?: number } }).yAxis.max).toBe(7.9);
    expect((overLimitChartOption(detail(), texts, theme) as { yAxis: { max?: number } }).yAxis.max).toBeUndefined();
    expect([niceCeil(7.81), niceCeil(3.52), niceCeil(123.4)]).toEqual([7.9, 3.6, 130]);
  });

  it('exports exactly the plotted points with the limits', () => {
    expect(overLimitCsvRows(detail())).toEqual([
      ['2026-11-21 07:00:00', 2.1, 4.5, 7.1],
      ['2026-11-21 07:27:00', 7.21, 4.5, 7.1],
      ['2026-11-21 08:00:00', 2.4, 4.5, 7.1],
    ]);
  });
});

describe('the statistics charts', () => {
  const levels = { warn: '预警', alarm: '报警' };
  const days = [
    { day: '2026-11-19', warn: 9, alarm: 3 },
    { day: '2026-11-20', warn: 15, alarm: 5 },
  ];

  it('stacks warn and alarm per day, and the CSV is the same numbers', () => {
    const option = alarmTrendOption(days, levels, theme) as { xAxis: { data: string[] }; series: { name: string; stack: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-11-19', '2026-11-20']);
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['预警', 'level', [9, 15]],
      ['报警', 'level', [3, 5]],
    ]);
    expect(alarmTrendCsv(days, ['日期', '预警', '报警']).rows).toEqual([
      ['2026-11-19', 9, 3],
      ['2026-11-20', 15, 5],
    ]);
  });

  it('lists companies with the most events on top', () => {
    const companies = [
      { deptId: '1', deptName: '浦东分公司', deviceCount: 48, warn: 22, alarm: 5 },
      { deptId: '2', deptName: '闵行分公司', deviceCount: 37, warn: 13, alarm: 2 },
    ];
    const option = companyOption(companies, levels, theme) as { yAxis: { data: string[] } };
    // echarts draws a category axis bottom-up: the first (most events) is last.
    expect(option.yAxis.data).toEqual(['闵行分公司', '浦东分公司']);
    expect(companyCsv(companies, []).rows).toEqual([
      ['浦东分公司', 48, 22, 5],
      ['闵行分公司', 37, 13, 2],
    ]);
  });

  it('exports the online rate buckets as plotted', () => {
    expect(onlineRateCsv([{ time: '2026-11-19 00:00:00', rate: 93.41, online: 448.4, total: 480 }], []).rows).toEqual([['2026-11-19 00:00:00', 93.41, 448.4, 480]]);
  });
});

describe('dataUrlToBlob', () => {
  it('decodes a base64 PNG data URL without the network', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
