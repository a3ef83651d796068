import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { create } from 'zustand';
import { useAppearanceStore } from '../lib/appearance/appearanceStore';
import { themeClassName, themeLayoutStyle } from '../lib/appearance/layoutTheme';
import type { TreeToolbarContext } from '../features/companyTree/CompanyTreeSidebar';
import { useScreen } from '../lib/screen';
import { withFeatureMessages } from '../lib/messages';
import { useCompanySelection } from '../stores/companySelection';
import { usePreferencesStore } from '../stores/preferences';
import { useViewportFill } from './useViewportFill';

// spec 2.2: the company tree sits beside the page from screen 2 (992 px) up and folds away; below that
// it would leave the page too little room, so it opens over the page in a drawer, which a choice closes.
// The pieces (toggle, column, drawer) sit in different places of the frame and share this state, so
// folding or choosing re-renders only them, never the header or the page.

// The tree is its own chunk, fetched beside the page's: the page does not wait for it, and the main
// layout's JavaScript stays within its budget (350 KB gzip for /wel/index).
const CompanyTreeSidebar = lazy(() => import('../features/companyTree/CompanyTreeSidebar').then((m) => ({ default: m.CompanyTreeSidebar })));
const TreeDrawer = lazy(() => import('./TreeDrawer'));
// The tree's buttons and dialogs show on one page only, for users with departAdd/departEdit (spec 2.2, 6);
// their messages are in the pages' table, not the shell's (the /login and /wel/index budgets).
const DepartmentToolbar = lazy(
  withFeatureMessages(
    () => import('../features/department/DepartmentToolbar').then((m) => ({ default: m.DepartmentToolbar })),
    () => usePreferencesStore.getState().language,
  ),
);

/** The tree's width beside the page. */
const SIDER_WIDTH = 260;

type Placement = {
  folded: boolean;
  /** The drawer is open for the choice it was opened with (the chosen id, '' for none), else null. */
  drawerFor: string | null;
  /** Whether the drawer has been opened: until then its chunk and antd's Drawer are not loaded or mounted. */
  drawerUsed: boolean;
};
const usePlacement = create<Placement>(() => ({ folded: false, drawerFor: null, drawerUsed: false }));

const useBeside = () => useScreen() >= 2;
const useChosenId = () => useCompanySelection((s) => s.selected?.id) ?? '';

const departmentToolbar = (context: TreeToolbarContext) => (
  <Suspense fallback={null}>
    <DepartmentToolbar {...context} />
  </Suspense>
);
function TreeLoading() {
  const intl = useIntl();
  return (
    <p role="status" style={{ padding: '16px 8px', margin: 0, fontSize: 13, textAlign: 'center', color: 'var(--shell-sider-text)' }}>
      {intl.formatMessage({ id: 'companyTree.loading' })}
    </p>
  );
}

const sidebar = (
  <Suspense fallback={<TreeLoading />}>
    <CompanyTreeSidebar toolbar={departmentToolbar} />
  </Suspense>
);

/** The button that folds the tree away and back (wide) or opens its drawer (narrow). */
export function CompanyTreeToggle() {
  const intl = useIntl();
  const beside = useBeside();
  const chosen = useChosenId();
  const { folded, drawerFor } = usePlacement();
  const shown = beside ? !folded : drawerFor === chosen;
  const label = intl.formatMessage({ id: shown ? 'companyTree.hide' : 'companyTree.show' });
  const toggle = () => usePlacement.setState(beside ? { folded: !folded } : { drawerFor: shown ? null : chosen, drawerUsed: true });
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} aria-expanded={shown} icon={shown ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

/** The tree beside the page, unless folded away or the window is narrow. */
export function CompanyTreeColumn() {
  const beside = useBeside();
  const folded = usePlacement((s) => s.folded);
  return beside && !folded ? <TreeSider /> : null;
}

/** It stays in view while the page scrolls, and scrolls inside itself. */
function TreeSider() {
  const intl = useIntl();
  const fill = useViewportFill<HTMLDivElement>();
  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      aria-label={intl.formatMessage({ id: 'companyTree.label' })}
      style={{ background: 'var(--shell-sider-bg)', position: 'sticky', top: 0, alignSelf: 'flex-start' }}
    >
      <div ref={fill} style={{ display: 'flex', flexDirection: 'column' }}>
        {sidebar}
      </div>
    </Layout.Sider>
  );
}

/**
 * Below 992 px: the tree in a drawer over the page, loaded and mounted once first opened (a closed
 * drawer shows nothing: the page's first paint on a phone does not wait for its chunk or its render).
 */
export function CompanyTreeDrawer() {
  const intl = useIntl();
  const beside = useBeside();
  const chosen = useChosenId();
  const open = usePlacement((s) => s.drawerFor === chosen);
  const used = usePlacement((s) => s.drawerUsed);
  const themeId = useAppearanceStore((s) => s.themeId);
  if (beside || !used) return null;
  return (
    <Suspense fallback={null}>
      <TreeDrawer
        open={open}
        onClose={() => usePlacement.setState({ drawerFor: null })}
        title={intl.formatMessage({ id: 'companyTree.open' })}
        className={themeClassName(themeId)}
        style={themeLayoutStyle(themeId)}
      >
        {sidebar}
      </TreeDrawer>
    </Suspense>
  );
}
