// Upload bytes in IndexedDB (structured clone stores Blobs as they are), in a database of their own so
// that the world's JSON snapshot stays small and its schema untouched. Every call resolves once its
// transaction has committed, so an acknowledged chunk is really on disk.
import { indexedDbStore } from '../../src/lib/indexedDbStore';
import type { BlobPersistence } from '../world/blobs';

const store = indexedDbStore('console-mock-blobs', 'blobs');

export const indexedDbBlobs: BlobPersistence = {
  get: (key) => store.transact<Blob | undefined>('readonly', (s) => s.get(key) as IDBRequest<Blob | undefined>),
  put: async (key, blob) => {
    await store.transact('readwrite', (s) => s.put(blob, key));
  },
  delete: async (keys) => {
    await store.transact('readwrite', (s) => keys.forEach((key) => s.delete(key)));
  },
  keys: async (prefix) => {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const keys = await store.transact<IDBValidKey[]>('readonly', (s) => s.getAllKeys(range));
    return (keys ?? []).map(String);
  },
  clear: async () => {
    await store.transact('readwrite', (s) => s.clear());
  },
};
