import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { PageLoading } from '../../components/PageLoading';
import { useTabsStore } from '../../stores/tabs';
import { findMenuLeaf, isEmbeddedMenuPath, menuTarget, samePath } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';

/**
 * spec 2.2: a path that the user's menu delivers but the static route table does not know. It gets
 * the page frame titled with the menu's name; a path the menu does not hold (or a menu that could not
 * be loaded) is the 404 page.
 */
export default function DynamicMenuPage() {
  const { pathname, search } = useLocation();
  const menu = useUserMenu();
  const leaf = menu.data ? findMenuLeaf(menu.data, pathname) : undefined;
  const tabLabel = leaf && !isEmbeddedMenuPath(leaf.path) ? leaf.name : undefined;
  const openTab = useTabsStore((s) => s.openTab);

  // spec 2.4: this route has no static label for the tab bar, so the menu's name (literal text) opens the tab.
  useEffect(() => {
    if (tabLabel) openTab({ label: tabLabel, value: samePath(pathname), query: search || undefined });
  }, [openTab, tabLabel, pathname, search]);

  if (menu.isPending && menu.fetchStatus !== 'idle') return <PageLoading />;
  if (!leaf) return <Navigate to="/404" replace />;
  // A path that contains html belongs in the embedded page, even when typed into the address bar.
  if (isEmbeddedMenuPath(leaf.path)) return <Navigate to={menuTarget(leaf.path)} replace />;
  return <PageFrame trail={leaf.trail} />;
}
