import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { isMockEnabled } from './app/mockMode';
import { installGlobalErrorCapture } from './features/errorLog/installGlobalErrorCapture';
import './styles.css';

// spec 8: uncaught UI errors become local log entries, from the very start.
installGlobalErrorCapture();

async function startMockBackend() {
  if (!isMockEnabled()) return;
  // The only import of mocks/ from src/: dynamic, so the worker is its own chunk.
  const { startBrowserMocks } = await import('../mocks/browser/index');
  await startBrowserMocks();
}

void startMockBackend().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
