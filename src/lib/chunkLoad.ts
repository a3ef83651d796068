// Spec 8: "A route chunk load timeout of 120 s gives a chunk load error." A page's chunk that fails to
// load, or has not loaded within the timeout, becomes a ChunkLoadError: the error page then says the
// page could not be loaded and its retry reloads (a failed import is cached by the browser and by
// React.lazy, and after a new deployment the old chunk names are gone: only a reload fetches afresh).
import { appConfig } from '../platform/config';

/** @internal Exported for its tests; the console asks isChunkLoadError. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Whether an error is a chunk that did not load: ours, or the browser's own failed dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  // Chromium, Firefox and Safari word a failed `import()` differently.
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(message);
}

/**
 * `load` with the chunk load timeout: rejects with a ChunkLoadError when the chunk is not in within
 * `timeoutMs` (a chunk that arrives later is not used); a failed import rejects with the browser's error.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = appConfig.chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${timeoutMs / 1000} s`)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
