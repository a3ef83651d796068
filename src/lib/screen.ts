import { useSyncExternalStore } from 'react';

/** spec 2.2: the layout's screen value — 3 at 1200px and above, 2 at 992, 1 at 768, else 0. */
export type Screen = 0 | 1 | 2 | 3;

/** The minimum widths (px) of screens 1, 2 and 3, in that order. */
const SCREEN_BREAKPOINTS = [768, 992, 1200] as const;

/** A window without matchMedia (old test environments, server rendering) is treated as wide. */
const WIDEST: Screen = 3;

/**
 * spec 2.2 as a pure function of the viewport width.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function screenValue(width: number): Screen {
  return SCREEN_BREAKPOINTS.filter((min) => width >= min).length as Screen;
}

const queries = SCREEN_BREAKPOINTS.map((min) => `(min-width: ${min}px)`);

const canMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * The current screen value, read from the same media queries CSS would use, so the value agrees with
 * the browser's own idea of the width (scrollbars, zoom) rather than with innerWidth.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function readScreen(): Screen {
  if (!canMatchMedia()) return WIDEST;
  return queries.filter((query) => window.matchMedia(query).matches).length as Screen;
}

/**
 * Calls `onChange` whenever the width crosses a breakpoint; returns the unsubscribe.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function subscribeScreen(onChange: () => void): () => void {
  if (!canMatchMedia()) return () => {};
  const lists = queries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** The screen value for components; re-renders only when a breakpoint is crossed. */
export function useScreen(): Screen {
  return useSyncExternalStore(subscribeScreen, readScreen, () => WIDEST);
}
