import type { MonitorSeries } from '../../generated/model';
import { formatServerTime, parseServerTime } from '../../src/lib/monitor/monitorTime';

type Point = { time: string; value: number };

/** Points written as a test reads them, in the contract's columns (seconds after the first point). */
export function seriesColumns(points: Point[], since = points[0]?.time ?? '2026-11-21 00:00:00'): Pick<MonitorSeries, 'since' | 'offsets' | 'values'> {
  const start = parseServerTime(since)!;
  return { since, offsets: points.map((p) => (parseServerTime(p.time)! - start) / 1000), values: points.map((p) => p.value) };
}

/** The contract's columns of a series back as points (time text, value). */
export function seriesPoints({ since, offsets, values }: Pick<MonitorSeries, 'since' | 'offsets' | 'values'>): Point[] {
  const start = parseServerTime(since)!;
  return offsets.map((offset, i) => ({ time: formatServerTime(start + offset * 1000), value: values[i] }));
}
