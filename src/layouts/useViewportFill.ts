import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a sticky column (the company tree) exactly as tall as the visible part of the window below
 * its top edge: under the header while the page is at the top, the whole window once the header has
 * scrolled away. Set on the element directly, so scrolling re-renders nothing.
 */
export function useViewportFill<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const top = Math.max(0, element.getBoundingClientRect().top);
      element.style.height = `${Math.max(0, window.innerHeight - top)}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return ref;
}
