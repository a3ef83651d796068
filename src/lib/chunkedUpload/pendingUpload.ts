// The upload in progress, remembered in IndexedDB (which stores the File itself) until the server has
// answered for good. After a page reload or a network failure the upload dialog offers to resume it
// without the operator finding the file again: with a 1 GB package on a shared drive, choosing it
// again and waiting for the md5 once more is exactly what they should not have to do. Re-choosing the
// same file also resumes (the server's resume check is by md5), so nothing depends on this store.
// One store for the software dialog and the file management page: both upload to the same file/upload,
// so an upload begun in one may be finished from the other.

import { indexedDbStore } from '../indexedDbStore';

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

const store = indexedDbStore('saber-software-upload', 'pending');
const KEY = 'current';

const available = () => typeof indexedDB !== 'undefined';

const isPending = (value: unknown): value is PendingUpload =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PendingUpload).identifier === 'string' &&
  typeof (value as PendingUpload).account === 'string' &&
  (value as PendingUpload).file instanceof Blob;

/** Private browsing or a full disk may refuse; resuming by choosing the file again still works then. */
function slotOf(key: string) {
  return {
    async load(account: string): Promise<PendingUpload | undefined> {
      if (!available()) return undefined;
      try {
        const value: unknown = await store.transact('readonly', (s) => s.get(key));
        return isPending(value) && value.account === account ? value : undefined;
      } catch {
        return undefined;
      }
    },
    async save(upload: PendingUpload): Promise<void> {
      if (!available()) return;
      await store.transact('readwrite', (s) => s.put(upload, key)).catch(() => undefined);
    },
    async clear(): Promise<void> {
      if (!available()) return;
      await store.transact('readwrite', (s) => s.delete(key)).catch(() => undefined);
    },
  };
}

export type PendingUploadSlot = ReturnType<typeof slotOf>;

/** The software dialog's and the file management page's upload. */
export const pendingUploads: PendingUploadSlot = slotOf(KEY);

/**
 * Another upload remembered beside it: the archive record form's attachment, so attaching a
 * file never drops a software package's unfinished upload, nor is offered in the software dialog.
 */
export const pendingUploadsIn = (slot: string): PendingUploadSlot => slotOf(`${KEY}:${slot}`);
