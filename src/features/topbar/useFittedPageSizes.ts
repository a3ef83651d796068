import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { countedPageSizes, fittedPageSizes } from './topMenuPages';

const sameSizes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((size, i) => size === b[i]);

/**
 * The top menu's page sizes from the measured widths of its items: an item is as wide as its
 * name in the font the browser really has, so no count chosen for one font can promise a fit. Before
 * the first measurement (and where nothing is laid out, as in happy-dom) spec 2.5's count rule stands.
 *
 * Every item of every page is laid out (the carousel stacks its pages), so one pass reads them all; the
 * menu's width does not depend on its items (it takes what the bar leaves), so a re-cut never feeds back.
 * It runs before paint and again whenever the row or an item changes size (window, fonts, marks).
 */
export function useFittedPageSizes(items: readonly unknown[]) {
  const count = items.length;
  const rowRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<{ items: readonly unknown[]; sizes: number[] }>();
  const counted = useMemo(() => countedPageSizes(count), [count]);
  const sizes = measured?.items === items ? measured.sizes : counted;
  // A tab switch re-renders the menu: the effect below re-runs only when the cut or the items change.
  const cut = sizes.join();

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || count === 0) return;
    const elements = () => row.querySelectorAll<HTMLElement>('ul > li');
    const measure = () => {
      const widths = Array.from(elements(), (item) => item.getBoundingClientRect().width);
      const rowWidth = row.getBoundingClientRect().width;
      // Not laid out (a hidden header, a DOM without layout): keep what there is.
      if (!rowWidth || widths.length !== count || widths.some((width) => width === 0)) return;
      const next = fittedPageSizes(widths, rowWidth);
      setMeasured((previous) => (previous?.items === items && sameSizes(previous.sizes, next) ? previous : { items, sizes: next }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const element of elements()) observer.observe(element);
    return () => observer.disconnect();
    // The items are re-observed after each re-cut: a re-cut moves them to other pages (new elements).
  }, [items, count, cut]);

  return { rowRef, sizes };
}
