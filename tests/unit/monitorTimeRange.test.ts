import { describe, expect, it } from 'vitest';
import { formatServerTime, parseServerTime } from '../../src/lib/monitor/serverTime';
import { ageOf, freshnessOf } from '../../src/lib/monitor/staleness';
import { customRangeProblem, DAY_MS, isLiveRange, resolveRange, timeRangeParam, zoomParam, type TimeRange } from '../../src/lib/monitor/timeRange';

const at = (text: string) => parseServerTime(text)!;
const read = (search: string) => timeRangeParam.read(new URLSearchParams(search), 'range');
const written = (value: TimeRange | undefined, search = '') => {
  const params = new URLSearchParams(search);
  timeRangeParam.write(params, 'range', value);
  return params.toString();
};

describe('server times (yyyy-MM-dd HH:mm:ss, local)', () => {
  it.each([
    ['a time', '2026-11-21 09:30:05', true],
    ['an impossible day', '2026-02-30 09:30:05', false],
    ['an hour past 23', '2026-11-21 24:00:00', false],
    ['ISO with a T', '2026-11-21T09:30:05', false],
    ['no seconds', '2026-11-21 09:30', false],
    ['nothing', '', false],
  ])('%s', (_name, text, valid) => {
    const ms = parseServerTime(text);
    expect(ms !== undefined).toBe(valid);
    if (valid) expect(formatServerTime(ms!)).toBe(text);
  });
});

describe('the time range in the address', () => {
  it.each([
    ['a quick range', 'range=3d', { kind: 'quick', quick: '3d' }],
    ['a quick range wins over from/to', 'range=7d&from=2026-11-20+08:00:00&to=2026-11-21+08:00:00', { kind: 'quick', quick: '7d' }],
    ['a custom range', 'from=2026-11-20+08:00:00&to=2026-11-21+08:00:00', { kind: 'custom', from: '2026-11-20 08:00:00', to: '2026-11-21 08:00:00' }],
    ['an unknown quick range', 'range=2d', undefined],
    ['an end before the start', 'from=2026-11-21+08:00:00&to=2026-11-20+08:00:00', undefined],
    ['more than 31 days', 'from=2026-10-01+00:00:00&to=2026-11-02+00:00:00', undefined],
    ['exactly 31 days', 'from=2026-10-01+00:00:00&to=2026-11-01+00:00:00', { kind: 'custom', from: '2026-10-01 00:00:00', to: '2026-11-01 00:00:00' }],
    ['a malformed time', 'from=yesterday&to=2026-11-21+08:00:00', undefined],
    ['nothing', '', undefined],
  ])('reads %s', (_name, search, range) => expect(read(search)).toEqual(range));

  it('writes a quick range as range= and a custom one as from/to, each replacing the other', () => {
    expect(written({ kind: 'quick', quick: '1d' }, 'from=a&to=b&items=1')).toBe('items=1&range=1d');
    expect(written({ kind: 'custom', from: '2026-11-20 08:00:00', to: '2026-11-21 08:00:00' }, 'range=1d')).toBe('from=2026-11-20+08%3A00%3A00&to=2026-11-21+08%3A00%3A00');
    expect(written(undefined, 'range=1d&from=a&to=b&x=1')).toBe('x=1');
  });

  it('resolves a quick range at now and a custom one as it is', () => {
    const now = at('2026-11-21 09:30:00');
    expect(resolveRange({ kind: 'quick', quick: '3d' }, now)).toEqual({ start: now - 3 * DAY_MS, end: now });
    expect(resolveRange({ kind: 'custom', from: '2026-11-20 08:00:00', to: '2026-11-21 08:00:00' }, now)).toEqual({ start: at('2026-11-20 08:00:00'), end: at('2026-11-21 08:00:00') });
  });

  it('refreshes only ranges that still grow', () => {
    const now = at('2026-11-21 09:30:00');
    expect(isLiveRange({ kind: 'quick', quick: '1d' }, now)).toBe(true);
    expect(isLiveRange({ kind: 'custom', from: '2026-11-20 08:00:00', to: '2026-11-21 08:00:00' }, now)).toBe(false);
    expect(isLiveRange({ kind: 'custom', from: '2026-11-21 08:00:00', to: '2026-11-21 12:00:00' }, now)).toBe(true);
  });

  it.each([
    ['in order', 0, DAY_MS, undefined],
    ['the same time twice', DAY_MS, DAY_MS, 'order'],
    ['reversed', DAY_MS, 0, 'order'],
    ['31 days', 0, 31 * DAY_MS, undefined],
    ['a minute over 31 days', 0, 31 * DAY_MS + 60_000, 'tooLong'],
  ])('a custom span %s', (_name, start, end, problem) => expect(customRangeProblem(start, end)).toBe(problem));

  it('keeps a zoom window as zoom=<start>~<end>', () => {
    const params = new URLSearchParams();
    zoomParam.write(params, 'zoom', { start: at('2026-11-20 08:00:00'), end: at('2026-11-20 20:00:00') });
    expect(params.get('zoom')).toBe('2026-11-20 08:00:00~2026-11-20 20:00:00');
    expect(zoomParam.read(params, 'zoom')).toEqual({ start: at('2026-11-20 08:00:00'), end: at('2026-11-20 20:00:00') });
    expect(zoomParam.read(new URLSearchParams('zoom=2026-11-20 20:00:00~2026-11-20 08:00:00'), 'zoom')).toBeUndefined();
    zoomParam.write(params, 'zoom', undefined);
    expect(params.has('zoom')).toBe(false);
  });
});

describe('stale values (older than three sample periods)', () => {
  const now = at('2026-11-21 09:30:00');
  it.each([
    ['never reported', undefined, 60, 'none'],
    ['one period old', '2026-11-21 09:29:00', 60, 'fresh'],
    ['exactly three periods old', '2026-11-21 09:27:00', 60, 'fresh'],
    ['just over three periods', '2026-11-21 09:26:59', 60, 'stale'],
    ['a slow item, ten minutes old', '2026-11-21 09:20:00', 300, 'fresh'],
    ['a time ahead of the clock', '2026-11-21 09:31:00', 60, 'fresh'],
  ])('%s', (_name, lastTime, samplePeriod, kind) => expect(freshnessOf({ lastTime, samplePeriod }, now).kind).toBe(kind));

  it.each([
    [42_000, { value: 42, unit: 'second' }],
    [3 * 60_000 + 5_000, { value: 3, unit: 'minute' }],
    [5 * 3_600_000, { value: 5, unit: 'hour' }],
    [2 * DAY_MS + 1, { value: 2, unit: 'day' }],
  ])('an age of %i ms reads as %o', (ms, age) => expect(ageOf(ms)).toEqual(age));
});
