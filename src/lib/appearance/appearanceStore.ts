import { create } from 'zustand';
import { getStore, setStore } from '../../platform/storage';
import { defaultPrimaryColor, defaultThemeId, isThemeId, type ThemeId } from './themes';

// Saber's storage names, so a choice made in the old console carries over on the same host.
const themeKey = 'themeName';
const colorKey = 'colorName';

/**
 * '#abc' or '#AABBCC' (any case) as '#AABBCC'; anything else (names, alpha, garbage) is rejected.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function normalizeHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toUpperCase();
  return /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toUpperCase() : undefined;
}

/** @internal Exported for its tests; nothing in the console imports it. */
export type AppearanceState = {
  themeId: ThemeId;
  primaryColor: string;
  setTheme: (id: ThemeId) => void;
  /** Ignores a value that is not a hex colour, so a bad value can never reach antd or storage. */
  setPrimaryColor: (color: string) => void;
};

// spec 9 / storage: theme and colour persist locally; defaults are theme-default and #409EFF.
/** @internal Exported for its tests; nothing in the console imports it. */
export function createAppearanceStore() {
  const storedTheme = getStore<unknown>(themeKey, 'local');
  return create<AppearanceState>((set) => ({
    themeId: isThemeId(storedTheme) ? storedTheme : defaultThemeId,
    primaryColor: normalizeHexColor(getStore<unknown>(colorKey, 'local')) ?? defaultPrimaryColor,
    setTheme: (id) => {
      setStore(themeKey, id, 'local');
      set({ themeId: id });
    },
    setPrimaryColor: (color) => {
      const hex = normalizeHexColor(color);
      if (!hex) return;
      setStore(colorKey, hex, 'local');
      set({ primaryColor: hex });
    },
  }));
}

export const useAppearanceStore = createAppearanceStore();
