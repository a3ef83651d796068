// The one source of the monitoring world: for every device, its monitor items (derived from the seed and
// the device, never stored) and a value function of (seed, device, item, time) with daily and load cycles,
// noise, a slow drift, machine stops, outages and seeded fault episodes. Normal operation stays below
// 0.95 of the warn value; only fault episodes cross it, on linear ramps, so every crossing time can be
// computed directly (events.ts) and agrees with a scan of the series (tests/unit/monitorWorld.test.ts).
import { ID_RANGES, newIdFrom } from '../seedKit';
import type { MockDevice } from '../types';
import { between, chance, hash, unit } from './hash';

const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Days, hours and stops follow China Standard Time (UTC+8), whatever the machine's zone. */
const CST = 8 * HOUR;
/** Fault episodes: at most one per item in each window of this length (offset per item). */
export const EPISODE_WINDOW = 2 * DAY;
/** Outages: at most one starting per device and day (offset per device); the longest lasts 4 days. */
const OUTAGE_WINDOW = DAY;
const LONGEST_OUTAGE = 4 * DAY;
/** First counter of derived item ids ('11235988300…'): items are numbered device ordinal × 16 + index. */
const ITEM_ID_BASE = 30_000_000_000;
export const ITEMS_PER_DEVICE_MAX = 16;

type DeviceCondition = 'healthy' | 'worn' | 'faulty' | 'dead';

type Profile = {
  /** Fractions of the warn value: base level, load-driven part, daily (ambient) swing, drift, noise. */
  lo: number;
  span: number;
  ambient: number;
  drift: number;
  noise: number;
  /** Level while the machine stands still. */
  idle: number;
};

export type ItemDef = {
  itemId: string;
  /** Global ordinal: device ordinal × 16 + index. */
  ordinal: number;
  index: number;
  deviceId: string;
  name: string;
  /** monitorItemType dictKey. */
  type: number;
  temperatureType?: number;
  unit: string;
  frequencyBand?: string;
  warnValue: number;
  alarmValue: number;
  /** Seconds between samples, and the offset of the sample grid (ms). */
  samplePeriod: number;
  periodMs: number;
  phaseMs: number;
  /** Offset of the item's episode windows (ms). */
  windowPhase: number;
  profile: Profile;
  driftPeriod: number;
  driftPhase: number;
  /** The item a worn or faulty device's fault shows on. */
  problem: boolean;
};

export type DeviceModel = {
  seed: number;
  deviceId: string;
  ordinal: number;
  deviceType: string;
  condition: DeviceCondition;
  /** Stops every night (06:00-22:00 running, CST, a few minutes' jitter per day). */
  shift: boolean;
  outagePhase: number;
  /** A dead device's outage began here and lasts. */
  deadSince?: number;
  items: ItemDef[];
  main: ItemDef;
};

// ---- items --------------------------------------------------------------------------------------

type Kind = 'vibration' | 'bearing' | 'winding' | 'oil' | 'exhaust' | 'casing' | 'speed' | 'current' | 'voltage' | 'pressure' | 'flow' | 'displacement' | 'noise';

const PROFILES: Record<Kind, Profile> = {
  vibration: { lo: 0.25, span: 0.35, ambient: 0, drift: 0.06, noise: 0.06, idle: 0.03 },
  bearing: { lo: 0.45, span: 0.2, ambient: 0.05, drift: 0.03, noise: 0.01, idle: 0.35 },
  winding: { lo: 0.4, span: 0.25, ambient: 0.04, drift: 0.03, noise: 0.01, idle: 0.3 },
  oil: { lo: 0.45, span: 0.2, ambient: 0.05, drift: 0.03, noise: 0.01, idle: 0.35 },
  exhaust: { lo: 0.5, span: 0.2, ambient: 0.04, drift: 0.03, noise: 0.015, idle: 0.3 },
  casing: { lo: 0.45, span: 0.2, ambient: 0.05, drift: 0.03, noise: 0.01, idle: 0.35 },
  speed: { lo: 0.9, span: 0.03, ambient: 0, drift: 0, noise: 0.003, idle: 0 },
  current: { lo: 0.3, span: 0.5, ambient: 0, drift: 0.03, noise: 0.03, idle: 0 },
  voltage: { lo: 0.9, span: 0, ambient: 0.01, drift: 0.005, noise: 0.005, idle: 0.9 },
  pressure: { lo: 0.55, span: 0.2, ambient: 0, drift: 0.03, noise: 0.02, idle: 0.05 },
  flow: { lo: 0.45, span: 0.35, ambient: 0, drift: 0.02, noise: 0.03, idle: 0 },
  displacement: { lo: 0.3, span: 0.25, ambient: 0, drift: 0.05, noise: 0.05, idle: 0.05 },
  noise: { lo: 0.82, span: 0.08, ambient: 0, drift: 0.01, noise: 0.01, idle: 0.6 },
};

/** The highest a value gets outside a fault episode, as a fraction of the warn value (must stay below 0.95). */
export const normalCeiling = (p: Profile) => p.lo + p.span + p.ambient + p.drift + p.noise;
export const ALL_PROFILES = Object.values(PROFILES);

type Template = { name: string; kind: Kind };

const VIBRATION_POINTS = ['电机驱动端水平振动', '电机驱动端垂直振动', '电机非驱动端水平振动', '电机轴向振动'];

/** What is measured on each kind of machine: always the first of each list, then a seeded choice. */
function templatesFor(deviceType: string): { fixed: Template[]; optional: Template[] } {
  const vib = (names: string[]) => names.map((name) => ({ name, kind: 'vibration' as const }));
  if (deviceType.includes('变压器')) {
    return {
      fixed: [{ name: '箱体振动', kind: 'vibration' }, { name: '顶层油温', kind: 'oil' }],
      optional: [{ name: '绕组温度', kind: 'winding' }, { name: '负荷电流', kind: 'current' }, { name: '低压侧电压', kind: 'voltage' }, { name: '运行噪声', kind: 'noise' }],
    };
  }
  if (deviceType.includes('泵')) {
    return {
      fixed: [...vib(['电机驱动端水平振动', '泵驱动端水平振动']), { name: '电机驱动端轴承温度', kind: 'bearing' }],
      optional: [...vib(['电机非驱动端水平振动', '泵非驱动端垂直振动']), { name: '泵轴承温度', kind: 'bearing' }, { name: '出口压力', kind: 'pressure' }, { name: '出口流量', kind: 'flow' }, { name: '电机电流', kind: 'current' }],
    };
  }
  if (deviceType.includes('风机')) {
    return {
      fixed: [...vib(['电机驱动端水平振动', '风机驱动端水平振动']), { name: '风机轴承温度', kind: 'bearing' }],
      optional: [...vib(['电机驱动端垂直振动', '风机非驱动端轴向振动']), { name: '电机绕组温度', kind: 'winding' }, { name: '电机电流', kind: 'current' }, { name: '转速', kind: 'speed' }, { name: '轴位移', kind: 'displacement' }],
    };
  }
  if (deviceType.includes('压缩机') || deviceType.includes('空压机')) {
    return {
      fixed: [...vib(['电机驱动端水平振动', '主机驱动端水平振动']), { name: '排气温度', kind: 'exhaust' }],
      optional: [...vib(['主机非驱动端垂直振动']), { name: '润滑油温', kind: 'oil' }, { name: '排气压力', kind: 'pressure' }, { name: '电机电流', kind: 'current' }],
    };
  }
  return {
    fixed: [...vib([VIBRATION_POINTS[0]]), { name: '驱动端轴承温度', kind: 'bearing' }],
    optional: [...vib(VIBRATION_POINTS.slice(1)), { name: '壳体温度', kind: 'casing' }, { name: '润滑油温', kind: 'oil' }, { name: '电机电流', kind: 'current' }, { name: '转速', kind: 'speed' }],
  };
}

const TYPE_OF: Record<Kind, { type: number; temperatureType?: number; unit: string; period: number[] }> = {
  vibration: { type: 1, unit: 'mm/s', period: [30, 60] },
  bearing: { type: 2, temperatureType: 1, unit: '℃', period: [60, 300] },
  winding: { type: 2, temperatureType: 2, unit: '℃', period: [300] },
  oil: { type: 2, temperatureType: 3, unit: '℃', period: [300] },
  exhaust: { type: 2, temperatureType: 6, unit: '℃', period: [60] },
  casing: { type: 2, temperatureType: 7, unit: '℃', period: [300] },
  speed: { type: 3, unit: 'r/min', period: [60] },
  current: { type: 4, unit: 'A', period: [60] },
  voltage: { type: 5, unit: 'V', period: [60] },
  pressure: { type: 6, unit: 'MPa', period: [60] },
  flow: { type: 7, unit: 'm³/h', period: [60] },
  displacement: { type: 8, unit: 'μm', period: [30] },
  noise: { type: 9, unit: 'dB(A)', period: [300] },
};

const pick = <T>(list: readonly T[], u: number): T => list[Math.min(list.length - 1, Math.floor(u * list.length))];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Warn and alarm values of an item: vibration from the device (ISO 10816 zones), the rest by kind. */
function limitsFor(kind: Kind, device: MockDevice, u: number): [number, number] {
  switch (kind) {
    case 'vibration':
      return [device.warnValue, device.alarmValue];
    case 'bearing':
      return [75, 85];
    case 'winding':
      return [120, 135];
    case 'oil':
      return [85, 95];
    case 'exhaust':
      return [100, 110];
    case 'casing':
      return [70, 80];
    case 'speed': {
      const rated = pick([740, 990, 1480, 2980], u);
      return [Math.round(rated * 1.05), Math.round(rated * 1.1)];
    }
    case 'current': {
      const rated = pick([45, 90, 132, 180, 260, 400], u);
      return [rated, Math.round(rated * 1.2)];
    }
    case 'voltage':
      return [418, 437];
    case 'pressure':
      return pick([[0.8, 1], [1.6, 2], [2.5, 3.2]] as [number, number][], u);
    case 'flow':
      return pick([[120, 150], [260, 320], [480, 600]] as [number, number][], u);
    case 'displacement':
      return pick([[75, 120], [100, 150]] as [number, number][], u);
    case 'noise':
      return [85, 95];
  }
}

/** The device's number in the seeded id range (items, events and run-log ids are built from it). */
function deviceOrdinal(deviceId: string): number {
  const n = Number(deviceId.slice(8)) - ID_RANGES.device;
  return Number.isInteger(n) && n >= 0 && n < 10_000_000 ? n : hash(Number(deviceId.slice(-9)), 7) % 10_000_000;
}

const itemIdOf = (ordinal: number) => newIdFrom(ITEM_ID_BASE + ordinal);
/** The item ordinal an item id stands for, or undefined for an id outside the item range. */
export function itemOrdinalOf(itemId: string): number | undefined {
  if (!/^11235988\d{11}$/.test(itemId)) return undefined;
  const n = Number(itemId.slice(8)) - ITEM_ID_BASE;
  return n >= 0 && n < 10_000_000 * ITEMS_PER_DEVICE_MAX ? n : undefined;
}

/** '1号空压机' → '空压机'. */
const deviceTypeOf = (deviceName: string) => deviceName.replace(/^\d+\s*[号#]/, '') || deviceName;

export function buildDeviceModel(seed: number, device: MockDevice): DeviceModel {
  const ordinal = deviceOrdinal(device.deviceId);
  const deviceType = deviceTypeOf(device.deviceName);
  const { fixed, optional } = templatesFor(deviceType);
  const extra = Math.floor(between(chance(seed, ordinal, 1), 1, Math.min(optional.length, 8 - fixed.length) + 1));
  const order = optional.map((t, i) => ({ t, u: chance(seed, ordinal, 2, i) })).sort((a, b) => a.u - b.u);
  const chosen = [...fixed, ...order.slice(0, extra).map((o) => o.t)];
  const condition = device.condition;
  const problemIndex = Math.floor(chance(seed, ordinal, 3) * chosen.length);
  const items = chosen.map((template, index): ItemDef => {
    const itemOrdinal = ordinal * ITEMS_PER_DEVICE_MAX + index;
    const kind = TYPE_OF[template.kind];
    const samplePeriod = pick(kind.period, chance(seed, itemOrdinal, 4));
    const [warnValue, alarmValue] = limitsFor(template.kind, device, chance(seed, itemOrdinal, 5));
    return {
      itemId: itemIdOf(itemOrdinal),
      ordinal: itemOrdinal,
      index,
      deviceId: device.deviceId,
      name: template.name,
      type: kind.type,
      ...(kind.temperatureType ? { temperatureType: kind.temperatureType } : {}),
      unit: kind.unit,
      ...(template.kind === 'vibration' ? { frequencyBand: device.frequencyBand } : {}),
      warnValue: round2(warnValue),
      alarmValue: round2(alarmValue),
      samplePeriod,
      periodMs: samplePeriod * SECOND,
      phaseMs: Math.floor(chance(seed, itemOrdinal, 6) * samplePeriod) * SECOND,
      windowPhase: Math.floor(chance(seed, itemOrdinal, 7) * (EPISODE_WINDOW / MINUTE)) * MINUTE,
      profile: PROFILES[template.kind],
      driftPeriod: between(chance(seed, itemOrdinal, 8), 20, 60) * DAY,
      driftPhase: chance(seed, itemOrdinal, 9) * 2 * Math.PI,
      problem: (condition === 'worn' || condition === 'faulty') && index === problemIndex,
    };
  });
  return {
    seed,
    deviceId: device.deviceId,
    ordinal,
    deviceType,
    condition,
    shift: !deviceType.includes('变压器') && chance(seed, ordinal, 10) < 0.35,
    outagePhase: Math.floor(chance(seed, ordinal, 11) * (DAY / MINUTE)) * MINUTE,
    ...(condition === 'dead' && device.deadSince !== undefined ? { deadSince: device.deadSince } : {}),
    items,
    main: items[0],
  };
}

// ---- time of day, stops -------------------------------------------------------------------------

export const cstDay = (t: number) => Math.floor((t + CST) / DAY);
export const cstDayStart = (day: number) => day * DAY - CST;
const hourOfDay = (t: number) => (((t + CST) % DAY) + DAY) % DAY / HOUR;

/** A shift machine's run of one day: [start, stop). */
export function runOfDay(model: DeviceModel, day: number): [number, number] {
  const start = cstDayStart(day) + 6 * HOUR + Math.round(between(chance(model.seed, model.ordinal, day, 12), -20, 20)) * MINUTE;
  const stop = cstDayStart(day) + 22 * HOUR + Math.round(between(chance(model.seed, model.ordinal, day, 13), -20, 20)) * MINUTE;
  return [start, stop];
}

/** The last day asked (a series asks thousands of samples of the same day in a row). */
let lastRun: { model?: DeviceModel; day: number; run: [number, number] } = { day: NaN, run: [0, 0] };

function isRunning(model: DeviceModel, t: number): boolean {
  if (!model.shift) return true;
  const day = cstDay(t);
  if (lastRun.model !== model || lastRun.day !== day) lastRun = { model, day, run: runOfDay(model, day) };
  return t >= lastRun.run[0] && t < lastRun.run[1];
}

// ---- outages ------------------------------------------------------------------------------------

export type Outage = { start: number; end: number; /** The window it was seeded in (ids). */ window: number; dead?: boolean };

function outageIn(model: DeviceModel, window: number): Outage | undefined {
  const { seed, ordinal } = model;
  const p = model.condition === 'healthy' ? 0.03 : 0.05;
  if (chance(seed, ordinal, window, 21) >= p) return undefined;
  const u = chance(seed, ordinal, window, 22);
  const v = chance(seed, ordinal, window, 23);
  const duration = u < 0.6 ? between(v, 5 * MINUTE, 2 * HOUR) : u < 0.9 ? between(v, 2 * HOUR, 12 * HOUR) : between(v, DAY, LONGEST_OUTAGE);
  const start = model.outagePhase + window * OUTAGE_WINDOW + Math.floor(chance(seed, ordinal, window, 24) * (OUTAGE_WINDOW / MINUTE)) * MINUTE;
  return { start, end: start + Math.round(duration / MINUTE) * MINUTE, window };
}

/** The device's outages that overlap [from, to), merged where they overlap, oldest first. */
export function outagesBetween(model: DeviceModel, from: number, to: number): Outage[] {
  const found: Outage[] = [];
  const first = Math.floor((from - LONGEST_OUTAGE - model.outagePhase) / OUTAGE_WINDOW);
  const last = Math.floor((to - model.outagePhase) / OUTAGE_WINDOW);
  for (let w = first; w <= last; w++) {
    const outage = outageIn(model, w);
    if (outage && outage.end > from && outage.start < to) found.push(outage);
  }
  if (model.deadSince !== undefined && model.deadSince < to) found.push({ start: model.deadSince, end: Infinity, window: 0, dead: true });
  found.sort((a, b) => a.start - b.start);
  const merged: Outage[] = [];
  for (const o of found) {
    const previous = merged.at(-1);
    if (previous && o.start <= previous.end) previous.end = Math.max(previous.end, o.end);
    else merged.push({ ...o });
  }
  return merged;
}

export const outageAt = (model: DeviceModel, t: number) => outagesBetween(model, t, t + 1).find((o) => o.start <= t && t < o.end);

// ---- fault episodes -----------------------------------------------------------------------------

export type Episode = {
  item: ItemDef;
  window: number;
  level: 'warn' | 'alarm';
  start: number;
  end: number;
  ramp: number;
  peak: number;
  /** Plateau noise amplitude: keeps the plateau between the limits it must stay between. */
  amp: number;
};

export function episodeIn(model: DeviceModel, item: ItemDef, window: number): Episode | undefined {
  const { seed } = model;
  const o = item.ordinal;
  const p = item.problem ? (model.condition === 'faulty' ? 0.9 : 0.8) : 0.1;
  if (chance(seed, o, window, 31) >= p) return undefined;
  const alarmShare = item.problem ? (model.condition === 'faulty' ? 0.7 : 0.15) : 0.3;
  const level = chance(seed, o, window, 32) < alarmShare ? 'alarm' : 'warn';
  const long = chance(seed, o, window, 33) < (item.problem ? 0.85 : 0.25);
  const longest = item.problem ? 40 * HOUR : 30 * HOUR;
  let duration = long ? between(chance(seed, o, window, 34), 4 * HOUR, longest) : between(chance(seed, o, window, 34), 15 * MINUTE, 3 * HOUR);
  if (model.shift) duration = Math.min(duration, 10 * HOUR);
  duration = Math.round(duration / SECOND) * SECOND;
  const windowStart = item.windowPhase + window * EPISODE_WINDOW;
  const start = windowStart + 30 * MINUTE + Math.round((chance(seed, o, window, 35) * (EPISODE_WINDOW - duration - HOUR)) / SECOND) * SECOND;
  const end = start + duration;
  const ramp = duration * between(chance(seed, o, window, 36), 0.12, 0.3);
  const { warnValue: warn, alarmValue: alarm } = item;
  const u = chance(seed, o, window, 37);
  const peak = level === 'alarm' ? alarm * between(u, 1.06, 1.45) : warn + between(u, 0.3, 0.7) * (alarm - warn);
  const amp = level === 'alarm' ? 0.25 * (peak - alarm) : 0.25 * Math.min(peak - warn, alarm - peak);
  // A fault shows while the machine runs and reports: none across an outage or a night stop.
  if (outagesBetween(model, start, end).length) return undefined;
  if (model.shift) {
    const [runStart, runStop] = runOfDay(model, cstDay(start));
    if (start < runStart || end > runStop) return undefined;
  }
  return { item, window, level, start, end, ramp, peak, amp };
}

export const windowOf = (item: ItemDef, t: number) => Math.floor((t - item.windowPhase) / EPISODE_WINDOW);

/** The item's episodes that overlap [from, to), oldest first. */
export function episodesBetween(model: DeviceModel, item: ItemDef, from: number, to: number): Episode[] {
  const episodes: Episode[] = [];
  for (let w = windowOf(item, from); w <= windowOf(item, to); w++) {
    const e = episodeIn(model, item, w);
    if (e && e.end > from && e.start < to) episodes.push(e);
  }
  return episodes;
}

// ---- values -------------------------------------------------------------------------------------

export const sampleTime = (item: ItemDef, k: number) => item.phaseMs + k * item.periodMs;
/** The index of the first sample at or after t. */
export const sampleAtOrAfter = (item: ItemDef, t: number) => Math.ceil((t - item.phaseMs) / item.periodMs);
/** The index of the last sample at or before t. */
export const sampleAtOrBefore = (item: ItemDef, t: number) => Math.floor((t - item.phaseMs) / item.periodMs);

/** The value outside fault episodes (below 0.95 of the warn value). */
function normalValue(model: DeviceModel, item: ItemDef, t: number, k: number): number {
  const p = item.profile;
  const noise = (unit(hash(model.seed, item.ordinal, k, 41)) * 2 - 1) * p.noise;
  if (!isRunning(model, t)) return Math.max(0, item.warnValue * (p.idle + noise * 0.5));
  const hour = hourOfDay(t);
  const weekday = (cstDay(t) + 4) % 7; // 0 = Sunday (day 0 of the epoch was a Thursday)
  const load = Math.min(1, Math.max(0, 0.55 + 0.35 * Math.sin((2 * Math.PI * (hour - 9)) / 24) - (weekday === 0 || weekday === 6 ? 0.12 : 0)));
  const ambient = p.ambient * Math.sin((2 * Math.PI * (hour - 8)) / 24);
  const drift = p.drift * Math.sin((2 * Math.PI * t) / item.driftPeriod + item.driftPhase);
  return Math.max(0, item.warnValue * (p.lo + p.span * load + ambient + drift + noise));
}

/** The fault envelope at t (0 outside the episode): linear ramps up and down, a noisy plateau between. */
function envelope(model: DeviceModel, e: Episode, t: number, k: number): number {
  if (t < e.start || t >= e.end) return 0;
  if (t < e.start + e.ramp) return (e.peak * (t - e.start)) / e.ramp;
  if (t > e.end - e.ramp) return (e.peak * (e.end - t)) / e.ramp;
  return e.peak + (unit(hash(model.seed, e.item.ordinal, k, 42)) * 2 - 1) * e.amp;
}

/** The published value of sample k (two decimals), given the episode (if any) that may cover it. */
export function valueAt(model: DeviceModel, item: ItemDef, k: number, episode?: Episode): number {
  const t = sampleTime(item, k);
  const normal = normalValue(model, item, t, k);
  const v = episode ? Math.max(normal, envelope(model, episode, t, k)) : normal;
  return Math.round(v * 100) / 100;
}

/** The published value of sample k, finding its episode itself (for single samples). */
export function valueOfSample(model: DeviceModel, item: ItemDef, k: number): number {
  return valueAt(model, item, k, episodeIn(model, item, windowOf(item, sampleTime(item, k))));
}
