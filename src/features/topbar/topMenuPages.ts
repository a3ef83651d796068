/** Spec 2.5: up to this many top-menu items are shown flat. */
export const FLAT_LIMIT = 15;
/** Spec 2.5 / 9: past the flat limit the items go into a vertical carousel, this many to a page (the first holds 10). */
export const PAGE_SIZE = 10;

/** The top-menu items split into the pages the top bar shows; one page when they fit flat. */
export function topMenuPages<T>(items: readonly T[]): T[][] {
  if (items.length <= FLAT_LIMIT) return [[...items]];
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += PAGE_SIZE) pages.push(items.slice(start, start + PAGE_SIZE));
  return pages;
}

/** The page that holds the item at `index` (0 when there is no such item). */
export function pageOfItem(itemCount: number, index: number): number {
  if (index < 0 || itemCount <= FLAT_LIMIT) return 0;
  return Math.floor(index / PAGE_SIZE);
}

/** Keys that turn the carousel's pages, and which way: -1 up (previous), +1 down (next). */
export const PAGE_KEYS: Readonly<Record<string, -1 | 1>> = { ArrowUp: -1, PageUp: -1, ArrowDown: 1, PageDown: 1 };
