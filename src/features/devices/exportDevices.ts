// The device list's CSV export - every device of the filtered list (all pages, not only the
// shown one), in the list's order, with the words the operator sees.
import type { GetDevicePageParams, MonitorDevice, MonitorDevicePage, MonitorState } from '../../../generated/model';
import type { CsvCell } from '../../lib/download/csv';

/**
 * The contract's largest page (Size: maximum 1000): the fewest calls for a long list.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const EXPORT_PAGE_SIZE = 1000;

export type ExportFilters = Omit<GetDevicePageParams, 'current' | 'size'>;
export type FetchDevicePage = (params: GetDevicePageParams, signal: AbortSignal) => Promise<MonitorDevicePage | undefined>;

/**
 * Pages through the filtered list until the server's total is reached (or a page comes back empty).
 * States move while the export runs, so a device that slid to the next page is kept once, where it
 * was first seen. `onProgress` gets the devices so far and the total; `signal` cancels between pages.
 */
export async function fetchAllDevices(
  filters: ExportFilters,
  fetchPage: FetchDevicePage,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<MonitorDevice[]> {
  const seen = new Map<string, MonitorDevice>();
  let total = Infinity;
  for (let current = 1; seen.size < total; current++) {
    signal.throwIfAborted();
    const page = await fetchPage({ ...filters, current, size: EXPORT_PAGE_SIZE }, signal);
    const records = page?.records ?? [];
    total = page?.total ?? 0;
    for (const device of records) if (!seen.has(device.deviceId)) seen.set(device.deviceId, device);
    onProgress(Math.min(seen.size, total), total);
    if (records.length < EXPORT_PAGE_SIZE) break;
  }
  return [...seen.values()];
}

export type DeviceCsvWords = {
  header: readonly string[];
  state: (state: MonitorState) => string;
};

/** The export's columns, in the order of `words.header` (see devices.csv.* messages). */
export const DEVICE_CSV_COLUMNS = [
  'deviceName',
  'deviceType',
  'deptName',
  'deptPath',
  'status',
  'statusSince',
  'actualValue',
  'unit',
  'warnValue',
  'alarmValue',
  'frequencyBand',
  'itemCount',
  'alarmItemCount',
  'warnItemCount',
  'lastTime',
] as const;

/** One row per device; numbers stay numbers, absent values are empty cells. */
export function deviceCsvRows(devices: readonly MonitorDevice[], words: DeviceCsvWords): CsvCell[][] {
  return devices.map((d) => [
    d.deviceName,
    d.deviceType,
    d.deptName,
    d.deptPath,
    words.state(d.status),
    d.statusSince,
    d.actualValue,
    d.unit,
    d.warnValue,
    d.alarmValue,
    d.frequencyBand,
    d.itemCount,
    d.alarmItemCount,
    d.warnItemCount,
    d.lastTime,
  ]);
}

/** 设备列表-申能集团-20261121093000.csv: what, whose, when. */
export function exportFileName(base: string, company: string | undefined, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_');
  return [base, company, stamp].filter(Boolean).map((part) => safe(part!)).join('-') + '.csv';
}
