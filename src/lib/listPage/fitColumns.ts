import type { TableColumnsType } from 'antd';

/** The checkbox column antd adds for row selection, at the list pages' size (middle/small: 16 px box, 8 px padding). */
const SELECTION_WIDTH = 32;

/**
 * Table props that size a list table from its columns: every column says its `width`, and at most one
 * (the one with the most text) leaves it open and says its `minWidth` instead, taking the room left over.
 * `scroll.x` is the sum, so a window too narrow for the columns scrolls instead of squeezing them (which cuts
 * their headers), and the fixed layout keeps cell content from pushing a column wider than it says. The
 * widths of a list page are chosen so the sum fits its page at 1366x768 in both languages: nothing scrolls
 * there, so no header sits half under a fixed column or past the table's edge.
 */
export function fitColumns<Row>(columns: TableColumnsType<Row>, options: { selection?: boolean } = {}) {
  const x = columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : (column.minWidth ?? 0)), options.selection ? SELECTION_WIDTH : 0);
  return { scroll: { x }, tableLayout: 'fixed' as const };
}
