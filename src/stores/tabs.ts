import { create } from 'zustand';
import { appConfig } from '../lib/config';
import { getStore, setStore } from '../lib/storage';

export type Tab = { label: string; value: string; close: boolean };

/** spec 2.2: home is the default first tab and cannot be closed. */
export const homeTab: Tab = { label: 'menu.home', value: appConfig.homePath, close: false };

type TabsState = {
  tabs: Tab[];
  active: string;
  resetToHome: () => void;
};

export const useTabsStore = create<TabsState>((set) => ({
  tabs: getStore<Tab[]>('tagList') ?? [homeTab],
  active: getStore<string>('tag') ?? homeTab.value,
  resetToHome: () => {
    setStore('tagList', [homeTab]);
    setStore('tag', homeTab.value);
    set({ tabs: [homeTab], active: homeTab.value });
  },
}));
