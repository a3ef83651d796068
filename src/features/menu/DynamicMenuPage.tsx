import { Breadcrumb, Card, Empty, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { AntdScope } from '../../app/AntdScope';
import { PageLoading } from '../../components/PageLoading';
import { appConfig } from '../../lib/config';
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
  return <MenuPageFrame trail={leaf.trail} />;
}

/** The same frame as the static pages whose content is still to come: breadcrumb, title, empty state. */
function MenuPageFrame({ trail }: { trail: string[] }) {
  const intl = useIntl();
  const title = trail.at(-1);
  return (
    <AntdScope>
      <Card>
        <Breadcrumb
          items={[{ title: <Link to={appConfig.homePath}>{intl.formatMessage({ id: 'frame.home' })}</Link> }, ...trail.map((name) => ({ title: name }))]}
        />
        <Typography.Title level={3} style={{ marginTop: 12 }}>
          {title}
        </Typography.Title>
        <Empty description={intl.formatMessage({ id: 'frame.empty' })} />
      </Card>
    </AntdScope>
  );
}
