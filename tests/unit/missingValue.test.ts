// BladeX's stand-ins for "no value" ("" text and dates, -1 numbers, false, [] and {}) read as no value.
import { describe, expect, it } from 'vitest';
import { codeLabel, presentCount, presentId, shownTime, UNKNOWN_MESSAGE } from '../../src/lib/format/missingValue';

describe('missing values as BladeX writes them', () => {
  it('names a known code, and says Unknown for -1, an unknown code or none', () => {
    const labels = { 0: 'off', 1: 'on' };
    expect(codeLabel(1, labels)).toBe('on');
    expect(codeLabel(0, labels)).toBe('off');
    for (const value of [-1, 3, undefined, '', {}, '1']) expect(codeLabel(value, labels)).toBe(UNKNOWN_MESSAGE);
  });

  it.each([
    ['2026-11-03 08:00:00', 10, '2026-11-03'],
    ['2026-11-03 08:00:00', 19, '2026-11-03 08:00:00'],
    ['', 10, ''],
    ['1970-01-01 08:00:00', 10, ''],
    [-1, 10, ''],
    [{}, 10, ''],
    ['not a time', 10, ''],
  ] as const)('time %j (%i characters) -> %j', (value, length, shown) => expect(shownTime(value, length)).toBe(shown));

  it('reads an id: a string one is kept, -1 (a null Long) and "" are none', () => {
    expect(presentId('1123598813738675201')).toBe('1123598813738675201');
    expect(presentId('0')).toBe('0');
    for (const value of [-1, '', undefined, null, {}]) expect(presentId(value)).toBeUndefined();
  });

  it('reads a count or a duration: 0 and up are kept, -1 and anything else are none', () => {
    expect(presentCount(0)).toBe(0);
    expect(presentCount(2820)).toBe(2820);
    for (const value of [-1, undefined, '', '5', Number.NaN, {}]) expect(presentCount(value)).toBeUndefined();
  });
});
