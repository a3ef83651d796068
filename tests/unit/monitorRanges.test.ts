// @vitest-environment node
// The ranges of the monitoring pages (src/lib/monitor/timeRange) and the diagnosis run's rules (spec 5:
// a date range is required for diagnosis; quick ranges one day, three days, one week; the contract's
// 31 days, ending no later than now, and the title's 50 characters without surrounding spaces).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { diagnosisReportUrl, operationReportUrl, runProblems, titleProblem } from '../../src/features/diagnosis/diagnosisRules';
import { durationParts, lastDays, quickRangeOf, rangeDays, rangeProblem, type TimeRange } from '../../src/lib/monitor/timeRange';

const now = dayjs('2026-11-21 09:30:27');

describe('lastDays and the quick ranges', () => {
  it.each([
    [1, 'day', ['2026-11-20 09:30:00', '2026-11-21 09:30:00']],
    [3, 'threeDays', ['2026-11-18 09:30:00', '2026-11-21 09:30:00']],
    [7, 'week', ['2026-11-14 09:30:00', '2026-11-21 09:30:00']],
  ] as const)('%i day(s) end at the current minute and read back as %s', (days, key, expected) => {
    const range = lastDays(days, now);
    expect(range).toEqual(expected);
    expect(rangeDays(range)).toBe(days);
    expect(quickRangeOf(range)).toBe(key);
  });

  it('a range of another length is no quick range', () => {
    expect(quickRangeOf(['2026-11-19 00:00:00', '2026-11-21 00:00:00'])).toBeUndefined();
    expect(quickRangeOf(undefined)).toBeUndefined();
  });
});

describe('rangeProblem', () => {
  it.each<[string, TimeRange | undefined, ReturnType<typeof rangeProblem>]>([
    ['no range', undefined, 'required'],
    ['end before start', ['2026-11-21 00:00:00', '2026-11-20 00:00:00'], 'order'],
    ['end equal to start', ['2026-11-20 00:00:00', '2026-11-20 00:00:00'], 'order'],
    ['32 days', ['2026-10-20 00:00:00', '2026-11-21 00:00:00'], 'tooLong'],
    ['exactly 31 days', ['2026-10-21 00:00:00', '2026-11-21 00:00:00'], undefined],
    ['ending after now', ['2026-11-20 00:00:00', '2026-11-21 10:00:00'], 'future'],
    ['ending in the current minute', ['2026-11-20 00:00:00', '2026-11-21 09:30:00'], undefined],
  ])('%s', (_name, range, expected) => {
    expect(rangeProblem(range, 31, now)).toBe(expected);
  });
});

describe('the diagnosis run', () => {
  it.each([
    ['', undefined],
    ['周诊断', undefined],
    ['x'.repeat(50), undefined],
    ['x'.repeat(51), 'tooLong'],
    [' 周诊断', 'spaces'],
    ['周诊断 ', 'spaces'],
  ] as const)('title %j', (title, expected) => {
    expect(titleProblem(title)).toBe(expected);
  });

  it('names every problem by its message', () => {
    expect(runProblems(undefined, ' x', now)).toEqual({ range: 'diagnose.range.required', title: 'diagnose.title.spaces' });
    expect(runProblems(lastDays(3, now), '', now)).toEqual({});
  });

  it('opens the public reports by id and share code', () => {
    expect(diagnosisReportUrl('1123598890000000101', '3f9a1c07b2e84d65')).toBe('/showDiagnose?id=1123598890000000101&shareCode=3f9a1c07b2e84d65');
    expect(operationReportUrl('12', 'ab')).toBe('/deviceOperationReport?id=12&shareCode=ab');
  });
});

describe('durationParts', () => {
  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }],
    [59, { hours: 0, minutes: 0, seconds: 59 }],
    [840, { hours: 0, minutes: 14, seconds: 0 }],
    [3900, { hours: 1, minutes: 5, seconds: 0 }],
  ])('%i s', (seconds, parts) => expect(durationParts(seconds)).toEqual(parts));
});
