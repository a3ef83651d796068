// Messages between the upload dialog and the md5 worker (md5.worker.ts).

export type Md5Request = { file: Blob; sliceSize: number };
export type Md5Reply =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; md5: string }
  | { type: 'error'; message: string };

/** How often (bytes) the worker reports progress. */
export const MD5_SLICE_SIZE = 8 * 1024 * 1024;
