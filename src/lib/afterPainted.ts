/** The longest wait for a paint: a hidden tab paints nothing, and what waits must still go on. */
const PAINT_WAIT_CAP_MS = 500;

/**
 * Resolves once the browser has painted the element marked `elementtiming={identifier}` (Element
 * Timing: the entry comes when the frame with it is presented, which for text in a font not yet used
 * can be a frame or two after the first paint), or, without that API or an identifier, once the next
 * frame has painted (a task queued from an animation frame runs after its paint); at the latest after
 * half a second.
 */
export function afterPainted(identifier?: string): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(done, PAINT_WAIT_CAP_MS);
    if (identifier && typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)) done();
      });
      observer.observe({ type: 'element', buffered: true });
      return;
    }
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
