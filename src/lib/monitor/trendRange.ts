// The time range of a trend or compare chart, as the address keeps it: a quick range relative to now
// (`range=1d`; spec 5's quick ranges: one day, three days, one week) or a custom one
// (`from=2026-11-20 08:00:00&to=2026-11-21 08:00:00`). A shared link with a quick range shows the last
// day at the time it is opened; a custom range shows the same span everywhere.
import type { ParamCodec } from '../listPage/urlParams';
import { formatServerTime, parseServerTime } from './monitorTime';

export const QUICK_RANGES = ['1d', '3d', '7d'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export type TimeRange = { kind: 'quick'; quick: QuickRange } | { kind: 'custom'; from: string; to: string };

export const DAY_MS = 86_400_000;
export const QUICK_RANGE_MS: Record<QuickRange, number> = { '1d': DAY_MS, '3d': 3 * DAY_MS, '7d': 7 * DAY_MS };
/** The contract's longest history range (getMonitorHistory refuses more). */
export const MAX_RANGE_DAYS = 31;

export const DEFAULT_RANGE: TimeRange = { kind: 'quick', quick: '1d' };

export type ResolvedRange = { start: number; end: number };

/** The span a range covers at `now` (ms): a quick range ends now; a custom range is fixed. */
export function resolveRange(range: TimeRange, now: number): ResolvedRange {
  if (range.kind === 'quick') return { start: now - QUICK_RANGE_MS[range.quick], end: now };
  return { start: parseServerTime(range.from)!, end: parseServerTime(range.to)! };
}

/**
 * Whether the range still grows with time: a quick range, or a custom one that ends after now. Only
 * those are refreshed on the live period; a span wholly in the past never changes.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const isLiveRange = (range: TimeRange, now: number) => range.kind === 'quick' || parseServerTime(range.to)! > now;

/** isLiveRange at this moment (for react-query's refresh callbacks, not for rendering). */
export const isLiveNow = (range: TimeRange) => isLiveRange(range, Date.now());

export type CustomRangeProblem = 'order' | 'tooLong';

/** What is wrong with a custom span, if anything: it must end after it starts and last at most 31 days. */
export function customRangeProblem(start: number, end: number): CustomRangeProblem | undefined {
  if (!(end > start)) return 'order';
  if (end - start > MAX_RANGE_DAYS * DAY_MS) return 'tooLong';
  return undefined;
}

/** A custom range from two times (ms), in the server's format the address keeps. */
export const customRange = (start: number, end: number): TimeRange => ({ kind: 'custom', from: formatServerTime(start), to: formatServerTime(end) });

/**
 * The range in the address: `range` for a quick range, `from` and `to` for a custom one (the key names
 * the quick one; from/to are fixed names). Anything malformed or out of the contract's bounds reads as
 * no range (the page's default applies).
 */
export const timeRangeParam: ParamCodec<TimeRange> = {
  read: (params, key) => {
    const quick = params.get(key);
    if ((QUICK_RANGES as readonly string[]).includes(quick ?? '')) return { kind: 'quick', quick: quick as QuickRange };
    const from = params.get('from');
    const to = params.get('to');
    const start = parseServerTime(from);
    const end = parseServerTime(to);
    if (start === undefined || end === undefined || customRangeProblem(start, end)) return undefined;
    return { kind: 'custom', from: from!, to: to! };
  },
  write: (params, key, value) => {
    params.delete(key);
    params.delete('from');
    params.delete('to');
    if (value?.kind === 'quick') params.set(key, value.quick);
    if (value?.kind === 'custom') {
      params.set('from', value.from);
      params.set('to', value.to);
    }
  },
};

/** A zoom window inside the range (ms), kept as `zoom=<start>~<end>` in the server's time format. */
export const zoomParam: ParamCodec<ResolvedRange> = {
  read: (params, key) => {
    const [from, to] = (params.get(key) ?? '').split('~');
    const start = parseServerTime(from);
    const end = parseServerTime(to);
    return start !== undefined && end !== undefined && end > start ? { start, end } : undefined;
  },
  write: (params, key, value) => {
    if (value) params.set(key, `${formatServerTime(value.start)}~${formatServerTime(value.end)}`);
    else params.delete(key);
  },
};
