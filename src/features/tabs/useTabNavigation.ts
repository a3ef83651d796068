import { useCallback, useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { tabHref, useTabsStore } from '../../stores/tabs';
import { tabForLocation, tabPath } from './routeTab';

/**
 * Keeps the tab store and the router in step: the location opens its tab (spec 4: navigation adds a
 * tab, deduplicated by path), and tab actions navigate to whichever tab the store made active.
 */
export function useTabNavigation() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const openTab = useTabsStore((s) => s.openTab);

  const tab = tabForLocation(location, matches);
  const { label, value, query } = tab ?? {};
  useEffect(() => {
    if (value && label) openTab({ label, value, query });
  }, [openTab, label, value, query]);

  const currentPath = tabPath(location.pathname);

  const goToTab = useCallback(
    (path: string) => {
      const target = useTabsStore.getState().tabs.find((open) => open.value === path);
      if (target && target.value !== currentPath) void navigate(tabHref(target));
    },
    [navigate, currentPath],
  );

  // Each action changes the store first, then shows the tab the store made active.
  const showActiveTab = () => goToTab(useTabsStore.getState().active);
  const store = useTabsStore.getState;

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
}
