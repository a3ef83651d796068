// The world survives a reload: a JSON snapshot in IndexedDB (localStorage is too small for the large
// scenario's 30,000 records).
import type { WorldPersistence } from '../world/db';
import type { World } from '../world/types';

const dbName = 'console-mock';
const storeName = 'world';
const key = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(storeName, mode).objectStore(storeName));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    database.close();
  }
}

export const indexedDbPersistence: WorldPersistence = {
  load: () => run<World | undefined>('readonly', (store) => store.get(key) as IDBRequest<World | undefined>),
  save: async (world) => {
    await run('readwrite', (store) => store.put(world, key));
  },
  clear: async () => {
    await run('readwrite', (store) => store.delete(key));
  },
};
