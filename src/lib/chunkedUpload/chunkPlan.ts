// spec 3 (Upload chunk), 9 (chunk size 31457280): how a file is cut, and which chunks still have to go.
// Pure, so that the rules are unit tested (tests/unit/chunkPlan.test.ts).

/** spec 9: the upload chunk size, 30 MB. */
export const UPLOAD_CHUNK_SIZE = 31_457_280;

export type PlannedChunk = {
  /** From 1 (spec 3 chunkNumber). */
  number: number;
  start: number;
  /** Exclusive. */
  end: number;
  /** end - start (spec 3 currentChunkSize). */
  size: number;
  last: boolean;
};

/**
 * The chunks of a file of `totalSize` bytes, as simple-uploader (the uploader BladeX consoles use) cuts
 * them: floor(totalSize / chunkSize) chunks, at least one, the last taking the remainder. So a chunk is
 * never smaller than chunkSize unless the whole file is, and the last may be up to one byte short of
 * two chunk sizes (the contract's currentChunkSize maximum).
 */
export function planChunks(totalSize: number, chunkSize = UPLOAD_CHUNK_SIZE): PlannedChunk[] {
  if (!Number.isInteger(totalSize) || totalSize < 1) throw new RangeError(`totalSize must be a positive integer, got ${totalSize}`);
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}`);
  const count = Math.max(1, Math.floor(totalSize / chunkSize));
  return Array.from({ length: count }, (_, i) => {
    const start = i * chunkSize;
    const last = i === count - 1;
    const end = last ? totalSize : start + chunkSize;
    return { number: i + 1, start, end, size: end - start, last };
  });
}

/**
 * What is left to send when the server already holds `uploaded` (the resume check):
 * every chunk it lacks, in order, so nothing acknowledged goes twice. When it holds every chunk but has
 * not put the file together (the reply to the last chunk was lost), the last chunk goes again: only a
 * chunk reply completes an upload.
 */
export function chunksToSend(plan: PlannedChunk[], uploaded: readonly number[]): PlannedChunk[] {
  const held = new Set(uploaded);
  const missing = plan.filter((chunk) => !held.has(chunk.number));
  return missing.length > 0 ? missing : plan.slice(-1);
}

/** Bytes already on the server, for the progress bar of a resumed upload. */
export function bytesHeld(plan: PlannedChunk[], uploaded: readonly number[]): number {
  const held = new Set(uploaded);
  return plan.filter((chunk) => held.has(chunk.number)).reduce((sum, chunk) => sum + chunk.size, 0);
}

/** spec 2.6 / 9: the file size column, in KB with 2 decimals. */
export const formatSizeKb = (bytes: number) => (bytes / 1024).toFixed(2);
