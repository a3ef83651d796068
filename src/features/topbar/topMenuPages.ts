/** Spec 2.5: up to this many top-menu items are shown flat. */
const FLAT_LIMIT = 15;
/** Spec 2.5 / 9: past the flat limit the items go into a vertical carousel, this many to a page (the first holds 10). */
const PAGE_SIZE = 10;
/**
 * The space between two items of a row, in px (`gap` of `.menuList` in TopBar.module.css).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const ITEM_GAP = 2;
/**
 * What the carousel's page buttons take from the row, in px (`.controls` width 28 + the carousel's gap 4).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const CAROUSEL_CONTROLS_SPACE = 32;
/** Sub-pixel widths add up to a hair over an exact fit. */
const ROUNDING = 0.5;

/** The sizes spec 2.5 gives by count alone: flat up to 15, else pages of 10. */
export function countedPageSizes(count: number): number[] {
  if (count <= FLAT_LIMIT) return [count];
  const sizes: number[] = [];
  for (let left = count; left > 0; left -= PAGE_SIZE) sizes.push(Math.min(PAGE_SIZE, left));
  return sizes;
}

/**
 * spec 2.5 where the items fit, fewer where they do not: flat when there are at most 15 and
 * their measured widths fit the row; otherwise carousel pages of at most 10 that each fit the window
 * beside the page buttons (at least one item a page). `rowWidth` is the whole menu's width.
 */
export function fittedPageSizes(widths: readonly number[], rowWidth: number): number[] {
  const rowOf = (from: number, to: number) => widths.slice(from, to).reduce((sum, width) => sum + width, 0) + ITEM_GAP * Math.max(0, to - from - 1);
  if (widths.length <= FLAT_LIMIT && rowOf(0, widths.length) <= rowWidth + ROUNDING) return [widths.length];
  const room = rowWidth - CAROUSEL_CONTROLS_SPACE + ROUNDING;
  const sizes: number[] = [];
  let start = 0;
  while (start < widths.length) {
    let end = start + 1;
    while (end < widths.length && end - start < PAGE_SIZE && rowOf(start, end + 1) <= room) end++;
    sizes.push(end - start);
    start = end;
  }
  return sizes;
}

/** The items cut into pages of the given sizes. */
export function paginate<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const pages: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    pages.push(items.slice(start, start + size));
    start += size;
  }
  return pages;
}

/**
 * The top-menu items split into the pages spec 2.5 gives by count (before anything is measured).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function topMenuPages<T>(items: readonly T[]): T[][] {
  return paginate(items, countedPageSizes(items.length));
}

/** The page that holds the item at `index` (0 when there is no such item). */
export function pageOfIndex(sizes: readonly number[], index: number): number {
  if (index < 0) return 0;
  let end = 0;
  for (const [page, size] of sizes.entries()) {
    end += size;
    if (index < end) return page;
  }
  return 0;
}

/**
 * The page that holds the item at `index` when the pages are cut by count (spec 2.5).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function pageOfItem(itemCount: number, index: number): number {
  return pageOfIndex(countedPageSizes(itemCount), index);
}

/** Keys that turn the carousel's pages, and which way: -1 up (previous), +1 down (next). */
export const PAGE_KEYS: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, PageUp: -1, ArrowDown: 1, PageDown: 1 };
