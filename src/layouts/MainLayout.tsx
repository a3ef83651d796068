import { lazy, Suspense, useRef } from 'react';
import { Layout } from 'antd';
import { AntdScope } from '../components/AntdScope';
import { useAppearanceStore } from '../lib/appearance/appearanceStore';
import { themeClassName, themeLayoutStyle } from '../lib/appearance/layoutTheme';
import { AppErrorBoundary } from '../features/errorLog/AppErrorBoundary';
import { useScreen } from '../lib/screen';
import { KeepAliveOutlet } from '../features/tabs/KeepAliveOutlet';
import { TabBar } from '../features/tabs/TabBar';
import { TopBar } from '../features/topbar/TopBar';
import { MenuSearchButton } from '../features/search/MenuSearchButton';
import { CompanyTreeColumn, CompanyTreeDrawer, CompanyTreeToggle } from './CompanyTreeArea';
import { Footer } from './Footer';
import { useFrameSnapshot } from './frameSnapshot';
import { renderSoftwareDialog } from './SoftwareEntry';

// Top-bar items that are off by default (spec 2.5) load only when configuration switches them on.
const ColorPickerButton = lazy(() => import('../features/appearance/ColorPickerButton').then((m) => ({ default: m.ColorPickerButton })));
const ThemeButton = lazy(() => import('../features/appearance/ThemeButton').then((m) => ({ default: m.ThemeButton })));
const LogBadgeButton = lazy(() => import('../features/errorLog/LogBadgeButton').then((m) => ({ default: m.LogBadgeButton })));
const LockButton = lazy(() => import('../features/lock/LockButton').then((m) => ({ default: m.LockButton })));
// The menu autocomplete (spec 2.9) brings antd's Select: it arrives just after the first paint, in its
// own chunk, and its place is held meanwhile so nothing shifts.
const MenuAutocomplete = lazy(() => import('../features/search/MenuAutocomplete').then((m) => ({ default: m.MenuAutocomplete })));
const autocompletePlace = <span style={{ display: 'inline-block', width: 200 }} aria-hidden="true" />;
import { appConfig } from '../platform/config';
import { useDialogFocusReturn } from '../lib/a11y/dialogFocusReturn';
import { useDialogTabWrap } from '../lib/a11y/dialogTabWrap';

/** The frame of signed-in pages, inside antd's locale and theme. */
export default function MainLayout() {
  return (
    <AntdScope>
      <MainFrame />
    </AntdScope>
  );
}

/**
 * spec 2.2: header, the company tree on the left (beside the page from 992 px, in a drawer below),
 * the page with its tabs, and the footer.
 */
function MainFrame() {
  const themeId = useAppearanceStore((s) => s.themeId);
  const { topBar } = appConfig;
  // spec 2.2: below 768px (screen 0) the frame gives its margins to the content.
  const gutter = useScreen() === 0 ? 8 : 16;
  useDialogFocusReturn();
  useDialogTabWrap();
  const root = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const content = useRef<HTMLElement>(null);
  useFrameSnapshot({ root, header, content }, themeId);

  return (
    <Layout ref={root} className={themeClassName(themeId)} style={{ ...themeLayoutStyle(themeId), minHeight: '100vh' }}>
      {/* The header grows rather than clips when a narrow window wraps the top bar's tools. */}
      <Layout.Header
        ref={header}
        style={{ display: 'flex', alignItems: 'center', height: 'auto', minHeight: 64, lineHeight: 'normal', padding: `0 ${gutter}px`, background: 'var(--shell-header-bg)', color: 'var(--shell-header-text)' }}
      >
        <TopBar renderSoftwareDialog={renderSoftwareDialog} secondaryTools={<Suspense fallback={autocompletePlace}><MenuAutocomplete /></Suspense>}>
          <MenuSearchButton style={{ color: 'inherit' }} />
          <Suspense fallback={null}>
            {topBar.colorPicker && <ColorPickerButton />}
            {topBar.theme && <ThemeButton />}
            {topBar.debugLog && <LogBadgeButton style={{ color: 'inherit' }} />}
            {topBar.lock && <LockButton />}
          </Suspense>
        </TopBar>
      </Layout.Header>
      <Layout hasSider style={{ minWidth: 0 }}>
        <CompanyTreeColumn />
        <Layout style={{ minWidth: 0 }}>
          {/* min-width 0 keeps the tab row inside the window: antd's tabs then scroll sideways instead of stretching it. */}
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: `6px ${gutter}px 0`, minWidth: 0 }}>
            <CompanyTreeToggle />
            <div style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
              <TabBar />
            </div>
          </div>
          <Layout.Content ref={content} style={{ padding: gutter === 8 ? 12 : 24, minWidth: 0 }}>
            <KeepAliveOutlet boundary={AppErrorBoundary} />
          </Layout.Content>
        </Layout>
      </Layout>
      <CompanyTreeDrawer />
      <Footer />
    </Layout>
  );
}
