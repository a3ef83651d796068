import { recordUncaughtError } from './recordError';

/**
 * Records errors no component caught: window error events (including those React reports for
 * errors outside every boundary) and unhandled promise rejections. Returns the uninstall function.
 */
export function installGlobalErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Without an Error object (a cross-origin "Script error."), the event's text and place are all there is.
    const place = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined;
    recordUncaughtError(event.error ?? event.message, place ? `window error at ${place}` : 'window error');
  };
  // Read once every listener has seen the event: a rejection another listener took care of (and said so
  // with preventDefault, as the mock does for its worker's failed update) is nobody's uncaught error.
  // A task, not a microtask: for a browser-dispatched event, microtasks run between two listeners.
  const onRejection = (event: PromiseRejectionEvent) =>
    setTimeout(() => {
      if (!event.defaultPrevented) recordUncaughtError(event.reason, 'unhandledrejection');
    });

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
