/** Spec 2.5: up to this many top-menu items are shown flat. */
export const FLAT_LIMIT = 15;
/** Spec 2.5: past the flat limit the items page vertically, this many to a page (the first holds 10). */
export const PAGE_SIZE = 10;

/** The top-menu items split into the pages the top bar shows; one page when they fit flat. */
export function topMenuPages<T>(items: readonly T[]): T[][] {
  if (items.length <= FLAT_LIMIT) return [[...items]];
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += PAGE_SIZE) pages.push(items.slice(start, start + PAGE_SIZE));
  return pages;
}

/** Spec 2.5: an http(s) menu path opens inside the console's iframe page. */
export function topMenuTarget(path: string): string {
  return /^https?:\/\//i.test(path) ? `/myiframe/${encodeURIComponent(path)}` : path;
}
