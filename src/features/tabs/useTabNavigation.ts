import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate, useRouteMatches } from '../../lib/router/appRouter';
import { tabHref, useTabsStore } from '../../stores/tabs';
import { tabForLocation, tabPath } from './routeTab';

/**
 * Keeps the tab store and the router in step: the location opens its tab (spec 4: navigation adds a
 * tab, deduplicated by path), and tab actions navigate to whichever tab the store made active.
 * Returns the path on screen and actions that keep their identity across renders (so the tab bar
 * can be memoised and a tab switch does not rebuild it twice).
 */
export function useTabNavigation() {
  const location = useLocation();
  const matches = useRouteMatches();
  const navigate = useAppNavigate();
  const openTab = useTabsStore((s) => s.openTab);

  const tab = tabForLocation(location, matches);
  const { label, value, query } = tab ?? {};
  useEffect(() => {
    if (value && label) openTab({ label, value, query });
  }, [openTab, label, value, query]);

  const currentPath = tabPath(location.pathname);
  // Read by the actions when they run, not when they were made.
  const shownPath = useRef(currentPath);
  useLayoutEffect(() => {
    shownPath.current = currentPath;
  }, [currentPath]);

  const actions = useMemo(() => {
    const store = useTabsStore.getState;
    const goToTab = (path: string) => {
      const target = store().tabs.find((open) => open.value === path);
      // A tab's page is already rendered (kept alive), so showing it is a small update: committed at
      // once in the click (flushSync) instead of as a transition that yields to the scheduler and lands
      // a frame or more later (a switch within 50 ms).
      if (target && target.value !== shownPath.current) void navigate(tabHref(target), { flushSync: true });
    };
    // Each action changes the store first, then shows the tab the store made active.
    const showActiveTab = () => goToTab(store().active);
    return {
      goToTab,
      closeTab: (path: string) => {
        store().closeTab(path);
        showActiveTab();
      },
      closeOtherTabs: () => {
        store().closeOtherTabs();
        showActiveTab();
      },
      closeAllTabs: () => {
        store().closeAllTabs();
        showActiveTab();
      },
    };
  }, [navigate]);

  return { currentPath, ...actions };
}
