import { Component, createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  createPath,
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useRoutes,
  type Location,
  type NavigationType,
  type Params,
  type RouteObject,
  type To,
} from 'react-router-dom';

/**
 * The console's router: React Router's declarative routes over a history of our own.
 *
 * React Router's data router (createBrowserRouter) carries loaders, actions, fetchers and revalidation
 * that the console never uses: 30.0 KB gzip of the entry against 13.4 KB for the declarative router,
 * on a page (/login) with a 130 KB budget. What the console did use of it is here, small:
 * - `navigate` that stays the same function across navigations (components on screen through every tab
 *   switch must not re-render because the location changed), with `flushSync` for the tab switch;
 * - the route matches with their `handle` (tab labels, public pages);
 * - an error boundary around the routes, which shows the error element and clears on the next navigation;
 * - the live location outside React (the 401 handler, a hidden page asking where the console is).
 */

type AppNavigateOptions = { replace?: boolean; flushSync?: boolean; state?: unknown };

/** One matched route, as the tabs and gates read it. */
export type RouteMatch = { id: string; pathname: string; params: Params; handle: unknown };

type HistoryUpdate = { action: NavigationType; location: Location };
type AppHistory = ReturnType<typeof createBrowserHistory> | ReturnType<typeof createMemoryHistory>;

export type AppRouter = {
  /** The routes, each with an id ('0', '0-3', …) as the data router gave them. */
  readonly routes: RouteObject[];
  readonly history: AppHistory;
  /** Where the console is now, read at the call (not a snapshot). */
  readonly state: { location: Location; historyAction: NavigationType };
  /** Absolute paths only; the current path again replaces rather than pushes, as links do. */
  navigate: (to: To | number, options?: AppNavigateOptions) => Promise<void>;
  subscribe: (listener: (update: HistoryUpdate, flush: boolean) => void) => () => void;
};

/** Gives every route an id from its place in the tree, so a route can be told apart from another. */
function withRouteIds(routes: RouteObject[], parent?: string): RouteObject[] {
  return routes.map((route, index) => {
    const id = route.id ?? (parent === undefined ? String(index) : `${parent}-${index}`);
    return { ...route, id, children: route.children && withRouteIds(route.children, id) } as RouteObject;
  });
}

/** The browser's address bar, or (with `initialEntries`, for tests) an address kept in memory. */
export function createAppRouter(routes: RouteObject[], options: { initialEntries?: string[] } = {}): AppRouter {
  const history: AppHistory = options.initialEntries
    ? createMemoryHistory({ initialEntries: options.initialEntries, v5Compat: true })
    : createBrowserHistory({ v5Compat: true });
  const listeners = new Set<(update: HistoryUpdate, flush: boolean) => void>();
  let flushNext = false;
  // A history takes one listener: the router is it, and hands each update on.
  history.listen(({ action, location }) => {
    const flush = flushNext;
    flushNext = false;
    for (const listener of listeners) listener({ action, location }, flush);
  });
  return {
    routes: withRouteIds(routes),
    history,
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    navigate(to, { replace, state, flushSync: flush = false } = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const samePlace = createPath(typeof to === 'string' ? { pathname: to } : to) === createPath(history.location);
      flushNext = flush;
      if (replace ?? samePlace) history.replace(to, state);
      else history.push(to, state);
      flushNext = false;
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const AppRouterContext = createContext<AppRouter | null>(null);
/** The matches of the current address (read with useRouteMatches; provided again by the kept-alive tabs). */
export const RouteMatchesContext = createContext<readonly RouteMatch[] | null>(null);
const RouteErrorContext = createContext<unknown>(undefined);

/**
 * Renders the router's routes. A navigation is a transition (the page on screen stays until the next
 * one is ready), except one asked with `flushSync`, which is committed at once.
 */
export function AppRouterProvider({ router, errorElement }: { router: AppRouter; errorElement: ReactNode }) {
  const [update, setUpdate] = useState<HistoryUpdate>(() => ({ action: router.history.action, location: router.history.location }));
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next, flush) => (flush ? flushSync(() => setUpdate(next)) : startTransition(() => setUpdate(next))));
    // A navigation made between the first render and this subscription (a child's layout effect) is not lost.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- catching up with the history once, at subscription
    if (router.history.location !== update.location) setUpdate({ action: router.history.action, location: router.history.location });
    return unsubscribe;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once per router; the check above is for the first render only
  }, [router]);
  return (
    <AppRouterContext.Provider value={router}>
      <Router location={update.location} navigationType={update.action} navigator={router.history}>
        <RoutesView routes={router.routes} errorElement={errorElement} />
      </Router>
    </AppRouterContext.Provider>
  );
}

function RoutesView({ routes, errorElement }: { routes: RouteObject[]; errorElement: ReactNode }) {
  const location = useLocation();
  const element = useRoutes(routes);
  const { pathname } = location;
  const matches = useMemo(
    () => (matchRoutes(routes, pathname) ?? []).map(({ route, pathname: matched, params }) => ({ id: route.id ?? '', pathname: matched, params, handle: route.handle as unknown })),
    [routes, pathname],
  );
  return (
    <RouteMatchesContext.Provider value={matches}>
      <RouteErrorBoundary location={location} errorElement={errorElement}>
        {element}
      </RouteErrorBoundary>
    </RouteMatchesContext.Provider>
  );
}

type BoundaryProps = { location: Location; errorElement: ReactNode; children: ReactNode };
type BoundaryState = { error: unknown; failed: boolean; location: Location };

/** What a route throws while rendering shows the error element, until the console goes somewhere (again). */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A navigation (a retry to the same address is a new location too) renders the routes again.
    return props.location === state.location ? null : { error: undefined, failed: false, location: props.location };
  }

  render() {
    return this.state.failed ? <RouteErrorContext.Provider value={this.state.error}>{this.props.errorElement}</RouteErrorContext.Provider> : this.props.children;
  }
}

/** The router, for what must read where the console is now (not where a hidden page last was). */
export function useAppRouter(): AppRouter | null {
  return useContext(AppRouterContext);
}

/**
 * `navigate` for components that stay on screen across navigations (top bar, tab bar, search): the
 * same function for the router's whole life, so calling it re-renders nothing on a tab switch.
 */
export function useAppNavigate() {
  const router = useContext(AppRouterContext);
  if (!router) throw new Error('useAppNavigate needs the console router (AppRouterProvider).');
  return router.navigate;
}

/** The routes matched by the current address, outermost first. */
export function useRouteMatches(): readonly RouteMatch[] {
  const matches = useContext(RouteMatchesContext);
  if (!matches) throw new Error('useRouteMatches needs the console router (AppRouterProvider).');
  return matches;
}

/** What the routes threw, inside the error element. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
