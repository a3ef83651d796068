import { Activity, memo, useContext, useEffect, useRef, useState, type ComponentType, type ContextType, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router-dom';
import { RouteMatchesContext, useRouteMatches } from '../../lib/router/appRouter';
import { useTabsStore } from '../../stores/tabs';
import styles from './KeepAliveOutlet.module.css';
import { isKeptWithoutTab, tabPath } from './routeTab';
import { useScrollMemory } from './useScrollMemory';

/** A kept page: the element first rendered for its path, and the route it came from. */
type KeptPage = { element: ReactElement; routeId: string };
type KeptPages = ReadonlyMap<string, KeptPage>;
type ShownPage = { path: string; element: ReactElement | null; routeId: string };
/** An error boundary put around each page, so a failing page takes down its own tab only. */
type PageBoundary = ComponentType<{ children: ReactNode }>;

/**
 * The pages to keep after this render: those of `alive` tabs. A page keeps its first element for as
 * long as its path leads to the same route: re-using it lets React skip the whole page when its tab
 * is shown again (its route data depends on the path only; the search comes from the live location).
 * Returns `kept` itself when nothing changed, so the caller can tell whether to store a new map.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function nextKeptPages(kept: KeptPages, shown: ShownPage, alive: readonly string[]): KeptPages {
  const stale = [...kept.keys()].some((path) => !alive.includes(path));
  const add = shown.element !== null && alive.includes(shown.path) && kept.get(shown.path)?.routeId !== shown.routeId;
  if (!stale && !add) return kept;
  const next = new Map([...kept].filter(([path]) => alive.includes(path)));
  if (add && shown.element) next.set(shown.path, { element: shown.element, routeId: shown.routeId });
  return next;
}

/**
 * Replaces <Outlet/> in the main layout: renders the page of every kept-alive tab, showing the
 * current one and hiding the rest (hidden, not unmounted), so form input, scroll position and table
 * page survive a tab switch (spec 2.4). A closed tab's page leaves `alive`, is dropped from the map
 * and unmounts: nothing of it stays referenced.
 */
export function KeepAliveOutlet({ boundary }: { boundary?: PageBoundary }) {
  const outlet = useOutlet();
  const shownPath = tabPath(useLocation().pathname);
  const matches = useRouteMatches();
  const routeId = matches.at(-1)?.id ?? '';
  const tabPages = useTabsStore((s) => s.alive);
  const keptWithoutTab = useTabsStore((s) => s.keptWithoutTab);
  const keepWithoutTab = useTabsStore((s) => s.keepWithoutTab);
  const keepShownWithoutTab = isKeptWithoutTab(matches);
  const [kept, setKept] = useState<KeptPages>(() => new Map());

  // spec 2.1: a page kept alive without a tab takes the one slot for such pages.
  useEffect(() => {
    if (keepShownWithoutTab) keepWithoutTab(shownPath);
  }, [keepShownWithoutTab, keepWithoutTab, shownPath]);
  const alive = keptWithoutTab ? [...tabPages, keptWithoutTab] : tabPages;

  // Derived during render (React's "adjust state on change" pattern): one extra render, no effect lag.
  const next = nextKeptPages(kept, { path: shownPath, element: outlet, routeId }, alive);
  if (next !== kept) setKept(next);

  // One keyed list, so the page on screen keeps its place (and its state) when it becomes kept.
  const paths = next.has(shownPath) ? [...next.keys()] : [...next.keys(), shownPath];
  return paths.map((path) => (
    <KeptPageView key={path} shown={path === shownPath} boundary={boundary}>
      {next.get(path)?.element ?? outlet}
    </KeptPageView>
  ));
}

/** Memoised: a tab switch re-renders only the page that hides and the page that shows. */
const KeptPageView = memo(function KeptPageView({ shown, boundary: Boundary, children }: { shown: boolean; boundary?: PageBoundary; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useScrollMemory(root, shown);
  return (
    <div ref={root} className={styles.page} hidden={!shown} inert={!shown}>
      {import.meta.env.VITE_KEEPALIVE === 'css' ? (
        <RouterStateWhileShown shown={shown}>{Boundary ? <Boundary>{children}</Boundary> : children}</RouterStateWhileShown>
      ) : (
        <Activity mode={shown ? 'visible' : 'hidden'}>
          <RouterStateWhileShown shown={shown}>{Boundary ? <Boundary>{children}</Boundary> : children}</RouterStateWhileShown>
        </Activity>
      )}
    </div>
  );
});

type RouterState = { location: ContextType<typeof LocationContext>; matches: ContextType<typeof RouteMatchesContext> };

/**
 * A hidden page goes on seeing the router as it was when the page was last shown. Every navigation
 * gives the router's location and matches contexts new values, and every page that reads them
 * (useLocation and the hooks built on it, useRouteMatches) re-rendered with everything in it, hidden or
 * not: with 20 tabs a switch re-rendered 20 pages (at most 50 ms a switch). Providing the last shown
 * values again means a hidden page sees no change: React may still call the component that reads the
 * router, but nothing below it renders again. Shown again, the page sees the live router (it is still
 * at its own path while hidden, so the values are the same ones it last saw).
 */
function RouterStateWhileShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const location = useContext(LocationContext);
  const matches = useContext(RouteMatchesContext);
  const [lastShown, setLastShown] = useState<RouterState>({ location, matches });
  // Back at the very address it was left at, the page sees the very objects it saw (a real page
  // re-rendered in full on every show only because its tab's navigation made new ones). The CSS outlet
  // keeps handing the new ones over: its hidden pages' effects never stop, and a new location is how
  // they learn that they are shown again.
  const samePlace = import.meta.env.VITE_KEEPALIVE !== 'css' && sameAddress(lastShown.location.location, location.location);
  // Adjusted while rendering (no effect lag): the snapshot follows the router only while shown.
  if (shown && !samePlace && (lastShown.location !== location || lastShown.matches !== matches)) setLastShown({ location, matches });
  const seen = shown && !samePlace ? { location, matches } : lastShown;
  return (
    <LocationContext.Provider value={seen.location}>
      <RouteMatchesContext.Provider value={seen.matches}>{children}</RouteMatchesContext.Provider>
    </LocationContext.Provider>
  );
}

type Address = { pathname: string; search: string; hash: string; state: unknown };
const sameAddress = (a: Address, b: Address) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
