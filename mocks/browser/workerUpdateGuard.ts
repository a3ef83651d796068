// MSW's worker.start() asks an existing registration of the mock's worker to update() and does not
// wait for the answer (mswjs/msw#2006). When the script cannot be fetched at that moment (a server
// restarting, a build folder swapped, the registration going away in a reload race), the browser
// rejects that promise: "Failed to update a ServiceWorker for scope (…) with script
// (…/mockApiWorker.js): Not found", and nobody handles it. The worker already running
// keeps answering, so the mock works; only the console's error log and the browser console got an
// uncaught error that was nobody's. This catches that one rejection and hands it to the mock panel.

/** The mock's service worker: MSW's script behind an API-only filter (public/mockApiWorker.js). */
export const MOCK_WORKER_SCRIPT = 'mockApiWorker.js';
/** The scripts of that worker: a failed update names either. */
const WORKER_SCRIPTS = [MOCK_WORKER_SCRIPT, 'mockServiceWorker.js'];

/** Whether a rejection is the browser refusing to update the mock's service worker. */
function isWorkerUpdateFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return /Failed to update a ServiceWorker/i.test(message) && WORKER_SCRIPTS.some((script) => message.includes(script));
}

/**
 * Listens for that rejection and marks it handled (preventDefault): the browser does not print it as
 * uncaught and the console's error capture, which reads a rejection after every listener has seen it,
 * does not record it as a UI error; `onFailure` gets its message. Returns the uninstall function.
 */
export function catchWorkerUpdateFailure(onFailure: (message: string) => void, target: Window = window): () => void {
  const listener = (event: PromiseRejectionEvent) => {
    if (!isWorkerUpdateFailure(event.reason)) return;
    event.preventDefault();
    onFailure(event.reason instanceof Error ? event.reason.message : String(event.reason));
  };
  target.addEventListener('unhandledrejection', listener);
  return () => target.removeEventListener('unhandledrejection', listener);
}
