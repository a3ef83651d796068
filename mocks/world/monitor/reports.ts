// Diagnosis reports and device run reports, computed from the model over a past range and then frozen
// (the world keeps the result). Minimum and mean come from an even subsample of each item (at most
// SUMMARY_SAMPLES values); the maximum also takes every over-limit event's exact peak, so no peak is lost.
import type {
  DeviceOperationReport,
  DiagnosisDeviceResult,
  DiagnosisFinding,
  DiagnosisItemResult,
  HealthGrade,
  OperationDay,
} from '../../../generated/model';
import type { MockDevice, World } from '../types';
import { itemEvents, peakOf, type AlarmEvent } from './events';
import {
  cstDay,
  cstDayStart,
  episodeIn,
  outagesBetween,
  runOfDay,
  sampleAtOrAfter,
  sampleTime,
  valueAt,
  windowOf,
  type DeviceModel,
  type ItemDef,
  type Outage,
} from './model';
import { modelOf } from './state';
import { dayOf, nextDay } from './time';

const SUMMARY_SAMPLES = 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- intervals ----------------------------------------------------------------------------------

type Span = [number, number];
const length = (spans: Span[]) => spans.reduce((n, [a, b]) => n + Math.max(0, b - a), 0);

/** [from, to) minus the outages. */
function onlineSpans(outages: Outage[], from: number, to: number): Span[] {
  const spans: Span[] = [];
  let at = from;
  for (const o of outages) {
    if (o.start > at) spans.push([at, Math.min(o.start, to)]);
    at = Math.max(at, o.end);
    if (at >= to) break;
  }
  if (at < to) spans.push([at, to]);
  return spans.filter(([a, b]) => b > a);
}

/** The parts of the spans during which a shift machine runs (all of them for a continuous one). */
function runningSpans(model: DeviceModel, spans: Span[]): Span[] {
  if (!model.shift) return spans;
  const out: Span[] = [];
  for (const [a, b] of spans) {
    for (let day = cstDay(a); cstDayStart(day) < b; day++) {
      const [start, stop] = runOfDay(model, day);
      const s = Math.max(a, start);
      const e = Math.min(b, stop);
      if (e > s) out.push([s, e]);
    }
  }
  return out;
}

function uptime(model: DeviceModel, from: number, to: number) {
  const online = onlineSpans(outagesBetween(model, from, to), from, to);
  const run = length(runningSpans(model, online));
  const onlineMs = length(online);
  return { runMs: run, stopMs: onlineMs - run, offlineMs: to - from - onlineMs };
}

// ---- item summaries -----------------------------------------------------------------------------

type Summary = { min: number; max: number; mean: number; count: number };

/** min / mean over an even subsample, max over it and the exact peaks of the events. */
function summaryOf(model: DeviceModel, item: ItemDef, from: number, to: number, events: AlarmEvent[], now: number): Summary | undefined {
  const first = sampleAtOrAfter(item, from);
  const last = sampleAtOrAfter(item, to);
  const stride = Math.max(1, Math.ceil((last - first) / SUMMARY_SAMPLES));
  const outages = outagesBetween(model, from, to);
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (let k = first; k < last; k += stride) {
    const t = sampleTime(item, k);
    if (outages.some((o) => o.start <= t && t < o.end)) continue;
    const v = valueAt(model, item, k, episodeIn(model, item, windowOf(item, t)));
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v;
    count++;
  }
  for (const e of events) max = Math.max(max, peakOf(e, now).value);
  return count ? { min, max, mean: round2(sum / count), count } : undefined;
}

// ---- diagnosis ----------------------------------------------------------------------------------

const GRADE_ORDER: HealthGrade[] = ['good', 'attention', 'warning', 'danger'];
const worse = (a: HealthGrade, b: HealthGrade) => (GRADE_ORDER.indexOf(a) >= GRADE_ORDER.indexOf(b) ? a : b);
const clampHealth = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

const ADVICE_BY_TYPE: Record<number, string> = {
  1: '检查地脚螺栓紧固、联轴器对中及转子平衡，必要时做振动频谱分析',
  2: '检查润滑与冷却情况，按规定补充或更换润滑脂，清理散热通道',
  3: '检查调速系统与负载波动，核对转速测点安装',
  4: '检查负载情况与电源三相平衡，排查电机绝缘',
  5: '检查电源电压与调压装置，核对供电线路',
  6: '检查管路阀门与安全阀，排查堵塞或泄漏',
  7: '检查进出口阀门开度与管路，排查流量异常原因',
  8: '检查推力轴承与轴向间隙，关注轴位移变化趋势',
  9: '检查紧固件与防护罩，排查摩擦或松动异响',
};

type DeviceDiagnosis = { result: DiagnosisDeviceResult; findings: DiagnosisFinding[] };

function diagnoseDevice(world: World, device: MockDevice, deptName: string, from: number, to: number): DeviceDiagnosis {
  const model = modelOf(world, device);
  const { offlineMs } = uptime(model, from, to);
  const availability = round2(100 - (100 * offlineMs) / (to - from));
  const findings: DiagnosisFinding[] = [];
  const at = { deviceId: device.deviceId, deviceName: device.deviceName };
  const items = model.items.map((item): DiagnosisItemResult => {
    const events = itemEvents(model, item, from, to, to);
    const warns = events.filter((e) => e.level === 'warn');
    const alarms = events.filter((e) => e.level === 'alarm');
    const overMs = warns.reduce((n, e) => n + Math.min(e.end, to) - e.start, 0);
    const overLimitMinutes = Math.round(overMs / 60_000);
    const summary = summaryOf(model, item, from, to, events, to);
    const health = clampHealth(100 - 6 * warns.length - 15 * alarms.length - overLimitMinutes / 30);
    const grade: HealthGrade = alarms.length >= 3 ? 'danger' : alarms.length ? 'warning' : warns.length ? 'attention' : 'good';
    const where = { ...at, itemId: item.itemId, itemName: item.name };
    if (alarms.length) {
      findings.push({ ...where, severity: 'alarm', text: `${item.name} ${alarms.length} 次超过报警值 ${item.alarmValue} ${item.unit}，最高 ${summary?.max ?? item.alarmValue} ${item.unit}` });
    }
    if (warns.length) {
      findings.push({ ...where, severity: 'warn', text: `${item.name} ${warns.length} 次超过预警值 ${item.warnValue} ${item.unit}，累计 ${overLimitMinutes} 分钟` });
    }
    return {
      itemId: item.itemId,
      itemName: item.name,
      type: item.type,
      unit: item.unit,
      warnValue: item.warnValue,
      alarmValue: item.alarmValue,
      min: summary?.min ?? 0,
      max: summary?.max ?? 0,
      mean: summary?.mean ?? 0,
      warnCount: warns.length,
      alarmCount: alarms.length,
      overLimitMinutes,
      health,
      grade,
    };
  });
  if (offlineMs > 0) findings.push({ ...at, severity: 'info', text: `离线累计 ${round2(offlineMs / 3_600_000)} 小时，在线率 ${availability}%` });
  let grade = items.reduce<HealthGrade>((g, i) => worse(g, i.grade), 'good');
  if (availability < 90) grade = worse(grade, 'attention');
  const health = clampHealth(Math.min(...items.map((i) => i.health), 100) - (100 - availability) / 2);
  const troubled = items.filter((i) => i.grade !== 'good');
  const advice = [...new Set(troubled.map((i) => ADVICE_BY_TYPE[i.type]).filter(Boolean))];
  if (availability < 99) advice.push('检查采集终端供电与通信网络，减少离线时间');
  return {
    result: { deviceId: device.deviceId, deviceName: device.deviceName, deviceType: model.deviceType, deptName, health, grade, availability, items, advice },
    findings,
  };
}

export type DiagnosisContent = {
  deviceCount: number;
  health: number;
  grade: HealthGrade;
  findingCount: number;
  devices: DiagnosisDeviceResult[];
  findings: DiagnosisFinding[];
  advice: string[];
};

export function diagnose(world: World, devices: MockDevice[], deptNames: (device: MockDevice) => string, from: number, to: number): DiagnosisContent {
  const results = devices.map((d) => diagnoseDevice(world, d, deptNames(d), from, to));
  const deviceResults = results.map((r) => r.result);
  const findings = results.flatMap((r) => r.findings);
  const grade = deviceResults.reduce<HealthGrade>((g, d) => worse(g, d.grade), 'good');
  const health = deviceResults.length ? clampHealth(deviceResults.reduce((n, d) => n + d.health, 0) / deviceResults.length) : 100;
  const urgent = deviceResults.filter((d) => d.grade === 'danger' || d.grade === 'warning');
  const advice = urgent.length
    ? urgent.slice(0, 5).map((d) => {
        const worst = [...d.items].sort((a, b) => a.health - b.health)[0];
        return `建议尽快安排${d.deviceName}停机检修，重点检查${worst?.itemName ?? '振动测点'}`;
      })
    : ['设备整体运行状况良好，保持日常点检与定期保养'];
  return { deviceCount: deviceResults.length, health, grade, findingCount: findings.length, devices: deviceResults, findings, advice };
}

// ---- device run report --------------------------------------------------------------------------

export type OperationContent = Omit<DeviceOperationReport, 'id' | 'shareCode' | 'createTime' | 'createdBy' | 'device' | 'startTime' | 'endTime'>;

export function operationReport(world: World, device: MockDevice, from: number, to: number): OperationContent {
  const model = modelOf(world, device);
  const hours = (ms: number) => round2(ms / 3_600_000);
  const events = model.items.map((item) => ({ item, events: itemEvents(model, item, from, to, to) }));
  const all = events.flatMap((e) => e.events);
  const mainEvents = events[0]?.events ?? [];
  const days: OperationDay[] = [];
  for (let a = from; a < to; a = nextDay(a)) {
    const b = Math.min(nextDay(a), to);
    const up = uptime(model, a, b);
    const dayEvents = all.filter((e) => e.start >= a && e.start < b);
    const main = summaryOf(model, model.main, a, b, mainEvents.filter((e) => e.start < b && e.end > a), to);
    days.push({
      day: dayOf(a),
      runHours: hours(up.runMs),
      stopHours: hours(up.stopMs),
      offlineHours: hours(up.offlineMs),
      availability: round2(100 - (100 * up.offlineMs) / (b - a)),
      warn: dayEvents.filter((e) => e.level === 'warn').length,
      alarm: dayEvents.filter((e) => e.level === 'alarm').length,
      ...(main ? { mainMax: main.max, mainMean: main.mean } : {}),
    });
  }
  const up = uptime(model, from, to);
  return {
    runHours: hours(up.runMs),
    stopHours: hours(up.stopMs),
    offlineHours: hours(up.offlineMs),
    availability: round2(100 - (100 * up.offlineMs) / (to - from)),
    alarms: { warn: all.filter((e) => e.level === 'warn').length, alarm: all.filter((e) => e.level === 'alarm').length },
    days,
    items: events.map(({ item, events: itemEventsOfRange }) => {
      const s = summaryOf(model, item, from, to, itemEventsOfRange, to);
      return {
        itemId: item.itemId,
        itemName: item.name,
        unit: item.unit,
        warnValue: item.warnValue,
        alarmValue: item.alarmValue,
        ...(s ? { min: s.min, max: s.max, mean: s.mean } : {}),
        warn: itemEventsOfRange.filter((e) => e.level === 'warn').length,
        alarm: itemEventsOfRange.filter((e) => e.level === 'alarm').length,
      };
    }),
  };
}

