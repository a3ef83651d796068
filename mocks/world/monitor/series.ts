// An item's values over a range, sample by sample (never stored), and their downsampling: the range is cut
// into points/2 equal buckets and each bucket sends its minimum and maximum at their own times, so a
// chart of a week never loses a peak of one minute.
import {
  episodesBetween,
  outagesBetween,
  sampleAtOrAfter,
  sampleTime,
  valueAt,
  type DeviceModel,
  type Episode,
  type ItemDef,
  type Outage,
} from './model';
import { formatTime } from './time';

export type Point = { t: number; v: number };

/** Samples in [from, to): indices on the item's grid. */
const countIn = (item: ItemDef, from: number, to: number) => (to > from ? Math.max(0, sampleAtOrAfter(item, to) - sampleAtOrAfter(item, from)) : 0);

/**
 * Calls visit(t, v) for every published sample in [from, to) (values exist only while the device
 * reports: none inside an outage).
 */
export function forEachSample(model: DeviceModel, item: ItemDef, from: number, to: number, visit: (t: number, v: number, k: number) => void, outages = outagesBetween(model, from, to)) {
  const episodes: Episode[] = episodesBetween(model, item, from, to);
  let o = 0;
  let e = 0;
  const last = sampleAtOrAfter(item, to);
  for (let k = sampleAtOrAfter(item, from); k < last; k++) {
    const t = sampleTime(item, k);
    while (o < outages.length && outages[o].end <= t) o++;
    if (o < outages.length && outages[o].start <= t) {
      // Skip to the first sample after the outage.
      k = sampleAtOrAfter(item, outages[o].end) - 1;
      continue;
    }
    while (e < episodes.length && episodes[e].end <= t) e++;
    const episode = e < episodes.length && episodes[e].start <= t ? episodes[e] : undefined;
    visit(t, valueAt(model, item, k, episode), k);
  }
}

export type Series = { rawCount: number; downsampled: boolean; points: Point[]; outages: Outage[] };

/** The item's values in [from, to), at most `points` of them (each bucket's min and max beyond that). */
export function seriesOf(model: DeviceModel, item: ItemDef, from: number, to: number, points: number): Series {
  const outages = outagesBetween(model, from, to);
  const rawCount = countIn(item, from, to) - outages.reduce((n, o) => n + countIn(item, Math.max(from, o.start), Math.min(to, o.end)), 0);
  const max = Math.max(2, points - (points % 2));
  if (rawCount <= max) {
    const all: Point[] = [];
    forEachSample(model, item, from, to, (t, v) => all.push({ t, v }), outages);
    return { rawCount, downsampled: false, points: all, outages };
  }
  const buckets = max / 2;
  const width = (to - from) / buckets;
  const lo: Point[] = new Array(buckets);
  const hi: Point[] = new Array(buckets);
  forEachSample(
    model,
    item,
    from,
    to,
    (t, v) => {
      const b = Math.min(buckets - 1, Math.floor((t - from) / width));
      if (!lo[b] || v < lo[b].v) lo[b] = { t, v };
      if (!hi[b] || v > hi[b].v) hi[b] = { t, v };
    },
    outages,
  );
  const out: Point[] = [];
  for (let b = 0; b < buckets; b++) {
    const [a, z] = [lo[b], hi[b]];
    if (!a) continue;
    if (a.t === z.t) out.push(a);
    else if (a.t < z.t) out.push(a, z);
    else out.push(z, a);
  }
  return { rawCount, downsampled: true, points: out, outages };
}

/**
 * Points as the contract sends them: `since` (the range's start, to the whole second), each time as whole
 * seconds after it, and the values beside.
 */
export function pointColumns(points: Point[], from: number): { since: string; offsets: number[]; values: number[] } {
  const since = Math.floor(from / 1000) * 1000;
  const offsets = new Array<number>(points.length);
  const values = new Array<number>(points.length);
  for (let i = 0; i < points.length; i++) {
    offsets[i] = Math.floor((points[i].t - since) / 1000);
    values[i] = points[i].v;
  }
  return { since: formatTime(since), offsets, values };
}
