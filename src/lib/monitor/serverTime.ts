// Times as the BladeX server writes them (`yyyy-MM-dd HH:mm:ss`, the server's local time, which the
// console reads as the browser's local time) to and from milliseconds.

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` → ms; undefined for anything else (a malformed or impossible date). */
export function parseServerTime(text: string | null | undefined): number | undefined {
  const match = SERVER_TIME.exec(text ?? '');
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute, second);
  return date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hour ? date.getTime() : undefined;
}

/** ms → `yyyy-MM-dd HH:mm:ss` (local time), as the server takes it. */
export function formatServerTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}
