// Times as BladeX writes them (yyyy-MM-dd HH:mm:ss, local time) to and from milliseconds.
import { formatDateTime } from '../clock';

/** The local day last formatted: its midnight, length and 'yyyy-MM-dd ' (series format thousands of times a day). */
let formatted = { start: NaN, end: NaN, prefix: '' };
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatTime(ms: number): string {
  if (!(ms >= formatted.start && ms < formatted.end)) {
    const start = startOfDay(ms);
    const end = nextDay(ms);
    // A day of daylight-saving change is not 24 hours long: those times take the slow way.
    if (end - start !== 86_400_000) return formatDateTime(new Date(ms));
    formatted = { start, end, prefix: formatDateTime(new Date(start)).slice(0, 11) };
  }
  const seconds = Math.floor((ms - formatted.start) / 1000);
  return `${formatted.prefix}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** 'yyyy-MM-dd HH:mm:ss' (local) → ms; undefined for anything else. */
export function parseTime(text: string | null | undefined): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const date = new Date(y, mo - 1, d, h, mi, s);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date.getTime() : undefined;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** The local day of a time, yyyy-MM-dd. */
export const dayOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
};
/** Local midnight of the day a time is in. */
export const startOfDay = (ms: number) => new Date(new Date(ms).setHours(0, 0, 0, 0)).getTime();
/** Local midnight of the next day. */
export const nextDay = (ms: number) => {
  const d = new Date(startOfDay(ms));
  d.setDate(d.getDate() + 1);
  return d.getTime();
};
