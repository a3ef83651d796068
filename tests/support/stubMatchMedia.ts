import { vi } from 'vitest';

/**
 * Replaces window.matchMedia with one that answers `(min-width: Npx)` queries for a width the test sets,
 * and fires `change` on the lists whose answer flips — as a browser does when the window is resized.
 * Undo with vi.unstubAllGlobals().
 */
export function stubMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; min: number; matches: boolean; listeners: Set<(event: MediaQueryListEvent) => void> }>();

  vi.stubGlobal('matchMedia', (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN);
    const entry = { query, min, matches: width >= min, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return width >= min;
      },
      onchange: null,
      addEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => entry.listeners.add(listener),
      removeEventListener: (_type: 'change', listener: (event: MediaQueryListEvent) => void) => entry.listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });

  return {
    /** Resizes the pretend window, notifying the lists whose answer changed. */
    resize(next: number) {
      width = next;
      for (const entry of lists) {
        const matches = width >= entry.min;
        if (matches === entry.matches) continue;
        entry.matches = matches;
        entry.listeners.forEach((listener) => listener({ matches, media: entry.query } as MediaQueryListEvent));
      }
    },
    /** How many change listeners are still attached, to check unsubscribing. */
    listenerCount: () => [...lists].reduce((sum, entry) => sum + entry.listeners.size, 0),
  };
}
