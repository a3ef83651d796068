import dayjs, { type Dayjs } from 'dayjs';

// Times as BladeX writes them (the contract's DateTime) and the ranges the monitoring pages filter by.

const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A [start, end] pair in the contract's `yyyy-MM-dd HH:mm:ss`. */
export type TimeRange = [string, string];

export const formatDateTime = (time: Dayjs | Date | number) => dayjs(time).format(DATE_TIME_FORMAT);
// dayjs reads `yyyy-MM-dd HH:mm:ss` as local time without the customParseFormat plugin.
export const parseDateTime = (text: string) => dayjs(text);

/** spec 5 (diagnosis): the quick ranges 一天 / 三天 / 一周, in days. */
export const QUICK_RANGES = [
  { key: 'day', days: 1 },
  { key: 'threeDays', days: 3 },
  { key: 'week', days: 7 },
] as const;
export type QuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

/** The last `days` days up to now, to the minute (a range the server accepts: it ends no later than now). */
export function lastDays(days: number, now: Dayjs = dayjs()): TimeRange {
  const end = now.startOf('minute');
  return [formatDateTime(end.subtract(days, 'day')), formatDateTime(end)];
}

/** The length of a range in days (fractional). */
export const rangeDays = ([start, end]: TimeRange) => parseDateTime(end).diff(parseDateTime(start), 'minute') / (24 * 60);

/** Which quick range a range is, if it is one (its length is exactly so many days). */
export function quickRangeOf(range: TimeRange | undefined): QuickRangeKey | undefined {
  if (!range) return undefined;
  const days = rangeDays(range);
  return QUICK_RANGES.find((quick) => quick.days === days)?.key;
}

export type RangeProblem = 'required' | 'order' | 'tooLong' | 'future';

/**
 * What is wrong with a range the server would refuse (the contract: it must end after it starts, last
 * at most `maxDays` and end no later than now); undefined when it is fine.
 */
export function rangeProblem(range: TimeRange | undefined, maxDays: number, now: Dayjs = dayjs()): RangeProblem | undefined {
  if (!range) return 'required';
  const [start, end] = range.map(parseDateTime);
  if (!start.isValid() || !end.isValid()) return 'required';
  if (!end.isAfter(start)) return 'order';
  if (end.diff(start, 'minute') > maxDays * 24 * 60) return 'tooLong';
  if (end.isAfter(now.endOf('minute'))) return 'future';
  return undefined;
}

/** Seconds as "1 h 5 min" parts, for durations of events (message values: hours, minutes, seconds). */
export function durationParts(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}
