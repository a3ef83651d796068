// Bytes the mock backend keeps beside its JSON world: the chunks of unfinished uploads and the bytes
// of finished ones. In memory by default (Node, mock:server); the browser attaches IndexedDB so that
// an acknowledged chunk survives a page reload, which is what makes a resumable upload testable in
// mock mode. A reset of the world forgets them (db.onReset).
import { db } from './db';

export type BlobPersistence = {
  get(key: string): Promise<Blob | undefined>;
  put(key: string, blob: Blob): Promise<void>;
  delete(keys: string[]): Promise<void>;
  /** Keys that start with `prefix`. */
  keys(prefix: string): Promise<string[]>;
  clear(): Promise<void>;
};

function memoryBlobs(): BlobPersistence {
  const map = new Map<string, Blob>();
  return {
    get: async (key) => map.get(key),
    put: async (key, blob) => void map.set(key, blob),
    delete: async (keys) => keys.forEach((key) => map.delete(key)),
    keys: async (prefix) => [...map.keys()].filter((key) => key.startsWith(prefix)),
    clear: async () => map.clear(),
  };
}

let store: BlobPersistence = memoryBlobs();
db.onReset(() => store.clear());

export const blobs = {
  attach(adapter: BlobPersistence) {
    store = adapter;
  },
  get: (key: string) => store.get(key),
  put: (key: string, blob: Blob) => store.put(key, blob),
  delete: (keys: string[]) => store.delete(keys),
  keys: (prefix: string) => store.keys(prefix),
};
