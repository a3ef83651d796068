/* The demo's service worker: MSW's own (mockServiceWorker.js, written by `npx msw init`), for the
 * console's API only. MSW's worker hands every request the page makes (each script, style and font
 * chunk) to the page and back before letting it through; here everything but same-origin /api/
 * (the generated client's base, orval.config.ts) goes straight to the network, and MSW's listener
 * never sees it. Registered by mocks/browser/index.ts; left out of the real build like MSW's worker. */
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
