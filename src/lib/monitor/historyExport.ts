// The CSV of a trend or compare chart: exactly what is plotted - the points the server sent (its min/max
// buckets when it downsampled), of the series shown, within the zoom window - one row per point, so
// series sampled at different times keep their own times.
import type { CsvCell } from '../download/csv';
import { pointsWithin, type PlottedSeries } from './historyData';
import { formatServerTime } from './monitorTime';
import type { ResolvedRange } from './trendRange';

export type HistoryCsvHeader = { device: string; item: string; unit: string; time: string; value: string };

export function historyCsv(plotted: PlottedSeries[], window: ResolvedRange, header: HistoryCsvHeader): { header: string[]; rows: CsvCell[][] } {
  const rows: CsvCell[][] = [];
  for (const series of plotted) {
    const { deviceName, itemName, unit } = series.source;
    for (const [time, value] of pointsWithin(series, window.start, window.end)) rows.push([deviceName, itemName, unit, formatServerTime(time), value]);
  }
  return { header: [header.device, header.item, header.unit, header.time, header.value], rows };
}

/** A file name stamp of a window: `20261121-0930_20261122-0930`. */
export function windowStamp(window: ResolvedRange): string {
  const stamp = (ms: number) => formatServerTime(ms).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-');
  return `${stamp(window.start)}_${stamp(window.end)}`;
}
