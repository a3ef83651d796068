// One object store of one IndexedDB database, used a transaction at a time. The console keeps its
// pending upload here and the mock backend its world snapshot and upload bytes: all three need the
// same open-upgrade-transact-close dance, and all three want a write to count only once it is on disk.

export type IndexedDbStore = {
  /**
   * Runs `action` in one transaction and resolves with its request's result when the transaction has
   * committed (not when the request succeeded: a write is durable only after commit). Rejects when
   * IndexedDB refuses (private browsing, a full disk) or the transaction aborts.
   */
  transact<T = undefined>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined>;
};

function openDatabase(dbName: string, storeName: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

/** The store `storeName` of database `dbName` (version 1, created on first use, out-of-line keys). */
export function indexedDbStore(dbName: string, storeName: string): IndexedDbStore {
  return {
    async transact<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T> | void) {
      const database = await openDatabase(dbName, storeName);
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
    },
  };
}
