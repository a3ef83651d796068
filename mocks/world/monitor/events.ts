// The alarm log and the run log, computed from the model rather than stored: an over-limit event is a
// crossing of the sampled series (first sample at or above the warn or alarm value, first sample below it
// again), found directly on the episode's ramps; the run log follows the outages, the stops and the
// alarm-log events. Ids encode what an entry is, so a detail call recomputes it from its id.
import { newIdFrom } from '../seedKit';
import {
  EPISODE_WINDOW,
  ITEMS_PER_DEVICE_MAX,
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
  type Episode,
  type ItemDef,
} from './model';

export type Level = 'warn' | 'alarm';

/** A crossing-bounded event of one item; end is undefined while it lasts (its clearing is after now). */
export type AlarmEvent = {
  id: string;
  model: DeviceModel;
  item: ItemDef;
  episode: Episode;
  level: Level;
  threshold: number;
  /** First sample at or above the threshold, and its index. */
  start: number;
  startIndex: number;
  /** First sample below it again (may lie after now: see visibleEnd). */
  end: number;
  endIndex: number;
};

const ALARM_ID_BASE = 40_000_000_000;
const RUN_ID_BASE = 50_000_000_000;
const ALARM_RUN_ID_BASE = 60_000_000_000;
const WINDOW_MOD = 16384;

const alarmIdOf = (itemOrdinal: number, window: number, level: Level) =>
  newIdFrom(ALARM_ID_BASE + ((itemOrdinal * WINDOW_MOD + (window % WINDOW_MOD)) * 2 + (level === 'alarm' ? 1 : 0)));

/** What an alarm id stands for: the item ordinal, the episode window (modulo) and the level. */
export function parseAlarmId(id: string): { itemOrdinal: number; windowMod: number; level: Level } | undefined {
  if (!/^11235988\d{11}$/.test(id)) return undefined;
  const n = Number(id.slice(8)) - ALARM_ID_BASE;
  if (n < 0 || n >= ALARM_RUN_ID_BASE - ALARM_ID_BASE) return undefined;
  const level: Level = n % 2 ? 'alarm' : 'warn';
  const rest = Math.floor(n / 2);
  return { itemOrdinal: Math.floor(rest / WINDOW_MOD), windowMod: rest % WINDOW_MOD, level };
}

/** The first sample index in [from, to) whose published value is at or above (rising) / below (falling) the threshold. */
function firstCrossing(model: DeviceModel, e: Episode, threshold: number, rising: boolean, guess: number, from: number, to: number): number | undefined {
  const item = e.item;
  const hit = (k: number) => (valueAt(model, item, k, e) >= threshold) === rising;
  let k = Math.min(Math.max(guess, from), to);
  // The published value is monotonic on a ramp, so the guess is off by a sample or two at most.
  while (k > from && hit(k - 1)) k--;
  while (k < to && !hit(k)) k++;
  return k < to ? k : undefined;
}

/** The events of one episode at one level, or none when no sample lies above the threshold. */
function eventOf(model: DeviceModel, e: Episode, level: Level): AlarmEvent | undefined {
  const item = e.item;
  const threshold = level === 'alarm' ? item.alarmValue : item.warnValue;
  if (e.peak - e.amp <= threshold) return undefined;
  const first = sampleAtOrAfter(item, e.start);
  const afterEnd = sampleAtOrAfter(item, e.end);
  // 0.005 below the threshold: where the rounded value reaches it.
  const rise = e.start + (e.ramp * (threshold - 0.005)) / e.peak;
  const startIndex = firstCrossing(model, e, threshold, true, sampleAtOrAfter(item, rise), first, afterEnd);
  if (startIndex === undefined) return undefined;
  const fall = e.end - (e.ramp * (threshold - 0.005)) / e.peak;
  // After the episode the value is normal, below every threshold: the search ends there at the latest.
  const endIndex = firstCrossing(model, e, threshold, false, sampleAtOrAfter(item, fall), startIndex, afterEnd + 1) ?? afterEnd;
  return {
    id: alarmIdOf(item.ordinal, e.window, level),
    model,
    item,
    episode: e,
    level,
    threshold,
    start: sampleTime(item, startIndex),
    startIndex,
    end: sampleTime(item, endIndex),
    endIndex,
  };
}

/**
 * Crossings are fixed facts of a model: kept once computed, under the model's own number. A model is its
 * world's (state.ts keeps them per world), so another world with the same seed and ids (another scenario,
 * a rebuilt world) never reads this one's events: the seed alone let a world read another's.
 */
const eventCache = new Map<string, AlarmEvent[]>();
const modelNumbers = new WeakMap<DeviceModel, number>();
let modelsNumbered = 0;
function numberOf(model: DeviceModel): number {
  let number = modelNumbers.get(model);
  if (number === undefined) modelNumbers.set(model, (number = ++modelsNumbered));
  return number;
}
function eventsOfEpisode(model: DeviceModel, e: Episode): AlarmEvent[] {
  const key = `${numberOf(model)}:${e.item.itemId}:${e.window}:${e.item.warnValue}:${e.item.alarmValue}`;
  let events = eventCache.get(key);
  if (!events) {
    events = (['warn', 'alarm'] as const).flatMap((level) => eventOf(model, e, level) ?? []);
    if (eventCache.size > 400_000) eventCache.clear();
    eventCache.set(key, events);
  }
  return events;
}

/** Every event of the item that begins in [from, to), whether or not it has begun by now, oldest first. */
function allItemEvents(model: DeviceModel, item: ItemDef, from: number, to: number): AlarmEvent[] {
  const events: AlarmEvent[] = [];
  // An episode lies inside its window, so the events beginning in the range come from these windows.
  for (let w = windowOf(item, from - EPISODE_WINDOW); w <= windowOf(item, to); w++) {
    const e = episodeIn(model, item, w);
    if (!e || e.end <= from || e.start >= to) continue;
    for (const event of eventsOfEpisode(model, e)) if (event.start >= from && event.start < to) events.push(event);
  }
  return events;
}

/** The item's events that began in [from, to) and by now (sample time at or before now), oldest first. */
export function itemEvents(model: DeviceModel, item: ItemDef, from: number, to: number, now: number): AlarmEvent[] {
  return allItemEvents(model, item, from, Math.min(to, now + 1));
}

/**
 * A few whole-day spans of a device's facts (events, run events), kept per model: the logs and the
 * statistics ask the same days of 20,000 devices again and again while only "now" moves.
 */
type DaySpans<T> = Map<string, T[]>;
const eventSpans = new WeakMap<DeviceModel, DaySpans<AlarmEvent>>();
const runSpans = new WeakMap<DeviceModel, DaySpans<RunEvent>>();

function spanned<T>(
  cache: WeakMap<DeviceModel, DaySpans<T>>,
  model: DeviceModel,
  from: number,
  to: number,
  compute: (spanFrom: number, spanTo: number) => T[],
): T[] {
  const spanFrom = cstDayStart(cstDay(from));
  const spanTo = cstDayStart(cstDay(to) + 1);
  const key = `${spanFrom}:${spanTo}`;
  let spans = cache.get(model);
  if (!spans) cache.set(model, (spans = new Map()));
  let list = spans.get(key);
  if (!list) {
    if (spans.size >= 4) spans.delete(spans.keys().next().value!);
    spans.set(key, (list = compute(spanFrom, spanTo)));
  }
  return list;
}

export function deviceEvents(model: DeviceModel, from: number, to: number, now: number): AlarmEvent[] {
  const until = Math.min(to, now + 1);
  if (until <= from) return [];
  const all = spanned(eventSpans, model, from, until, (a, b) => model.items.flatMap((item) => allItemEvents(model, item, a, b)));
  return all.filter((e) => e.start >= from && e.start < until);
}

/** The event an alarm id names, if its device is this model's. */
export function eventById(model: DeviceModel, id: string, now: number): AlarmEvent | undefined {
  const parsed = parseAlarmId(id);
  if (!parsed) return undefined;
  const item = model.items.find((i) => i.ordinal === parsed.itemOrdinal);
  if (!item) return undefined;
  // The window is known modulo 16384 (about 90 years of 2-day windows): the one nearest now.
  const current = windowOf(item, now);
  const window = current - ((((current - parsed.windowMod) % WINDOW_MOD) + WINDOW_MOD) % WINDOW_MOD);
  const e = episodeIn(model, item, window);
  const event = e && eventsOfEpisode(model, e).find((ev) => ev.level === parsed.level);
  return event && event.start <= now ? event : undefined;
}

export const deviceOrdinalOfItem = (itemOrdinal: number) => Math.floor(itemOrdinal / ITEMS_PER_DEVICE_MAX);

/** Cleared by now? */
export const isCleared = (event: AlarmEvent, now: number) => event.end <= now;

/** The highest published value of the event up to now (the plateau's noise decides it: a scan). */
export function peakOf(event: AlarmEvent, now: number): { value: number; index: number } {
  const last = event.end <= now ? event.endIndex - 1 : Math.min(event.endIndex - 1, Math.floor((now - event.item.phaseMs) / event.item.periodMs));
  let best = { value: -Infinity, index: event.startIndex };
  for (let k = event.startIndex; k <= last; k++) {
    const v = valueAt(event.model, event.item, k, event.episode);
    if (v > best.value) best = { value: v, index: k };
  }
  return best;
}

// ---- run log ------------------------------------------------------------------------------------

type RunType = 'online' | 'offline' | 'start' | 'stop' | 'alarmRaised' | 'alarmCleared';
export type RunEvent = { id: string; model: DeviceModel; type: RunType; time: number; alarm?: AlarmEvent };

const runId = (model: DeviceModel, key: number, code: number) =>
  newIdFrom(RUN_ID_BASE + ((model.ordinal * WINDOW_MOD + (((key % WINDOW_MOD) + WINDOW_MOD) % WINDOW_MOD)) * 8 + code));
const alarmRunId = (alarm: AlarmEvent, cleared: boolean) => newIdFrom(ALARM_RUN_ID_BASE + (Number(alarm.id.slice(8)) - ALARM_ID_BASE) * 2 + (cleared ? 1 : 0));

/** The device's run-log events in [from, to) and by now, oldest first. */
export function runEvents(model: DeviceModel, from: number, to: number, now: number): RunEvent[] {
  const until = Math.min(to, now + 1);
  if (until <= from) return [];
  return spanned(runSpans, model, from, until, (a, b) => allRunEvents(model, a, b)).filter((e) => e.time >= from && e.time < until);
}

/** Every run-log event of the device in [from, to), whether or not it has happened by now. */
function allRunEvents(model: DeviceModel, from: number, until: number): RunEvent[] {
  const events: RunEvent[] = [];
  const outages = outagesBetween(model, from, until);
  for (const o of outages) {
    const code = o.dead ? 4 : 0;
    if (o.start >= from && o.start < until) events.push({ id: runId(model, o.window, code), model, type: 'offline', time: o.start });
    if (o.end >= from && o.end < until) events.push({ id: runId(model, o.window, code + 1), model, type: 'online', time: o.end });
  }
  // Starts and stops of a shift machine, except while it cannot report (an outage).
  const unreachable = (t: number) => outages.some((o) => o.start <= t && t < o.end);
  if (model.shift) {
    for (let day = cstDay(from) - 1; cstDayStart(day) < until; day++) {
      const [start, stop] = runOfDay(model, day);
      if (start >= from && start < until && !unreachable(start)) events.push({ id: runId(model, day, 2), model, type: 'start', time: start });
      if (stop >= from && stop < until && !unreachable(stop)) events.push({ id: runId(model, day, 3), model, type: 'stop', time: stop });
    }
  }
  for (const item of model.items) {
    for (const alarm of allItemEvents(model, item, from - 2 * EPISODE_WINDOW, until)) {
      if (alarm.start >= from) events.push({ id: alarmRunId(alarm, false), model, type: 'alarmRaised', time: alarm.start, alarm });
      if (alarm.end >= from && alarm.end < until) events.push({ id: alarmRunId(alarm, true), model, type: 'alarmCleared', time: alarm.end, alarm });
    }
  }
  return events.sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
}
