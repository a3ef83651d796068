import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useAppearanceStore } from './appearanceStore';
import { buildThemeConfig } from './themes';

/** The ConfigProvider `theme` for the chosen theme and primary colour; stable between changes. */
export function useAntdTheme(): ThemeConfig {
  const themeId = useAppearanceStore((s) => s.themeId);
  const primaryColor = useAppearanceStore((s) => s.primaryColor);
  return useMemo(() => buildThemeConfig(themeId, primaryColor), [themeId, primaryColor]);
}
