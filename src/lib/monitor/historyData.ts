// The history of monitor items (getMonitorHistory) turned into what a chart draws and a CSV holds:
// times as epoch ms, the device's outages as breaks in the line, the spans over the warn and alarm
// values, and the figures of a brushed span. Pure functions, shared by the device detail's trend and the
// compare chart, so what is drawn, what is exported and what is summed up are the same points.
import type { MonitorSeries } from '../../../generated/model';
import { parseServerTime } from './monitorTime';

/** One item's values as a chart takes them: times (ms) and values, time order, outages split out. */
export type PlottedSeries = {
  source: MonitorSeries;
  times: Float64Array;
  values: Float64Array;
  /**
   * Index ranges [from, to) of the stretches between outages: a line is drawn per stretch, so it never
   * bridges an outage (echarts' min/max sampling drops the null that would otherwise break it).
   */
  stretches: [number, number][];
  outages: { start: number; end: number }[];
  /** The highest value (-Infinity without points): a series that never reaches a limit has no span to look for. */
  max: number;
};

/** The series as the chart draws it. `rangeEnd` closes an outage still going on. */
export function plotSeries(source: MonitorSeries, rangeEnd: number): PlottedSeries {
  // The contract's columns: whole seconds after `since`, and the values beside (a value missing from a
  // shorter values column is no point).
  const since = parseServerTime(source.since) ?? NaN;
  const count = Math.min(source.offsets.length, source.values.length);
  const times = new Float64Array(count);
  const values = Float64Array.from(count === source.values.length ? source.values : source.values.slice(0, count));
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    times[i] = since + source.offsets[i] * 1000;
    if (values[i] > max) max = values[i];
  }
  const outages = source.outages
    .map((o) => ({ start: parseServerTime(o.start) ?? NaN, end: o.end ? (parseServerTime(o.end) ?? NaN) : rangeEnd }))
    .filter((o) => o.end > o.start)
    .sort((a, b) => a.start - b.start);
  // A stretch ends at the first point after an outage began.
  const stretches: [number, number][] = [];
  let from = 0;
  let outage = 0;
  for (let i = 0; i < count; i++) {
    while (outage < outages.length && outages[outage].end <= times[i]) {
      if (outages[outage].start > times[from] && i > from) {
        stretches.push([from, i]);
        from = i;
      }
      outage++;
    }
  }
  if (count > from) stretches.push([from, count]);
  return { source, times, values, stretches, outages, max };
}

/**
 * One stretch as columns (views of the parsed arrays, nothing copied): echarts reads them as a dataset
 * without making an object per point - tens of thousands of [t, v] arrays cost more in garbage
 * collection than the chart's drawing.
 */
export function stretchColumns(series: PlottedSeries, [from, to]: [number, number]): { t: Float64Array; v: Float64Array } {
  return { t: series.times.subarray(from, to), v: series.values.subarray(from, to) };
}

/** [time, value] pairs of a stretch (for the CSV and tests). */
function stretchPairs(series: PlottedSeries, [from, to]: [number, number]): [number, number][] {
  const pairs: [number, number][] = new Array(Math.max(0, to - from));
  for (let i = from; i < to; i++) pairs[i - from] = [series.times[i], series.values[i]];
  return pairs;
}

export type Span = { start: number; end: number };

/**
 * The spans where the values reach `limit` (from the first point at or above it to the first point below
 * it again), merged when less than `joinMs` apart, at most `maxSpans` of them (the longest kept).
 */
export function spansAtOrAbove(series: PlottedSeries, limit: number, joinMs: number, maxSpans = 200): Span[] {
  // Most series stay below their limits: no need to walk their points (8 × 2 walks of 10,080 on the compare chart).
  if (series.max < limit) return [];
  const spans: Span[] = [];
  let start: number | undefined;
  const { times, values } = series;
  for (let i = 0; i < times.length; i++) {
    if (values[i] >= limit) {
      start ??= times[i];
    } else if (start !== undefined) {
      spans.push({ start, end: times[i] });
      start = undefined;
    }
  }
  if (start !== undefined) spans.push({ start, end: times[times.length - 1] });
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start - last.end < joinMs) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  if (merged.length <= maxSpans) return merged;
  return [...merged].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, maxSpans).sort((a, b) => a.start - b.start);
}

/** The first index whose time is at or after `t` (binary search; times are in order). */
export function indexAtOrAfter(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type SpanFigures = { count: number; min: number; max: number; mean: number; overWarn: number; overAlarm: number };

/** Count, minimum, maximum, mean and points over the warn and alarm values within [start, end]. */
export function figuresWithin(series: PlottedSeries, start: number, end: number): SpanFigures | undefined {
  const from = indexAtOrAfter(series.times, start);
  const to = indexAtOrAfter(series.times, end + 1);
  if (to <= from) return undefined;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let overWarn = 0;
  let overAlarm = 0;
  const { warnValue, alarmValue } = series.source;
  for (let i = from; i < to; i++) {
    const v = series.values[i];
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    if (v >= alarmValue) overAlarm++;
    else if (v >= warnValue) overWarn++;
  }
  const count = to - from;
  return { count, min, max, mean: Math.round((sum / count) * 100) / 100, overWarn, overAlarm };
}

/** The points of the series within [start, end] (inclusive), for the CSV of exactly what is plotted. */
export function pointsWithin(series: PlottedSeries, start: number, end: number): [number, number][] {
  return stretchPairs(series, [indexAtOrAfter(series.times, start), indexAtOrAfter(series.times, end + 1)]);
}
