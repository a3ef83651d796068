import { useLayoutEffect, useRef, type RefObject } from 'react';

type Offset = { top: number; left: number };

/**
 * Where the window is scrolled, as the last scroll event said. Reading window.scrollY, like calling
 * scrollTo, makes the browser lay the page out at once, in the middle of a tab switch; knowing the
 * offset lets a switch between unscrolled pages skip that.
 */
const windowOffset: Offset = { top: 0, left: 0 };

/**
 * Remembers where a kept-alive page was scrolled and puts it back when the page shows again.
 * Browsers drop the scroll offsets of a display:none box, and the window is shared by all tabs, so
 * offsets are recorded from scroll events while the page is shown (reading them at hide time is too
 * late: the box is gone by then).
 */
export function useScrollMemory(root: RefObject<HTMLElement | null>, shown: boolean) {
  const memory = useRef<{ page: Offset; inner: Map<Element, Offset> }>({ page: { top: 0, left: 0 }, inner: new Map() });

  useLayoutEffect(() => {
    if (!shown) return;
    const saved = memory.current;
    if (saved.page.top !== windowOffset.top || saved.page.left !== windowOffset.left) window.scrollTo(saved.page.left, saved.page.top);
    for (const [element, offset] of saved.inner) {
      if (!root.current?.contains(element)) {
        saved.inner.delete(element); // left the page; do not keep it alive
        continue;
      }
      element.scrollTop = offset.top;
      element.scrollLeft = offset.left;
    }

    const record = (event: Event) => {
      const target = event.target;
      if (target === document) {
        saved.page = { top: window.scrollY, left: window.scrollX };
        windowOffset.top = saved.page.top;
        windowOffset.left = saved.page.left;
      }
      else if (target instanceof Element && root.current?.contains(target)) {
        saved.inner.set(target, { top: target.scrollTop, left: target.scrollLeft });
      }
    };
    // Scroll events do not bubble; a capturing listener sees those of every element.
    document.addEventListener('scroll', record, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', record, { capture: true });
  }, [root, shown]);
}
