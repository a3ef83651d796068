// Upload bytes in IndexedDB (structured clone stores Blobs as they are), in a database of their own so
// that the world's JSON snapshot stays small and its schema untouched.
import type { BlobPersistence } from '../world/blobs';

const dbName = 'console-mock-blobs';
const storeName = 'blobs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

/** One transaction; resolves when it has committed, so an acknowledged chunk is really on disk. */
async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const database = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = database.transaction(storeName, mode);
      const request = action(tx.objectStore(storeName));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

export const indexedDbBlobs: BlobPersistence = {
  get: async (key) => (await run<Blob | undefined>('readonly', (store) => store.get(key) as IDBRequest<Blob | undefined>)) ?? undefined,
  put: async (key, blob) => {
    await run('readwrite', (store) => store.put(blob, key));
  },
  delete: async (keys) => {
    await run('readwrite', (store) => keys.forEach((key) => store.delete(key)));
  },
  keys: async (prefix) => {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const keys = await run<IDBValidKey[]>('readonly', (store) => store.getAllKeys(range));
    return (keys ?? []).map(String);
  },
  clear: async () => {
    await run('readwrite', (store) => store.clear());
  },
};
