// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlottedSeries } from '../../src/lib/monitor/historyData';
import { thinColumns, windowColumns, windowIndices } from '../../src/lib/monitor/seriesThinning';

const MINUTE = 60_000;
/** `count` one-minute points from 0 whose values `value(i)` gives. */
function columns(count: number, value: (i: number) => number) {
  const times = Float64Array.from({ length: count }, (_, i) => i * MINUTE);
  const values = Float64Array.from({ length: count }, (_, i) => value(i));
  return { times, values };
}
const inOrder = (t: Float64Array) => t.every((x, i) => i === 0 || x > t[i - 1]);

describe('thinning a series to the pixels', () => {
  it('hands over the points themselves when they fit (views, nothing copied)', () => {
    const { times, values } = columns(100, (i) => i);
    const kept = thinColumns(times, values, [10, 60], 50, 'lttb');
    expect(kept.t.buffer).toBe(times.buffer);
    expect([kept.t.length, kept.t[0], kept.v[49]]).toEqual([50, 10 * MINUTE, 59]);
  });

  it('min/max: every bucket’s extremes in time order, so no one-minute peak is lost', () => {
    // A week of minutes, flat at 1 with one peak of 9 and one dip of -3.
    const { times, values } = columns(10_080, (i) => (i === 7_777 ? 9 : i === 123 ? -3 : 1));
    const kept = thinColumns(times, values, [0, 10_080], 1_600, 'minmax');
    expect(kept.t.length).toBeLessThanOrEqual(1_600);
    expect(kept.t.length).toBeGreaterThan(700);
    expect(inOrder(kept.t)).toBe(true);
    expect(Math.max(...kept.v)).toBe(9);
    expect(Math.min(...kept.v)).toBe(-3);
    expect(kept.t[kept.v.indexOf(9)]).toBe(7_777 * MINUTE);
  });

  it('LTTB: the target count, first and last point kept, the shape’s turning points too', () => {
    const { times, values } = columns(10_080, (i) => (i === 5_000 ? 50 : Math.sin(i / 500)));
    const kept = thinColumns(times, values, [0, 10_080], 1_600, 'lttb');
    expect(kept.t.length).toBe(1_600);
    expect([kept.t[0], kept.t[1_599]]).toEqual([0, 10_079 * MINUTE]);
    expect(inOrder(kept.t)).toBe(true);
    expect(Math.max(...kept.v)).toBe(50);
  });

  it('takes a window with one point on either side, so the line runs on to its edges', () => {
    const { times } = columns(100, (i) => i);
    expect(windowIndices(times, [0, 100], 10 * MINUTE, 20 * MINUTE)).toEqual([9, 22]);
    expect(windowIndices(times, [0, 100], 10.5 * MINUTE, 20.5 * MINUTE)).toEqual([10, 22]);
    // Clamped to the stretch; an empty window of it is empty.
    expect(windowIndices(times, [15, 100], 10 * MINUTE, 20 * MINUTE)).toEqual([15, 22]);
    expect(windowIndices(times, [0, 5], 10 * MINUTE, 20 * MINUTE)).toEqual([5, 5]);
    expect(windowIndices(times, [50, 60], 10 * MINUTE, 20 * MINUTE)).toEqual([50, 50]);
  });

  it('shares the points of a window among the stretches between outages', () => {
    const { times, values } = columns(10_000, (i) => i % 7);
    const series = { times, values, stretches: [[0, 2_500], [2_500, 10_000]], outages: [] } as unknown as PlottedSeries;
    const whole = windowColumns(series, { start: 0, end: 10_000 * MINUTE }, 1_000, 'minmax');
    expect(whole.map((c) => c.t.length)).toEqual([250, 750]);
    // A window within the second stretch: the first gives nothing.
    const day = windowColumns(series, { start: 5_000 * MINUTE, end: 6_439 * MINUTE }, 1_600, 'lttb');
    expect(day.map((c) => c.t.length)).toEqual([0, 1_442]);
    expect(windowColumns({ ...series, stretches: [] }, { start: 0, end: MINUTE }, 10, 'lttb')).toEqual([{ t: new Float64Array(0), v: new Float64Array(0) }]);
  });
});
