// The upload in progress, remembered in IndexedDB (which stores the File itself) until the server has
// answered for good. After a page reload or a network failure the upload dialog offers to resume it
// without the operator finding the file again: with a 1 GB package on a shared drive, choosing it
// again and waiting for the md5 once more is exactly what they should not have to do. Re-choosing the
// same file also resumes (the server's resume check is by md5), so nothing depends on this store.

export type PendingUpload = {
  /** Who started it: another account on the same browser is not offered someone else's upload. */
  account: string;
  identifier: string;
  filename: string;
  tab: string;
  size: number;
  /** The cut the server's chunk numbers refer to. */
  chunkSize: number;
  file: Blob;
  savedAt: number;
};

const DB_NAME = 'saber-software-upload';
const STORE = 'pending';
const KEY = 'current';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = database.transaction(STORE, mode);
      const request = action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    database.close();
  }
}

const available = () => typeof indexedDB !== 'undefined';

const isPending = (value: unknown): value is PendingUpload =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PendingUpload).identifier === 'string' &&
  typeof (value as PendingUpload).account === 'string' &&
  (value as PendingUpload).file instanceof Blob;

/** Private browsing or a full disk may refuse; resuming by choosing the file again still works then. */
export const pendingUploads = {
  async load(account: string): Promise<PendingUpload | undefined> {
    if (!available()) return undefined;
    try {
      const value: unknown = await run('readonly', (store) => store.get(KEY));
      return isPending(value) && value.account === account ? value : undefined;
    } catch {
      return undefined;
    }
  },
  async save(upload: PendingUpload): Promise<void> {
    if (!available()) return;
    await run('readwrite', (store) => store.put(upload, KEY)).catch(() => undefined);
  },
  async clear(): Promise<void> {
    if (!available()) return;
    await run('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
  },
};
