import type { CSSProperties } from 'react';
import styles from './themes.module.css';
import { findTheme, type ThemeId } from './themes';

// Only the themes with touches beyond antd tokens have a module class.
const decorations: Partial<Record<ThemeId, string>> = {
  'theme-star': styles.star,
  'theme-d2': styles.d2,
  'theme-white': styles.white,
};

/**
 * Classes for the layout root: the theme id itself (Saber's global class, for any global CSS keyed on
 * it), the shared shell rules and the theme's own decorations.
 */
export function themeClassName(id: ThemeId): string {
  return [id, styles.shell, findTheme(id).dark ? styles.dark : undefined, decorations[id]].filter(Boolean).join(' ');
}

/** The theme's palette as custom properties on the layout root, for layout CSS outside antd's tokens. */
export function themeLayoutStyle(id: ThemeId): CSSProperties {
  const { palette } = findTheme(id);
  return {
    '--shell-header-bg': palette.headerBg,
    '--shell-header-text': palette.headerText,
    '--shell-sider-bg': palette.siderBg,
    '--shell-sider-text': palette.siderText,
    '--shell-body-bg': palette.bodyBg,
  } as CSSProperties;
}
