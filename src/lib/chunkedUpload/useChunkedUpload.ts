// The upload engine of the upload dialog (software dialog, file management page) and of the archive
// record form's attachments: md5 in a worker, then the resumable chunked upload (runUpload)
// through the generated calls, with the pending upload remembered until the server has answered for good.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getUploadedChunks, uploadFileChunk } from '../../../generated/endpoints/file/file';
import { HttpError } from '../http/client';
import { useSessionStore } from '../../stores/session';
import { md5OfFile } from './hashFile';
import { pendingUploads, pendingUploadsIn, type PendingUpload } from './pendingUpload';
import { ChunkRequestError, runUpload, type UploadResult, type UploadTransport } from './runUpload';
import { uploadChunkSize } from './uploadSettings';

/** How the attempt ended; the dialog turns it into the spec 8 messages. */
export type UploadEnd =
  | UploadResult
  /** A chunk or check request failed for good: spec 8 closes the dialog silently. */
  | 'requestFailed'
  /** The file could not be read or hashed: spec 8 downAndLoad.failure. */
  | 'error'
  /** The operator closed the dialog. */
  | 'cancelled';

export type UploadState = {
  phase: 'idle' | 'hashing' | 'sending';
  /** 0..100 */
  hashPercent: number;
  sendPercent: number;
  /** Chunks the server already held when sending started (a resumed upload). */
  resumedChunks: number;
};

const idle: UploadState = { phase: 'idle', hashPercent: 0, sendPercent: 0, resumedChunks: 0 };
const percent = (share: number) => Math.min(100, Math.floor(share * 100));

/** Network trouble (no reply, timeout, a 5xx past the handled range) is tried again; refusals are not. */
const isTransient = (error: unknown) => !(error instanceof HttpError) || error.body === undefined;
/** Three more tries over about 7 s before spec 8's silent close; the upload stays resumable after that. */
const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const transport: UploadTransport = {
  async check(identifier, signal) {
    const reply = await getUploadedChunks({ identifier }, { signal });
    if (reply.status !== 200) throw new HttpError(`HTTP ${reply.status}`, reply.status, reply.data);
    return reply.data.data ?? { uploaded: [], exists: false };
  },
  async send(chunk, signal) {
    const reply = await uploadFileChunk(chunk, { signal });
    if (reply.status !== 200) throw new HttpError(`HTTP ${reply.status}`, reply.status, reply.data);
    return reply.data.msg;
  },
};

/** How an attempt ended and, once hashed, the file's identifier (what an attachment is named by). */
export type UploadOutcome = { end: UploadEnd; identifier?: string };

type Options = {
  /** Where the unfinished upload is remembered; the software upload's own place when not given. */
  slot?: string;
};

export function useChunkedUpload({ slot }: Options = {}) {
  const remembered = useMemo(() => (slot ? pendingUploadsIn(slot) : pendingUploads), [slot]);
  const account = useSessionStore((s) => s.userInfo?.account) ?? '';
  const [state, setState] = useState<UploadState>(idle);
  const controller = useRef<AbortController | undefined>(undefined);

  // Closing the dialog (or the page going away) stops sending; what was acknowledged stays resumable.
  useEffect(() => () => controller.current?.abort(new DOMException('closed', 'AbortError')), []);

  const send = useCallback(
    async (pending: PendingUpload, signal: AbortSignal): Promise<UploadEnd> => {
      setState((s) => ({ ...s, phase: 'sending', hashPercent: 100 }));
      try {
        const result = await runUpload(pending, transport, {
          signal,
          isTransient,
          retryDelaysMs: RETRY_DELAYS_MS,
          onProgress: ({ sent, total, resumedChunks }) => setState((s) => ({ ...s, sendPercent: percent(sent / total), resumedChunks })),
        });
        // The server has answered for good (stored, already there, or dropped it): nothing to resume.
        await remembered.clear();
        return result;
      } catch (error) {
        if (signal.aborted) return 'cancelled';
        return error instanceof ChunkRequestError ? 'requestFailed' : 'error';
      }
    },
    [remembered],
  );

  const begin = useCallback(() => {
    controller.current?.abort(new DOMException('restarted', 'AbortError'));
    const next = new AbortController();
    controller.current = next;
    return next.signal;
  }, []);

  /** Hash the chosen file, then upload it (resuming whatever the server already holds of it). */
  const upload = useCallback(
    async (file: File, tab: string): Promise<UploadOutcome> => {
      const signal = begin();
      setState({ ...idle, phase: 'hashing' });
      let identifier: string;
      try {
        identifier = await md5OfFile(file, (share) => setState((s) => ({ ...s, hashPercent: percent(share) })), signal);
      } catch {
        setState(idle);
        return { end: signal.aborted ? 'cancelled' : 'error' };
      }
      // The same file as the remembered one keeps the cut its chunk numbers refer to.
      const before = await remembered.load(account);
      const chunkSize = before?.identifier === identifier ? before.chunkSize : uploadChunkSize();
      const pending: PendingUpload = { account, identifier, filename: file.name, tab, size: file.size, chunkSize, file, savedAt: Date.now() };
      await remembered.save(pending);
      const end = await send(pending, signal);
      setState(idle);
      return { end, identifier };
    },
    [account, begin, send, remembered],
  );

  const start = useCallback(async (file: File, tab: string): Promise<UploadEnd> => (await upload(file, tab)).end, [upload]);

  /** Go on with the remembered upload: no file to choose, no md5 to compute again. */
  const resume = useCallback(
    async (pending: PendingUpload): Promise<UploadEnd> => {
      const signal = begin();
      setState({ ...idle, phase: 'sending', hashPercent: 100 });
      // The browser keeps a reference to the file on disk: if it was moved or changed since, it cannot
      // be read, and the remembered upload is of no use any more (spec 8: an upload error).
      const readable = await pending.file.slice(0, 1).arrayBuffer().then(
        () => true,
        () => false,
      );
      if (!readable) {
        await remembered.clear();
        setState(idle);
        return 'error';
      }
      const end = await send(pending, signal);
      setState(idle);
      return end;
    },
    [begin, send, remembered],
  );

  const cancel = useCallback(() => {
    controller.current?.abort(new DOMException('cancelled', 'AbortError'));
    setState(idle);
  }, []);

  const loadPending = useCallback(() => remembered.load(account), [account, remembered]);
  const discardPending = useCallback(() => remembered.clear(), [remembered]);

  return { state, start, upload, resume, cancel, loadPending, discardPending };
}
