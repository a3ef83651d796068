import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { useAppearanceStore } from './appearanceStore';
import { buildThemeConfig } from './themes';

/**
 * The ConfigProvider `theme` for the chosen theme and primary colour; stable between changes. A user
 * who asked the system for reduced motion gets antd without its zoom, fade and slide animations.
 */
export function useAntdTheme(): ThemeConfig {
  const themeId = useAppearanceStore((s) => s.themeId);
  const primaryColor = useAppearanceStore((s) => s.primaryColor);
  const reduceMotion = usePrefersReducedMotion();
  return useMemo(() => {
    const config = buildThemeConfig(themeId, primaryColor);
    return reduceMotion ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [themeId, primaryColor, reduceMotion]);
}
