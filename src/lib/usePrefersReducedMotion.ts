import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaList = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(onChange: () => void) {
  const list = mediaList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => mediaList()?.matches ?? false;

/** Whether the user asked the system for less motion (WCAG 2.3.3); follows a change of that setting. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
