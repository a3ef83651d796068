// @vitest-environment node
// spec 4 and 8 (Upload): what a chunk reply means; A resumed upload sends only what
// the server lacks, retries network trouble, and gives up silently on a refusal.
import { describe, expect, it, vi } from 'vitest';
import type { SoftwareFileChunk } from '../../generated/model';
import { outcomeOf } from '../../src/lib/chunkedUpload/replyOutcome';
import { ChunkRequestError, runUpload, type UploadTransport } from '../../src/lib/chunkedUpload/runUpload';

describe('outcomeOf (the msg of a chunk reply)', () => {
  it.each([
    ['操作成功', false, 'continue'],
    ['操作成功', true, 'success'], // spec 4: the last chunk ends with success
    ['上传成功', false, 'success'], // ... or a reply 上传成功
    ['上传成功', true, 'success'],
    ['文件已存在', false, 'exists'],
    ['文件已存在', true, 'exists'],
    ['上传失败', false, 'failed'],
    ['上传失败', true, 'failed'], // a last chunk the server could not store is no success
    [undefined, false, 'continue'],
  ] as const)('%s (last: %s) -> %s', (msg, last, outcome) => {
    expect(outcomeOf(msg, last)).toBe(outcome);
  });
});

const bytes = new Uint8Array(Array.from({ length: 25 }, (_, i) => i));
const job = { file: new Blob([bytes]), filename: 'fw.bin', tab: 'V1', identifier: 'a'.repeat(32), chunkSize: 10 };

function fakeServer(held: number[] = [], replies: Record<number, string> = {}) {
  const sent: SoftwareFileChunk[] = [];
  const transport: UploadTransport = {
    check: vi.fn(async () => ({ uploaded: held, exists: false })),
    send: vi.fn(async (chunk: SoftwareFileChunk) => {
      sent.push(chunk);
      return replies[chunk.chunkNumber] ?? (chunk.last ? '上传成功' : '操作成功');
    }),
  };
  return { transport, sent };
}

const signal = () => new AbortController().signal;

describe('runUpload', () => {
  it('sends every chunk with the spec 3 fields when the server holds nothing', async () => {
    const { transport, sent } = fakeServer();
    const progress: number[] = [];
    expect(await runUpload(job, transport, { signal: signal(), onProgress: (p) => progress.push(p.sent) })).toBe('success');
    expect(sent.map(({ file, ...fields }) => ({ ...fields, bytes: file.size }))).toEqual([
      { tab: 'V1', chunkNumber: 1, chunkSize: 10, currentChunkSize: 10, totalSize: 25, identifier: job.identifier, filename: 'fw.bin', totalChunks: 2, last: false, bytes: 10 },
      { tab: 'V1', chunkNumber: 2, chunkSize: 10, currentChunkSize: 15, totalSize: 25, identifier: job.identifier, filename: 'fw.bin', totalChunks: 2, last: true, bytes: 15 },
    ]);
    expect(new Uint8Array(await (sent[1].file as Blob).arrayBuffer())).toEqual(bytes.slice(10));
    expect(progress).toEqual([0, 10, 25]);
  });

  it('resumes from the first chunk the server lacks, sending nothing it acknowledged', async () => {
    const { transport, sent } = fakeServer([1, 2]);
    const progress: Array<[number, number]> = [];
    const big = { ...job, file: new Blob([new Uint8Array(40)]) };
    expect(await runUpload(big, transport, { signal: signal(), onProgress: (p) => progress.push([p.sent, p.resumedChunks]) })).toBe('success');
    expect(sent.map((c) => c.chunkNumber)).toEqual([3, 4]);
    expect(progress[0]).toEqual([20, 2]);
  });

  it('says exists without sending when the server already stores the file', async () => {
    const { transport, sent } = fakeServer();
    transport.check = async () => ({ uploaded: [], exists: true });
    expect(await runUpload(job, transport, { signal: signal() })).toBe('exists');
    expect(sent).toEqual([]);
  });

  it.each([
    ['文件已存在', 'exists'],
    ['上传失败', 'failed'],
    ['上传成功', 'success'],
  ] as const)('stops at a first-chunk reply %s -> %s', async (msg, outcome) => {
    const { transport, sent } = fakeServer([], { 1: msg });
    expect(await runUpload(job, transport, { signal: signal() })).toBe(outcome);
    expect(sent).toHaveLength(1);
  });

  it('retries a transient failure of a chunk, then goes on', async () => {
    const { transport, sent } = fakeServer();
    const send = transport.send;
    let failures = 1;
    transport.send = async (chunk, s) => {
      if (chunk.chunkNumber === 2 && failures-- > 0) throw new TypeError('Failed to fetch');
      return send(chunk, s);
    };
    const result = await runUpload(job, transport, { signal: signal(), isTransient: (e) => e instanceof TypeError, retryDelaysMs: [1] });
    expect(result).toBe('success');
    expect(sent.map((c) => c.chunkNumber)).toEqual([1, 2]);
  });

  it('gives up with ChunkRequestError on a refusal, or when the retries run out', async () => {
    const refused = fakeServer();
    refused.transport.send = async () => {
      throw new Error('code 400');
    };
    await expect(runUpload(job, refused.transport, { signal: signal(), isTransient: () => false, retryDelaysMs: [1, 1] })).rejects.toBeInstanceOf(ChunkRequestError);

    const down = fakeServer();
    let calls = 0;
    down.transport.send = async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    };
    await expect(runUpload(job, down.transport, { signal: signal(), isTransient: () => true, retryDelaysMs: [1, 1] })).rejects.toBeInstanceOf(ChunkRequestError);
    expect(calls).toBe(3);
  });

  it('stops when aborted, with the abort reason', async () => {
    const controller = new AbortController();
    const { transport, sent } = fakeServer();
    const send = transport.send;
    transport.send = async (chunk, s) => {
      const reply = await send(chunk, s);
      controller.abort(new DOMException('closed', 'AbortError'));
      return reply;
    };
    await expect(runUpload(job, transport, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
