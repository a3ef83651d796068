import { MD5_SLICE_SIZE, type Md5Reply, type Md5Request } from './md5Protocol';

/** Raised when the md5 could not be computed (file unreadable, worker failed): an upload error (spec 8). */
class HashError extends Error {
  name = 'HashError';
}

/**
 * The md5 of a file, computed in a Web Worker so that the page stays responsive.
 * `onProgress` gets the share hashed (0..1). Rejects with the signal's reason when aborted.
 */
export function md5OfFile(file: Blob, onProgress: (share: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort);
    worker.onmessage = ({ data }: MessageEvent<Md5Reply>) => {
      if (data.type === 'progress') onProgress(data.total ? data.loaded / data.total : 1);
      else {
        finish();
        if (data.type === 'done') resolve(data.md5);
        else reject(new HashError(data.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new HashError(event.message || 'md5 worker failed'));
    };
    worker.postMessage({ file, sliceSize: MD5_SLICE_SIZE } satisfies Md5Request);
  });
}
