import { samePath } from '../../lib/menu/menuTarget';
import { homeTab, type Tab } from '../../stores/tabs';

/**
 * What a route's `handle` says about its tab. Pages declare their label here, e.g.
 * `{ path: 'index', element: <HomePage />, handle: { label: 'menu.home' } }`.
 */
type TabRouteHandle = {
  /** Message id, or literal text from a server menu, shown on the tab. */
  label?: string;
  /** spec 2.4: `false` marks a page that opens without a tab. */
  isTab?: boolean;
  /**
   * spec 2.1: a page without a tab that is still kept alive (the embedded page): the last one shown
   * stays mounted, hidden, so going back to it (from the menu) finds it as it was.
   */
  keepAlive?: boolean;
};

/** One path per page: '/a/' and '/a' are the same tab. */
export const tabPath = samePath;

const asHandle = (handle: unknown): TabRouteHandle =>
  typeof handle === 'object' && handle !== null ? (handle as TabRouteHandle) : {};

/**
 * The tab a location opens, or undefined. Only the deepest route speaks: a page without a label
 * (an index route that only redirects, a layout) opens no tab, so a redirect never leaves one behind.
 * Home is always a tab (spec 2.2), even when its route declares nothing.
 */
export function tabForLocation(
  location: { pathname: string; search: string },
  matches: ReadonlyArray<{ handle: unknown }>,
): Tab | undefined {
  const value = tabPath(location.pathname);
  const handle = asHandle(matches.at(-1)?.handle);
  if (handle.isTab === false) return undefined;
  const label = handle.label ?? (value === homeTab.value ? homeTab.label : undefined);
  if (!label) return undefined;
  return { label, value, query: location.search || undefined };
}

/** Whether the deepest route asks to be kept alive without a tab. */
export function isKeptWithoutTab(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  const handle = asHandle(matches.at(-1)?.handle);
  return handle.isTab === false && handle.keepAlive === true;
}
