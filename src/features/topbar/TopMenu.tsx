import { MenuOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetTopMenu } from '../../../generated/endpoints/menu/menu';
import { useGetDiagnosisReadStatus, useGetInformReadStatus, useGetRunLogReadStatus } from '../../../generated/endpoints/status/status';
import type { MenuRoute, TopMenu as TopMenuItem } from '../../../generated/model';
import { useAppNavigate } from '../../lib/router/appRouter';
import { MenuIcon } from '../../lib/menu/MenuIcon';
import { menuTarget } from '../../lib/menu/menuTarget';
import { useMenuLabel } from '../../lib/menu/menuLabel';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import { firstPageOf, useTopMenuHolding, useTopMenuRoutes } from '../../lib/menu/useTopMenuRoutes';
import { useScreen } from '../../lib/screen';
import styles from './TopBar.module.css';
import { TopMenuCarousel } from './TopMenuCarousel';
import { pageOfIndex, paginate } from './topMenuPages';
import { useFittedPageSizes } from './useFittedPageSizes';
import hidden from '../../components/visuallyHidden.module.css';

// spec 2.5: which items carry a red mark, and the check that lights it. The notices' item is found by the
// server's name, whatever language its label is shown in.
const NOTICE_NAME = '通知管理';
const RUN_LOG_PATH = '/monitor/warn/index';
const DIAGNOSIS_PATH = '/monitor/diagnose/index';

// Only narrow windows need the drawer, so wide ones (1366, 1920) do not load it with the main layout.
const Drawer = lazy(() => import('antd/es/drawer'));

/** Below this screen value (spec 2.2, i.e. under 992px) the items move into a drawer. */
const INLINE_FROM_SCREEN = 2;

const noItems: TopMenuItem[] = [];
const noShownItems: ShownItem[] = [];
const noRoutes: MenuRoute[] = [];

/**
 * A top-menu item as shown: the server's item, named in the current language. A top-menu item carries no
 * route key of its own, so it takes the one of its entry in the user's route tree (the same menu: the same
 * id, else the same path); the server's name where there is none.
 */
type ShownItem = TopMenuItem & { label: string };

function useShownItems(items: readonly TopMenuItem[]): ShownItem[] {
  const labelOf = useMenuLabel();
  const routes = useUserMenu().data ?? noRoutes;
  return useMemo(
    () =>
      items.map((item) => {
        const route = routes.find((entry) => entry.id === item.id) ?? routes.find((entry) => !!item.path && entry.path === item.path);
        return { ...item, label: labelOf({ name: item.name, meta: route?.meta }) };
      }),
    [items, routes, labelOf],
  );
}

const isTrue = (reply: { status: number; data: unknown } | undefined) =>
  reply?.status === 200 && (reply.data as { data?: unknown }).data === true;

const isCurrentItem = (item: TopMenuItem, pathname: string, holdingId: string | undefined) =>
  item.path ? pathname === item.path || pathname.startsWith(`${item.path}/`) : item.id === holdingId;

/**
 * spec 2.5: how often the red-mark checks are asked again, so a mark that went out when its page was
 * opened comes back after a new entry without a reload. None while the browser tab is in the background.
 */
const RED_MARK_CHECK_MS = 60_000;
const checkAgain = { query: { refetchInterval: RED_MARK_CHECK_MS, refetchIntervalInBackground: false } } as const;

/** spec 2.5: the three red-mark checks, as a predicate over menu items (stable while the checks say the same). */
function useRedMarks(): (item: TopMenuItem) => boolean {
  const notice = isTrue(useGetInformReadStatus(checkAgain).data);
  const runLog = isTrue(useGetRunLogReadStatus(checkAgain).data);
  const diagnosis = isTrue(useGetDiagnosisReadStatus(checkAgain).data);
  return useCallback(
    (item: TopMenuItem) => (notice && item.name === NOTICE_NAME) || (runLog && item.path === RUN_LOG_PATH) || (diagnosis && item.path === DIAGNOSIS_PATH),
    [notice, runLog, diagnosis],
  );
}

/**
 * The server's top-menu items with what each button needs: its red mark and its opening. Nothing here
 * depends on the location, and all of it is stable between renders, so a tab switch does not re-run
 * the four queries' hooks; only the item list (useCurrentIndex) follows the location.
 */
function useTopMenuItems() {
  const navigate = useAppNavigate();
  const reply = useGetTopMenu().data;
  // BladeX answers an empty body (no list) without a user, and may send data {}.
  const served = reply?.status === 200 ? reply.data.data : undefined;
  const items = useShownItems(Array.isArray(served) ? served : noItems);
  const marked = useRedMarks();
  const routesOf = useTopMenuRoutes();
  const open = useCallback(
    (item: TopMenuItem) => {
      if (item.path) return void navigate(menuTarget(item.path));
      // No path (BladeX's TopMenu has none): its routes say where it goes (spec 7, as the Vue console).
      void routesOf(item.id)
        .then((routes) => {
          const target = firstPageOf(routes);
          if (target) void navigate(target);
        })
        .catch(() => undefined); // the http client has said why
    },
    [navigate, routesOf],
  );
  return { items, marked, open };
}

/** The position of the current route's item, or -1. */
function useCurrentIndex(items: readonly TopMenuItem[]) {
  const { pathname } = useLocation();
  const pathless = useMemo(() => items.filter((item) => !item.path).map((item) => item.id), [items]);
  const holding = useTopMenuHolding(pathless, pathname);
  return items.findIndex((item) => isCurrentItem(item, pathname, holding));
}

type ItemsProps = { items: readonly ShownItem[]; marked: (item: TopMenuItem) => boolean; open: (item: TopMenuItem) => void };

type ItemButtonProps = { item: ShownItem; marked: boolean; current: boolean; block?: boolean; onOpen: (item: TopMenuItem) => void };

/**
 * One top-menu button, memoised: it re-renders only when its own mark or current state changes. Its
 * icon (the menu's `source`) is decorative; the name stays the button's accessible name.
 */
const TopMenuItemButton = memo(function TopMenuItemButton({ item, marked, current, block, onOpen }: ItemButtonProps) {
  const intl = useIntl();
  return (
    <Badge dot={marked} offset={[-6, 6]} className={block ? styles.drawerBadge : undefined}>
      <Button
        type="text"
        block={block}
        className={block ? styles.drawerItem : styles.menuItem}
        icon={<MenuIcon source={item.source} />}
        aria-current={current ? 'page' : undefined}
        onClick={() => onOpen(item)}
        title={!block && item.label.length > 12 ? item.label : undefined}
      >
        <span className={block ? undefined : styles.menuItemName}>{item.label}</span>
        {marked && <span className={hidden.visuallyHidden}>{intl.formatMessage({ id: 'topbar.menu.unread' })}</span>}
      </Button>
    </Badge>
  );
});

type TopMenuProps = {
  /**
   * Whether the tools beside the menu have their final width (the top bar's permission-gated icons are
   * known). The inline menu cuts its row into pages only then, in the same render that shows the icons:
   * cut earlier, an item seen on the first page would move to the second a moment later.
   */
  rowSettled?: boolean;
};

/** spec 2.5: the top menu — on a wide window inline, on a narrow one (spec 2.2) behind a menu button. */
export function TopMenu({ rowSettled = true }: TopMenuProps) {
  return useScreen() >= INLINE_FROM_SCREEN ? <InlineTopMenu rowSettled={rowSettled} /> : <DrawerTopMenu />;
}

/**
 * spec 2.5: flat up to 15 items; past 15 a vertical carousel whose first page holds 10 — where they fit.
 * Where the measured items do not fit (a longer name, a narrower window, another font), a page holds fewer
 * An item is never clipped under the page buttons.
 */
function InlineTopMenu({ rowSettled }: { rowSettled: boolean }) {
  const intl = useIntl();
  const { items, marked, open } = useTopMenuItems();
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'topbar.menu.label' })}>
      <InlineTopMenuItems items={rowSettled ? items : noShownItems} marked={marked} open={open} />
    </nav>
  );
}

/** The part that follows the location (which item is current): re-rendered on a tab switch, and cheap. */
const InlineTopMenuItems = memo(function InlineTopMenuItems({ items, marked, open }: ItemsProps) {
  const currentIndex = useCurrentIndex(items);
  const { rowRef, sizes } = useFittedPageSizes(items);
  const pages = useMemo(() => paginate(items, sizes), [items, sizes]);
  const renderItem = (item: ShownItem, index: number) => (
    <TopMenuItemButton item={item} marked={marked(item)} current={index === currentIndex} onOpen={open} />
  );
  return (
    <div ref={rowRef} className={styles.menuRow}>
      {pages.length > 1 ? (
        <TopMenuCarousel pages={pages} currentPage={pageOfIndex(sizes, currentIndex)} renderItem={renderItem} />
      ) : (
        <ul className={styles.menuList}>
          {items.map((item, index) => (
            <li key={item.id}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
    </div>
  );
});

/**
 * The same items in a drawer, all of them in one scrolling list (paging is a remedy for a narrow row, not
 * needed in a column). antd's drawer traps focus, closes on Esc and gives focus back to the button.
 */
function DrawerTopMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { items, marked, open } = useTopMenuItems();
  const currentIndex = useCurrentIndex(items);
  const [opened, setOpened] = useState(false);
  const drawerId = useId();
  const anyMarked = items.some(marked);
  const openAndClose = useCallback(
    (item: TopMenuItem) => {
      setOpened(false);
      open(item);
    },
    [open],
  );

  return (
    <div className={styles.menu}>
      <Badge dot={anyMarked} offset={[-6, 6]}>
        <Button
          type="text"
          icon={<MenuOutlined aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? drawerId : undefined}
          onClick={() => setOpened(true)}
          style={{ color: 'inherit' }}
        >
          {t('topbar.menu.open')}
          {anyMarked && <span className={hidden.visuallyHidden}>{t('topbar.menu.unread')}</span>}
        </Button>
      </Badge>
      <Suspense fallback={null}>
        <Drawer id={drawerId} open={opened} onClose={() => setOpened(false)} placement="left" size={280} title={t('topbar.menu.label')}>
          <nav aria-label={t('topbar.menu.label')}>
            <ul className={styles.drawerList}>
              {items.map((item, index) => (
                <li key={item.id}>
                  <TopMenuItemButton item={item} block marked={marked(item)} current={index === currentIndex} onOpen={openAndClose} />
                </li>
              ))}
            </ul>
          </nav>
        </Drawer>
      </Suspense>
    </div>
  );
}
