import { formatServerTime } from '../../../lib/monitor/monitorTime';

/**
 * The overview's week: from local midnight six days ago to the coming midnight (today included; the
 * server ends a range that reaches past now at now). The same all day, so a live refresh asks for the
 * same range and react-query keeps one cache entry per card.
 */
export function lastSevenDays(now: number): { startTime: string; endTime: string } {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  start.setDate(start.getDate() - 6);
  end.setDate(end.getDate() + 1);
  return { startTime: formatServerTime(start.getTime()), endTime: formatServerTime(end.getTime()) };
}
