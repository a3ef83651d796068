import { setupWorker } from 'msw/browser';
import { handlers } from '../handlers';
import { scenario } from '../scenario';
import { blobs } from '../world/blobs';
import { db } from '../world/db';
import { indexedDbBlobs } from './blobPersistence';
import { mountDevPanel } from './devPanel';
import { indexedDbPersistence } from './persistence';
import { scenarioFromUrl } from './scenarioFromUrl';

/** `npm start`: the whole backend in the browser, its world kept in IndexedDB across reloads. */
export async function startBrowserMocks() {
  const { options, reset } = scenarioFromUrl();
  scenario.set(options);
  await db.attach(indexedDbPersistence);
  blobs.attach(indexedDbBlobs);
  if (reset) await db.reset();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  mountDevPanel(options);
}
