// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatServerTime, parseServerTime } from '../../src/lib/monitor/monitorTime';
import { customRangeProblem, DAY_MS, isLiveRange, resolveRange, timeRangeParam, zoomParam, type TimeRange } from '../../src/lib/monitor/trendRange';

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
