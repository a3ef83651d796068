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
  const onRejection = (event: PromiseRejectionEvent) => recordUncaughtError(event.reason, 'unhandledrejection');

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
