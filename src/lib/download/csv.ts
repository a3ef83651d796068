import { saveBlob } from './saveBlob';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, a quote or a line break. A text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe - a device name
 * typed as `=HYPERLINK(...)` stays text when the operator opens the export (OWASP CSV injection).
 * Numbers are written as they are, so negative values stay numbers.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV text: a header row, then the rows; CRLF line ends as RFC 4180 writes them.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/**
 * Saves a CSV file. A UTF-8 byte-order mark first, so Excel opens Chinese text as UTF-8 instead of
 * the system code page.
 */
export function saveCsv(name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  saveBlob(new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), name.endsWith('.csv') ? name : `${name}.csv`);
}
