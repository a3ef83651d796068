import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { PageFrame } from '../../components/PageFrame';
import { PageLoading } from '../../components/PageLoading';
import { useTabsStore } from '../../stores/tabs';
import { menuPageOptions } from '../../lib/menu/menuMeta';
import { findMenuLeaf, isEmbeddedMenuPath, menuTarget, samePath } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';

/** Pages built for paths only the server menu knows (/system/menu), by path. */
export type MenuOnlyPages = Readonly<Record<string, ReactNode>>;

const noPages: MenuOnlyPages = {};

/**
 * spec 2.2: a path that the user's menu delivers but the static route table does not know. It shows
 * the page built for it (`pages`), else the page frame titled with the menu's label; a path the menu
 * does not hold (or a menu that could not be loaded) is the 404 page, so a built page opens only for
 * a user whose menu holds it (spec 6). The menu's meta decides the label (meta.i18n), whether the page
 * becomes a tab (meta.isTab) and whether it is kept alive behind it (meta.keepAlive); see menuPageOptions.
 */
export default function DynamicMenuPage({ pages = noPages }: { pages?: MenuOnlyPages }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const menu = useUserMenu();
  const leaf = menu.data ? findMenuLeaf(menu.data, pathname) : undefined;
  const options = leaf && !isEmbeddedMenuPath(leaf.path) ? menuPageOptions(leaf, (id) => id in intl.messages) : undefined;
  const openTab = useTabsStore((s) => s.openTab);

  // spec 2.4: this route has no static label for the tab bar, so the menu opens the tab: its message
  // id when meta.i18n names one (TabBar translates it), else its name as literal text.
  const { label, isTab, keepAlive } = options ?? {};
  useEffect(() => {
    if (label && isTab) openTab({ label, value: samePath(pathname), query: search || undefined }, { keepAlive });
  }, [openTab, label, isTab, keepAlive, pathname, search]);

  if (menu.isPending && menu.fetchStatus !== 'idle') return <PageLoading />;
  if (!leaf) return <Navigate to="/404" replace />;
  // A path that contains html belongs in the embedded page, even when typed into the address bar.
  if (!options) return <Navigate to={menuTarget(leaf.path)} replace />;
  const built = pages[samePath(leaf.path)];
  if (built) return built;
  const title = options.labelId ? intl.formatMessage({ id: options.labelId }) : leaf.name;
  return <PageFrame trail={[...leaf.trail.slice(0, -1), title]} />;
}
