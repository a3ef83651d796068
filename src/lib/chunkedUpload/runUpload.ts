// The chunked upload (spec 3, 4, 8) with resume: ask the server which chunks it holds,
// send the ones it lacks in order, read each reply. Network access comes in as two functions, so the
// rules are unit tested without a server (tests/unit/runUpload.test.ts).
import type { SoftwareFileChunk, UploadedChunks } from '../../../generated/model';
import { bytesHeld, chunksToSend, planChunks } from './chunkPlan';
import { outcomeOf } from './replyOutcome';

export type UploadJob = {
  file: Blob;
  filename: string;
  /** The version number (spec 5), already trimmed. */
  tab: string;
  /** md5 of the whole file (spec 3). */
  identifier: string;
  chunkSize: number;
};

export type UploadTransport = {
  /** The resume check (getUploadedChunks). */
  check(identifier: string, signal: AbortSignal): Promise<UploadedChunks>;
  /** One chunk (uploadFileChunk); resolves with the reply's msg. */
  send(chunk: SoftwareFileChunk, signal: AbortSignal): Promise<unknown>;
};

type UploadProgress = {
  /** Bytes the server holds. */
  sent: number;
  total: number;
  /** Chunk numbers the server already had when this attempt started (0 for a fresh upload). */
  resumedChunks: number;
};

export type UploadResult = 'success' | 'exists' | 'failed';

export type UploadOptions = {
  signal: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Whether a failed request may be tried again (network trouble, not a refusal the server gave). */
  isTransient?: (error: unknown) => boolean;
  /** Waits before each retry of a transient failure; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
};

/** A chunk or check request that failed for good: spec 8 closes the dialog silently. */
export class ChunkRequestError extends Error {
  name = 'ChunkRequestError';
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', abort, { once: true });
  });

async function withRetry<T>(request: () => Promise<T>, options: UploadOptions): Promise<T> {
  const delays = options.retryDelaysMs ?? [];
  for (let attempt = 0; ; attempt++) {
    try {
      return await request();
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      if (attempt >= delays.length || !(options.isTransient?.(error) ?? false)) throw new ChunkRequestError(error);
      await wait(delays[attempt], options.signal);
    }
  }
}

export async function runUpload(job: UploadJob, transport: UploadTransport, options: UploadOptions): Promise<UploadResult> {
  const { signal } = options;
  const plan = planChunks(job.file.size, job.chunkSize);
  const held = await withRetry(() => transport.check(job.identifier, signal), options);
  // The same file is stored already: the reply a chunk would get (spec 8 文件已存在).
  if (held.exists) return 'exists';

  const total = job.file.size;
  let sent = bytesHeld(plan, held.uploaded);
  const resumedChunks = plan.filter((chunk) => held.uploaded.includes(chunk.number)).length;
  options.onProgress?.({ sent, total, resumedChunks });

  for (const chunk of chunksToSend(plan, held.uploaded)) {
    if (signal.aborted) throw signal.reason;
    const data: SoftwareFileChunk = {
      file: job.file.slice(chunk.start, chunk.end),
      tab: job.tab,
      chunkNumber: chunk.number,
      chunkSize: job.chunkSize,
      currentChunkSize: chunk.size,
      totalSize: total,
      identifier: job.identifier,
      filename: job.filename,
      totalChunks: plan.length,
      last: chunk.last,
    };
    const msg = await withRetry(() => transport.send(data, signal), options);
    const outcome = outcomeOf(msg, chunk.last);
    if (outcome !== 'continue') {
      if (outcome === 'success') options.onProgress?.({ sent: total, total, resumedChunks });
      return outcome;
    }
    sent = Math.min(total, sent + (held.uploaded.includes(chunk.number) ? 0 : chunk.size));
    options.onProgress?.({ sent, total, resumedChunks });
  }
  // Unreachable in practice: the last chunk always has an outcome. Kept for the type.
  return 'success';
}
