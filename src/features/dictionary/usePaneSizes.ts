import { useCallback, useState } from 'react';
import { getStore, setStore } from '../../platform/storage';

/** The first pane's share of the splitter, in percent; the second takes the rest. */
export const DEFAULT_FIRST_PANE = 50;
export const MIN_PANE = 20;
export const MAX_PANE = 80;

const clamp = (percent: number) => Math.min(MAX_PANE, Math.max(MIN_PANE, Math.round(percent * 10) / 10));

/**
 * A stored share, if it is one (local storage is outside our control).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function readShare(stored: unknown): number | undefined {
  return typeof stored === 'number' && Number.isFinite(stored) ? clamp(stored) : undefined;
}

/**
 * The first pane's share from the splitter's pixel sizes.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const shareOf = (sizes: readonly number[]) => {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return total > 0 ? clamp((sizes[0] / total) * 100) : DEFAULT_FIRST_PANE;
};

/**
 * The dictionary panes are resizable and their sizes are remembered, per layout, in local
 * storage (spec 9 storage: a prefixed record). A share rather than pixels, so a remembered size fits
 * any window.
 */
export function usePaneSizes(layout: 'horizontal' | 'vertical') {
  const name = `dict-panes-${layout}`;
  const [share, setShare] = useState(() => readShare(getStore<number>(name, 'local')) ?? DEFAULT_FIRST_PANE);
  /** While dragging: follow the pointer. */
  const follow = useCallback((sizes: number[]) => setShare(shareOf(sizes)), []);
  /** When a drag or a key press ends: remember. */
  const remember = useCallback(
    (next: number) => {
      const value = clamp(next);
      setShare(value);
      setStore(name, value, 'local');
    },
    [name],
  );
  return { share, follow, remember };
}
