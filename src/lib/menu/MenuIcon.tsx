import { lazy, Suspense } from 'react';
import styles from './MenuIcon.module.css';

// The drawing (icon map, icon font) is its own chunk, loaded once for every icon on the page: the main
// layout is close to its size budget. Until it arrives each icon holds its box, so no name shifts.
const MenuIconGlyph = lazy(() => import('./MenuIconGlyph'));

/**
 * A menu item's icon (MenuRoute / TopMenu `source`, e.g. 'iconfont icon-shebei'). Decorative: hidden
 * from assistive technology, so the item's name stays its accessible name. See MenuIconGlyph.
 */
export function MenuIcon({ source }: { source?: string }) {
  return (
    <Suspense fallback={<span className={styles.icon} aria-hidden="true" />}>
      <MenuIconGlyph source={source} />
    </Suspense>
  );
}
