// Thinning a long series to what a chart's pixels can show, before echarts sees it (series
// longer than the pixels are sampled). echarts samples too, but only after it has stored and filtered
// every point: handing it 8 × 10,080 points cost the compare chart ~150 ms of its first paint, the thinned
// window ~25. Vibration keeps each bucket's minimum and maximum (no peak lost, as the server's buckets
// do); smooth trends take Largest-Triangle-Three-Buckets, which keeps the shape with one point a bucket.
import { indexAtOrAfter, type PlottedSeries, type Span } from './historyData';

/** Times (ms) and values of the points drawn, as echarts reads a dataset's columns. */
export type Columns = { t: Float64Array; v: Float64Array };

export type Thinning = 'minmax' | 'lttb';

/**
 * The index range of [start, end] within [from, to), with one point on either side when there is one,
 * so that a line runs on to the edges of the window instead of stopping at its first and last point.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function windowIndices(times: Float64Array, [from, to]: [number, number], start: number, end: number): [number, number] {
  const first = Math.min(to, Math.max(from, indexAtOrAfter(times, start) - 1));
  const last = Math.min(to, indexAtOrAfter(times, end + 1) + 1);
  return [first, Math.max(first, last)];
}

/** Indices of [from, to) in `buckets` buckets of equal count, each giving its minimum and maximum in time order. */
function minMaxIndices(values: Float64Array, from: number, to: number, buckets: number): number[] {
  const kept: number[] = [];
  const size = (to - from) / buckets;
  for (let b = 0; b < buckets; b++) {
    const start = from + Math.floor(b * size);
    const end = Math.min(to, from + Math.floor((b + 1) * size));
    if (end <= start) continue;
    let min = start;
    let max = start;
    for (let i = start + 1; i < end; i++) {
      if (values[i] < values[min]) min = i;
      if (values[i] > values[max]) max = i;
    }
    if (min === max) kept.push(min);
    else kept.push(Math.min(min, max), Math.max(min, max));
  }
  return kept;
}

/**
 * Largest-Triangle-Three-Buckets (Steinarsson 2013): the first and last point, and in each bucket between
 * them the point making the largest triangle with the point kept before and the next bucket's mean.
 */
function lttbIndices(times: Float64Array, values: Float64Array, from: number, to: number, target: number): number[] {
  const kept = [from];
  const size = (to - from - 2) / (target - 2);
  let previous = from;
  for (let b = 0; b < target - 2; b++) {
    const start = from + 1 + Math.floor(b * size);
    const end = from + 1 + Math.floor((b + 1) * size);
    const nextEnd = Math.min(to, from + 1 + Math.floor((b + 2) * size));
    let meanT = 0;
    let meanV = 0;
    const nextCount = Math.max(1, nextEnd - end);
    for (let i = end; i < end + nextCount && i < to; i++) {
      meanT += times[i];
      meanV += values[i];
    }
    meanT /= nextCount;
    meanV /= nextCount;
    let best = start;
    let bestArea = -1;
    const pt = times[previous];
    const pv = values[previous];
    for (let i = start; i < end; i++) {
      const area = Math.abs((pt - meanT) * (values[i] - pv) - (pt - times[i]) * (meanV - pv));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(best);
    previous = best;
  }
  kept.push(to - 1);
  return kept;
}

/**
 * The points [from, to) as columns: views of the arrays when they number `target` or fewer (nothing
 * copied), else about `target` of them chosen by `how`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function thinColumns(times: Float64Array, values: Float64Array, [from, to]: [number, number], target: number, how: Thinning): Columns {
  const count = to - from;
  if (count <= Math.max(target, 3)) return { t: times.subarray(from, to), v: values.subarray(from, to) };
  const kept = how === 'minmax' ? minMaxIndices(values, from, to, Math.max(1, Math.floor(target / 2))) : lttbIndices(times, values, from, to, Math.max(3, target));
  const t = new Float64Array(kept.length);
  const v = new Float64Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    t[k] = times[kept[k]];
    v[k] = values[kept[k]];
  }
  return { t, v };
}

/**
 * Each stretch of a series within a window as columns, thinned together to about `target` points (each
 * stretch its share of them): what the compare chart hands echarts for the window it shows.
 */
export function windowColumns(series: PlottedSeries, window: Span, target: number, how: Thinning): Columns[] {
  if (series.stretches.length === 0) return [{ t: new Float64Array(0), v: new Float64Array(0) }];
  const parts = series.stretches.map((stretch) => windowIndices(series.times, stretch, window.start, window.end));
  const total = parts.reduce((sum, [from, to]) => sum + to - from, 0);
  return parts.map(([from, to]) => thinColumns(series.times, series.values, [from, to], total <= target ? to - from : Math.ceil((target * (to - from)) / total), how));
}
