import { DownOutlined, MenuOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetTopMenu } from '../../../generated/endpoints/menu/menu';
import { useGetDiagnosisReadStatus, useGetInformReadStatus, useGetRunLogReadStatus } from '../../../generated/endpoints/status/status';
import type { TopMenu as TopMenuItem } from '../../../generated/model';
import { useScreen } from '../screen/screenStore';
import styles from './TopBar.module.css';
import { topMenuPages, topMenuTarget } from './topMenuPages';

// spec 2.5: which items carry a red mark, and the check that lights it.
const NOTICE_NAME = '通知管理';
const RUN_LOG_PATH = '/monitor/warn/index';
const DIAGNOSIS_PATH = '/monitor/diagnose/index';

// Only narrow windows need the drawer, so wide ones (1366, 1920) do not load it with the main layout.
const Drawer = lazy(() => import('antd/es/drawer'));

/** Below this screen value (spec 2.2, i.e. under 992px) the items move into a drawer. */
const INLINE_FROM_SCREEN = 2;

const isTrue = (reply: { status: number; data: unknown } | undefined) =>
  reply?.status === 200 && (reply.data as { data?: unknown }).data === true;

/** spec 2.5: the three red-mark checks, as a predicate over menu items. */
function useRedMarks(): (item: TopMenuItem) => boolean {
  const notice = isTrue(useGetInformReadStatus().data);
  const runLog = isTrue(useGetRunLogReadStatus().data);
  const diagnosis = isTrue(useGetDiagnosisReadStatus().data);
  return (item) => (notice && item.name === NOTICE_NAME) || (runLog && item.path === RUN_LOG_PATH) || (diagnosis && item.path === DIAGNOSIS_PATH);
}

/** The server's top-menu items with what each button needs: its red mark, whether it is current, its opening. */
function useTopMenuItems() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reply = useGetTopMenu().data;
  const items = reply?.status === 200 ? (reply.data.data ?? []) : [];
  const marked = useRedMarks();
  const isCurrent = (item: TopMenuItem) => !!item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`));
  const open = (item: TopMenuItem) => item.path && void navigate(topMenuTarget(item.path));
  return { items, marked, isCurrent, open };
}

type ItemButtonProps = { item: TopMenuItem; marked: boolean; current: boolean; block?: boolean; onOpen: () => void };

function TopMenuItemButton({ item, marked, current, block, onOpen }: ItemButtonProps) {
  const intl = useIntl();
  return (
    <Badge dot={marked} offset={[-6, 6]} className={block ? styles.drawerBadge : undefined}>
      <Button
        type="text"
        block={block}
        className={block ? styles.drawerItem : styles.menuItem}
        aria-current={current ? 'page' : undefined}
        disabled={!item.path}
        onClick={onOpen}
      >
        {item.name}
        {marked && <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'topbar.menu.unread' })}</span>}
      </Button>
    </Badge>
  );
}

/** spec 2.5: the top menu — on a wide window inline, on a narrow one (spec 2.2) behind a menu button. */
export function TopMenu() {
  return useScreen() >= INLINE_FROM_SCREEN ? <InlineTopMenu /> : <DrawerTopMenu />;
}

/** spec 2.5: flat up to 15 items, otherwise a vertical pager whose first page holds 10. */
function InlineTopMenu() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { items, marked, isCurrent, open } = useTopMenuItems();
  const pages = topMenuPages(items);
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages.length - 1);

  return (
    <nav className={styles.menu} aria-label={t('topbar.menu.label')}>
      <ul className={styles.menuList}>
        {pages[current]?.map((item) => (
          <li key={item.id}>
            <TopMenuItemButton item={item} marked={marked(item)} current={isCurrent(item)} onOpen={() => open(item)} />
          </li>
        ))}
      </ul>
      {pages.length > 1 && (
        <div className={styles.pager} role="group" aria-label={t('topbar.menu.pager')}>
          <Button
            type="text"
            size="small"
            icon={<UpOutlined />}
            aria-label={t('topbar.menu.previous')}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            style={{ color: 'inherit' }}
          />
          <span className={styles.pageStatus} aria-live="polite">
            {t('topbar.menu.page', { page: current + 1, total: pages.length })}
          </span>
          <Button
            type="text"
            size="small"
            icon={<DownOutlined />}
            aria-label={t('topbar.menu.next')}
            disabled={current === pages.length - 1}
            onClick={() => setPage(current + 1)}
            style={{ color: 'inherit' }}
          />
        </div>
      )}
    </nav>
  );
}

/**
 * The same items in a drawer, all of them in one scrolling list (paging is a remedy for a narrow row, not
 * needed in a column). antd's drawer traps focus, closes on Esc and gives focus back to the button.
 */
function DrawerTopMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { items, marked, isCurrent, open } = useTopMenuItems();
  const [opened, setOpened] = useState(false);
  const drawerId = useId();
  const anyMarked = items.some(marked);

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
          {anyMarked && <span className={styles.visuallyHidden}>{t('topbar.menu.unread')}</span>}
        </Button>
      </Badge>
      <Suspense fallback={null}>
        <Drawer id={drawerId} open={opened} onClose={() => setOpened(false)} placement="left" size={280} title={t('topbar.menu.label')}>
          <nav aria-label={t('topbar.menu.label')}>
            <ul className={styles.drawerList}>
              {items.map((item) => (
                <li key={item.id}>
                  <TopMenuItemButton
                    item={item}
                    block
                    marked={marked(item)}
                    current={isCurrent(item)}
                    onOpen={() => {
                      setOpened(false);
                      open(item);
                    }}
                  />
                </li>
              ))}
            </ul>
          </nav>
        </Drawer>
      </Suspense>
    </div>
  );
}
