import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetTopMenu } from '../../../generated/endpoints/menu/menu';
import { useGetDiagnosisReadStatus, useGetInformReadStatus, useGetRunLogReadStatus } from '../../../generated/endpoints/status/status';
import type { TopMenu as TopMenuItem } from '../../../generated/model';
import styles from './TopBar.module.css';
import { topMenuPages, topMenuTarget } from './topMenuPages';

// spec 2.5: which items carry a red mark, and the check that lights it.
const NOTICE_NAME = '通知管理';
const RUN_LOG_PATH = '/monitor/warn/index';
const DIAGNOSIS_PATH = '/monitor/diagnose/index';

const isTrue = (reply: { status: number; data: unknown } | undefined) =>
  reply?.status === 200 && (reply.data as { data?: unknown }).data === true;

/** spec 2.5: the three red-mark checks, as a predicate over menu items. */
function useRedMarks(): (item: TopMenuItem) => boolean {
  const notice = isTrue(useGetInformReadStatus().data);
  const runLog = isTrue(useGetRunLogReadStatus().data);
  const diagnosis = isTrue(useGetDiagnosisReadStatus().data);
  return (item) => (notice && item.name === NOTICE_NAME) || (runLog && item.path === RUN_LOG_PATH) || (diagnosis && item.path === DIAGNOSIS_PATH);
}

/** spec 2.5: the top menu — flat up to 15 items, otherwise a vertical pager whose first page holds 10. */
export function TopMenu() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const reply = useGetTopMenu().data;
  const items = reply?.status === 200 ? (reply.data.data ?? []) : [];
  const marked = useRedMarks();
  const pages = topMenuPages(items);
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages.length - 1);

  return (
    <nav className={styles.menu} aria-label={t('topbar.menu.label')}>
      <ul className={styles.menuList}>
        {pages[current]?.map((item) => {
          const active = !!item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`));
          return (
            <li key={item.id}>
              <Badge dot={marked(item)} offset={[-6, 6]}>
                <Button
                  type="text"
                  className={styles.menuItem}
                  aria-current={active ? 'page' : undefined}
                  disabled={!item.path}
                  onClick={() => item.path && void navigate(topMenuTarget(item.path))}
                >
                  {item.name}
                  {marked(item) && <span className={styles.visuallyHidden}>{t('topbar.menu.unread')}</span>}
                </Button>
              </Badge>
            </li>
          );
        })}
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
