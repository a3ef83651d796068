import { create } from 'zustand';
import { getStore, setStore } from '../platform/storage';

export type Language = 'zh-CN' | 'en-US';

const initialLanguage = (): Language => (getStore<Language>('language', 'local') === 'en-US' ? 'en-US' : 'zh-CN');

type PreferencesState = {
  language: Language;
  setLanguage: (language: Language) => void;
};

// spec 9: zh by default, stored locally as 'language'.
export const usePreferencesStore = create<PreferencesState>((set) => ({
  language: initialLanguage(),
  setLanguage: (language) => {
    setStore('language', language, 'local');
    set({ language });
  },
}));
