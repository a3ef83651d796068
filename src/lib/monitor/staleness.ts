import { parseServerTime } from './serverTime';

/** The contract (MonitorItem.samplePeriod): a value older than three sample periods is stale. */
export const STALE_AFTER_PERIODS = 3;

export type Freshness =
  /** No value yet (the item never reported). */
  | { kind: 'none' }
  | { kind: 'fresh'; ageMs: number }
  /** Older than three sample periods: shown grey with its age, distinct from offline (CONVENTIONS). */
  | { kind: 'stale'; ageMs: number };

/** How fresh an item's latest value is at `now` (ms). A time in the future (clock skew) counts as fresh. */
export function freshnessOf(item: { lastTime?: string; samplePeriod: number }, now: number): Freshness {
  const at = parseServerTime(item.lastTime);
  if (at === undefined) return { kind: 'none' };
  const ageMs = Math.max(0, now - at);
  return ageMs > STALE_AFTER_PERIODS * item.samplePeriod * 1000 ? { kind: 'stale', ageMs } : { kind: 'fresh', ageMs };
}

export type Age = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' };

/** An age in the largest whole unit, for Intl's relative time ("3 minutes ago", "3 分钟前"). */
export function ageOf(ms: number): Age {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}
