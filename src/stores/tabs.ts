import { create } from 'zustand';
import { appConfig } from '../platform/config';
import { getStore, setStore } from '../platform/storage';

/**
 * An open page (spec 3, Tab). The path (`value`) is its identity, so tabs are deduplicated by path;
 * `query` is the search string it was last shown with, so going back to the tab restores it.
 * `label` is a message id, or literal text when it comes from a server menu.
 */
export type Tab = { label: string; value: string; query?: string };

/** spec 2.2: home is the default first tab. */
export const homeTab: Tab = { label: 'menu.home', value: appConfig.homePath };

type OpenTabOptions = { keepAlive?: boolean };

type TabsState = {
  tabs: Tab[];
  /** Path of the shown tab. */
  active: string;
  /**
   * Paths whose page stays mounted while hidden (keep-alive). Not persisted: page state does not
   * survive a reload. Clearing the cache empties it down to the active tab.
   */
  alive: string[];
  /** spec 2.1: the one page kept alive without a tab (the last embedded page shown), if any. */
  keptWithoutTab?: string;
  /** Keeps `path` alive without a tab, in place of the one kept before. */
  keepWithoutTab: (path: string) => void;
  /**
   * spec 4: navigation adds a tab, or re-activates the one with the same path. Its page is kept alive
   * unless `keepAlive` is false (a server menu's meta.keepAlive): then it unmounts when left.
   */
  openTab: (tab: Tab, options?: OpenTabOptions) => void;
  /** spec 4: the last tab cannot be closed; closing the active one activates the previous, or the first. */
  closeTab: (value: string) => void;
  /** Keeps the active tab and home (Saber's rule: home stays the first tab). */
  closeOtherTabs: () => void;
  /** spec 4: close all goes back to home. */
  closeAllTabs: () => void;
  /** spec 2.4 (clear cache): drops the kept page state of every tab but the active one. */
  dropHiddenPages: () => void;
  /** spec 4 (login, logout): tabs reset to home. */
  resetToHome: () => void;
};

export const canCloseTab = (tabs: readonly Tab[]) => tabs.length > 1;

/** The address of a tab, for navigation. */
export const tabHref = (tab: Tab) => `${tab.value}${tab.query ?? ''}`;

const isTab = (value: unknown): value is Tab =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Tab).label === 'string' &&
  typeof (value as Tab).value === 'string' &&
  ['string', 'undefined'].includes(typeof (value as Tab).query);

/** Session storage is outside our control: keep only well-formed tabs, never an empty bar. */
function loadTabs(): Pick<TabsState, 'tabs' | 'active'> {
  const stored = getStore<unknown>('tagList');
  const tabs = Array.isArray(stored) ? stored.filter(isTab).map(({ label, value, query }) => ({ label, value, query })) : [];
  if (tabs.length === 0) return { tabs: [homeTab], active: homeTab.value };
  const active = getStore<unknown>('tag');
  return { tabs, active: tabs.some((tab) => tab.value === active) ? (active as string) : tabs[0].value };
}

const homeOnly = (alive: readonly string[]) => ({
  tabs: [homeTab],
  active: homeTab.value,
  alive: alive.filter((path) => path === homeTab.value),
});

export const useTabsStore = create<TabsState>((set, get) => {
  // Every change goes to session storage under the keys Saber used.
  const update = (next: Partial<Pick<TabsState, 'tabs' | 'active' | 'alive' | 'keptWithoutTab'>>) => {
    const previous = get();
    set(next);
    const { tabs, active } = get();
    if (next.tabs && next.tabs !== previous.tabs) setStore('tagList', tabs);
    if (next.active !== undefined) setStore('tag', active);
  };

  return {
    ...loadTabs(),
    alive: [],
    keptWithoutTab: undefined,

    keepWithoutTab: (path) => {
      if (get().keptWithoutTab !== path) update({ keptWithoutTab: path });
    },

    openTab: (tab, { keepAlive = true } = {}) => {
      const { tabs, alive } = get();
      const index = tabs.findIndex((open) => open.value === tab.value);
      const known = tabs[index];
      const unchanged = known && known.label === tab.label && known.query === tab.query;
      // An unchanged bar keeps its array, so a tab switch re-renders no more than the active mark.
      const nextTabs = unchanged ? tabs : index === -1 ? [...tabs, tab] : tabs.map((open, i) => (i === index ? { ...open, ...tab } : open));
      const kept = alive.includes(tab.value);
      const nextAlive = keepAlive === kept ? alive : keepAlive ? [...alive, tab.value] : alive.filter((path) => path !== tab.value);
      update({ tabs: nextTabs, active: tab.value, alive: nextAlive });
    },

    closeTab: (value) => {
      const { tabs, active, alive } = get();
      const index = tabs.findIndex((tab) => tab.value === value);
      if (index === -1 || !canCloseTab(tabs)) return;
      const nextTabs = tabs.filter((_, i) => i !== index);
      const nextActive = value === active ? nextTabs[Math.max(0, index - 1)].value : active;
      update({ tabs: nextTabs, active: nextActive, alive: alive.filter((path) => path !== value) });
    },

    closeOtherTabs: () => {
      const { tabs, active, alive } = get();
      const kept = tabs.filter((tab) => tab.value === active || tab.value === homeTab.value);
      const keptPaths = kept.map((tab) => tab.value);
      update({ tabs: kept, alive: alive.filter((path) => keptPaths.includes(path)) });
    },

    closeAllTabs: () => update(homeOnly(get().alive)),

    dropHiddenPages: () => {
      const { active, alive } = get();
      update({ alive: alive.filter((path) => path === active), keptWithoutTab: undefined });
    },

    resetToHome: () => update({ ...homeOnly([]), keptWithoutTab: undefined }),
  };
});
