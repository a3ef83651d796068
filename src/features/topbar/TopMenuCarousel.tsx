import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type WheelEvent } from 'react';
import { useIntl } from 'react-intl';
import styles from './TopMenuCarousel.module.css';
import { PAGE_KEYS } from './topMenuPages';
import visuallyHidden from '../../components/visuallyHidden.module.css';
import topBar from './TopBar.module.css';

/** A wheel or trackpad flick fires a burst of events; one turn per burst. */
const WHEEL_PAUSE_MS = 400;
/** Trackpads report tiny deltas while resting; below this a wheel event is not a turn. */
const WHEEL_MIN_DELTA = 4;

type Props<T extends { id: string }> = {
  /** The items, page by page (spec 2.5: the first page holds 10 where they fit). */
  pages: readonly (readonly T[])[];
  /** The page holding the current route's item: shown first, and again whenever the route moves to another page. */
  currentPage: number;
  /** Renders one item; `index` counts across all pages. */
  renderItem: (item: T, index: number) => ReactNode;
};

/**
 * spec 2.5: past 15 items, the top menu is a vertical carousel. The pages are stacked in a column and
 * slide up and down inside a one-row window; it never turns by itself.
 *
 * Following the WAI-ARIA carousel pattern: the carousel and each page are labelled groups with a role
 * description, the page that is not shown is inert (out of the tab order and the accessibility tree),
 * the previous/next buttons are labelled and stay focusable at the ends (aria-disabled, so focus is not
 * lost when the last page is reached), and a polite live region says which page is shown after a turn.
 * Arrow up/down and Page up/down turn the page from anywhere inside; focus follows to the same place on
 * the new page. The wheel turns it too. The slide is a CSS transition, off under prefers-reduced-motion.
 */
export function TopMenuCarousel<T extends { id: string }>({ pages, currentPage, renderItem }: Props<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(currentPage);
  const [followed, setFollowed] = useState(currentPage);
  const [announced, setAnnounced] = useState(false);
  /** After a turn from the keyboard: the position on the page that receives focus. */
  const focusAfterTurn = useRef<number | null>(null);
  const lastWheel = useRef(-Infinity);

  // The route moved to an item on another page (a tab switch, the search): show where the user is.
  // Adjusted while rendering (React's pattern for state that follows a prop), so there is no flash.
  if (followed !== currentPage) {
    setFollowed(currentPage);
    setPage(currentPage);
  }
  const last = pages.length - 1;
  // Pages may hold different counts (as many as fit): where each page starts in the whole list.
  const firstIndexOf = pages.map((_, index) => pages.slice(0, index).reduce((sum, items) => sum + items.length, 0));
  const shown = Math.min(Math.max(page, 0), last);

  const turnTo = (to: number, focusIndex: number | null = null) => {
    const next = Math.min(Math.max(to, 0), last);
    if (next === shown) return;
    focusAfterTurn.current = focusIndex;
    setPage(next);
    setAnnounced(true);
  };

  // Focus was on the page that is now inert: give it the item in the same place on the new page.
  useLayoutEffect(() => {
    const index = focusAfterTurn.current;
    focusAfterTurn.current = null;
    if (index === null) return;
    const buttons = track.current?.querySelectorAll<HTMLElement>(`[data-page="${shown}"] li button`);
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)].focus({ preventScroll: true });
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = PAGE_KEYS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-position]') : null;
    turnTo(shown + step, item && track.current?.contains(item) ? Number(item.dataset.position) : null);
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const now = performance.now();
    if (Math.abs(event.deltaY) < WHEEL_MIN_DELTA || now - lastWheel.current < WHEEL_PAUSE_MS) return;
    lastWheel.current = now;
    turnTo(shown + Math.sign(event.deltaY));
  };

  const pageLabel = (index: number) => t('topbar.menu.pageStatus', { page: index + 1, total: pages.length });

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={t('topbar.menu.carousel')}
      aria-label={t('topbar.menu.label')}
      onKeyDown={onKeyDown}
      onWheel={onWheel}
    >
      <div className={styles.window}>
        <div id={trackId} ref={track} className={styles.track} style={{ '--page': shown } as CSSProperties}>
          {pages.map((items, index) => {
            const hidden = index !== shown;
            return (
              <div
                // Pages are positions, not data: a page keeps its place when the items change.
                key={index}
                data-page={index}
                className={styles.slide}
                role="group"
                aria-roledescription={t('topbar.menu.slide')}
                aria-label={pageLabel(index)}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                <ul className={topBar.menuList}>
                  {items.map((item, position) => (
                    <li key={item.id} data-position={position}>
                      {renderItem(item, firstIndexOf[index] + position)}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls} role="group" aria-label={t('topbar.menu.pager')}>
        <PageButton label={t('topbar.menu.previous')} icon={<UpOutlined />} controls={trackId} atEnd={shown === 0} onTurn={() => turnTo(shown - 1)} />
        <span className={styles.status} aria-hidden="true">
          {t('topbar.menu.page', { page: shown + 1, total: pages.length })}
        </span>
        <PageButton label={t('topbar.menu.next')} icon={<DownOutlined />} controls={trackId} atEnd={shown === last} onTurn={() => turnTo(shown + 1)} />
      </div>
      {/* Empty until the first turn, so nothing is announced when the page loads. */}
      <span className={visuallyHidden.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {announced ? pageLabel(shown) : ''}
      </span>
    </div>
  );
}

type PageButtonProps = { label: string; icon: ReactNode; controls: string; atEnd: boolean; onTurn: () => void };

/** A previous/next button. At the end it is aria-disabled rather than disabled, so it keeps focus. */
function PageButton({ label, icon, controls, atEnd, onTurn }: PageButtonProps) {
  return (
    <Button
      type="text"
      size="small"
      className={styles.pageButton}
      icon={icon}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={atEnd}
      onClick={atEnd ? undefined : onTurn}
    />
  );
}
