import { measureElement, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceCard as DeviceCardData } from '../../../../generated/model';
import { LoadFailure } from '../../../components/LoadFailure';
import { DeviceCard } from './DeviceCard';
import { useCardsInTurn } from './useCardsInTurn';
import styles from './DeviceCardPage.module.css';

/** Narrowest card; the columns follow the width (spec 2.2: the layout responds to the screen). */
const MIN_CARD_WIDTH = 320;
const GAP = 12;
/** A card of four items, before it is measured. */
const ESTIMATED_ROW = 300;

export type CardSource = {
  total: number;
  cardAt: (index: number) => DeviceCardData | undefined;
  failedAt: (index: number) => boolean;
  retry: () => void;
  /** When the shown values were fetched (stale values are aged against it). */
  now: number;
};

/**
 * A row's height as the browser lays it out - except a row with no height (its page hidden by the CSS
 * outlet, or an environment without layout), which keeps the height it had: taking 0 would bring every
 * row on screen at once.
 */
function rowHeight(element: HTMLDivElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLDivElement>) {
  const height = measureElement(element, entry, instance);
  if (height > 0) return height;
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? ESTIMATED_ROW;
}

/**
 * Columns that fit `width`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const columnsFor = (width: number) => Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));

/**
 * The cards as a feed (WAI-ARIA feed: articles with their position in the set), virtualised by rows
 * over the window's scroll: only the rows on screen (and one either side) are in the page, so a company
 * of 1,000 or 20,000 devices scrolls as lightly as one of 10; many rows new at once get their cards in
 * turns (`useCardsInTurn`). `onRange` reports the card positions on screen, which decides the pages fetched.
 */
export function CardFeed({ source, onRange, label }: { source: CardSource; onRange: (range: [number, number] | undefined) => void; label: string }) {
  const intl = useIntl();
  const feed = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Columns from the feed's width; its offset from the top of the document for the window's scroll.
  useLayoutEffect(() => {
    const element = feed.current;
    if (!element) return;
    const measure = () => {
      setColumns(columnsFor(element.clientWidth));
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(source.total / columns);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({ count: rowCount, estimateSize: () => ESTIMATED_ROW, overscan: 1, useFlushSync: false, scrollMargin, measureElement: rowHeight });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0]?.index;
  const last = rows.at(-1)?.index;

  useLayoutEffect(() => {
    onRange(first === undefined || last === undefined ? undefined : [first * columns, Math.min(source.total, (last + 1) * columns) - 1]);
  }, [first, last, columns, source.total, onRange]);

  const { cardsDrawn, drawing } = useCardsInTurn(rows, columns, (row) => source.cardAt(row * columns) !== undefined);

  return (
    <div ref={feed} role="feed" aria-label={label} aria-busy={drawing} className={styles.feed} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row) => {
        const cells: ReactNode[] = [];
        let failed = false;
        const drawnCards = cardsDrawn(row.index);
        for (let column = 0; column < columns; column++) {
          const index = row.index * columns + column;
          if (index >= source.total) break;
          if (source.failedAt(index)) failed = true;
          const card = column < drawnCards ? source.cardAt(index) : undefined;
          cells.push(
            card ? (
              <DeviceCard key={index} device={card} now={source.now} position={index + 1} setSize={source.total} />
            ) : (
              <div key={index} className={styles.placeholder} aria-hidden="true" />
            ),
          );
        }
        const measured = failed || drawnCards >= columns;
        return (
          <div
            key={row.key}
            data-index={row.index}
            // A row still getting its cards keeps the height it is known by, unmeasured: its frames are not its cards.
            ref={measured ? virtualizer.measureElement : undefined}
            className={styles.row}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - scrollMargin}px)`,
              height: measured ? undefined : row.size,
            }}
          >
            {failed ? (
              <div className={styles.rowFailure}>
                <LoadFailure message={intl.formatMessage({ id: 'devices.cards.pageFailed' })} onRetry={source.retry} />
              </div>
            ) : (
              cells
            )}
          </div>
        );
      })}
    </div>
  );
}
