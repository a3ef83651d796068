// Times as BladeX writes them (yyyy-MM-dd HH:mm:ss, local) and what the monitoring pages derive from them.

/** 'yyyy-MM-dd HH:mm:ss' (local time) → ms since the epoch; undefined for anything else. */
export function parseServerTime(text: string | null | undefined): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hour, minute, second);
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : undefined;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** ms → 'yyyy-MM-dd HH:mm:ss' (local), as the server takes times. */
export function formatServerTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/** The contract (MonitorItem.samplePeriod): a value older than three sample periods is stale. */
const STALE_AFTER_PERIODS = 3;

/**
 * How old a value is, in whole seconds, when it is stale (CONVENTIONS: stale is not normal - grey, with
 * its age); undefined while it is fresh or when its time is unknown.
 */
export function staleAgeSeconds(lastTime: string | undefined, samplePeriodSeconds: number, now: number): number | undefined {
  const at = parseServerTime(lastTime);
  if (at === undefined || samplePeriodSeconds <= 0) return undefined;
  const age = Math.floor((now - at) / 1000);
  return age > STALE_AFTER_PERIODS * samplePeriodSeconds ? age : undefined;
}

/** An age in seconds as the largest whole unit (for FormattedRelativeTime / "5 minutes ago"). */
export function ageInUnit(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}
