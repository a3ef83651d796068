// Times as BladeX writes them (yyyy-MM-dd HH:mm:ss, local time) to and from milliseconds.
import { formatDateTime } from '../seed';

export const formatTime = (ms: number) => formatDateTime(new Date(ms));

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
