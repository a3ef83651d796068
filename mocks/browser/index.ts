import { setupWorker } from 'msw/browser';
import { handlers } from '../handlers';
import { scenario } from '../scenario';
import { blobs } from '../world/blobs';
import { db } from '../world/db';
import { indexedDbBlobs } from './blobPersistence';
import { mountDevPanel, type DevPanel } from './devPanel';
import { indexedDbPersistence } from './persistence';
import { scenarioFromUrl } from './scenarioFromUrl';
import { wireFromUrl } from './wireFromUrl';
import { wire } from '../wire/mode';
import { installWeatherControl } from './weatherControl';
import { catchWorkerUpdateFailure, MOCK_WORKER_SCRIPT } from './workerUpdateGuard';

/** `npm start`: the whole backend in the browser, its world kept in IndexedDB across reloads. */
export async function startBrowserMocks() {
  const { options, reset } = scenarioFromUrl();
  scenario.set(options);
  wire.set(wireFromUrl());
  installWeatherControl();
  await db.attach(indexedDbPersistence);
  blobs.attach(indexedDbBlobs);
  if (reset) await db.reset();
  // The guard before start(): its un-awaited update() may reject at any time after, even before the
  // panel (mounted once the worker answers, so its button says the mock is up) is there to say so.
  const notes: { panel?: DevPanel; early: string[] } = { early: [] };
  catchWorkerUpdateFailure((message) => (notes.panel ? notes.panel.noteWorkerUpdateFailure(message) : notes.early.push(message)));
  const worker = setupWorker(...handlers);
  // Only the API goes through the mock: public/mockApiWorker.js wraps MSW's worker script.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: `/${MOCK_WORKER_SCRIPT}` } });
  notes.panel = mountDevPanel(options, wire.get());
  // What the console's test page shows (src/platform/mockMode.ts reads it; src does not import mocks/).
  window.__CONSOLE_MOCK__ = { scenario: options.name, seed: options.seed, latency: options.latency, chaosRate: options.chaos.rate, tokenTtlSeconds: options.tokenTtlSeconds };
  for (const message of notes.early) notes.panel.noteWorkerUpdateFailure(message);
}
