import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { paintsFrameFirst, preloadSignedInFrame } from './app/router';
import { isMockEnabled, MOCK_BUILT_IN, PRISM_PANEL_BUILT_IN } from './platform/mockMode';
import { installGlobalErrorCapture } from './features/errorLog/installGlobalErrorCapture';
import { loadMessages } from './lib/messages';
import { usePreferencesStore } from './stores/preferences';
import { useSessionStore } from './stores/session';
import './styles.css';
import './narrowWindow.css';

// spec 8: uncaught UI errors become local log entries, from the very start.
installGlobalErrorCapture();

async function startMockBackend() {
  // MOCK_BUILT_IN is a build-time constant: tested here, beside the import, so the real build drops it.
  if (!MOCK_BUILT_IN || !isMockEnabled()) return;
  // The only import of mocks/ from src/: dynamic, so the worker is its own chunk (demo build and dev only).
  const { startBrowserMocks } = await import('../mocks/browser/index');
  try {
    await startBrowserMocks();
  } catch (error) {
    // Without its worker the mock cannot answer; the console still starts (and says why calls fail)
    // rather than staying a blank page behind an uncaught rejection.
    console.error('Mock backend could not start; calls go to the server instead.', error);
  }
}

async function startPrismPanel() {
  // PRISM_PANEL_BUILT_IN is a build-time constant too: `npm run build` drops this import (vite.config.ts).
  if (!PRISM_PANEL_BUILT_IN || isMockEnabled()) return;
  const { startPrismPanel: start } = await import('./features/prismPanel/start');
  start();
}

// Signed in (the tab keeps the session), the layout's chunk starts loading with the messages; the first
// render shows the loading state until it is in, then the layout and the page show in one commit. A tab
// that has shown the frame paints it first instead, and asks for the chunk after (src/app/router.tsx).
if (useSessionStore.getState().token && !paintsFrameFirst()) preloadSignedInFrame().catch(() => undefined); // a failed load is the layout's own to show

// The mock worker (or the Prism panel, mock off) and the messages of the language in use load side by side before the first render.
void Promise.all([startMockBackend(), startPrismPanel(), loadMessages(usePreferencesStore.getState().language)]).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
