// Software files (spec 2.6, 4, 7, 8): the list of the software dialog, removal, the chunked upload with
// its resume check, and the download. Chunk and file bytes live in the blob store (world/blobs.ts):
// memory in Node, IndexedDB in the browser, so an acknowledged chunk survives a reload there. Seeded
// files have no bytes; their download answers stand-in bytes of the recorded size.
import SparkMD5 from 'spark-md5';
import { http, HttpResponse } from 'msw';
import { operationOf } from '../contract/operations';
import { blobs } from '../world/blobs';
import { db } from '../world/db';
import type { MockFile } from '../world/types';
import { contains, fail, now, ok, page, query, userOf } from './kit';
import { allows, noAuthority } from './permissions';

const chunkPrefix = (identifier: string) => `chunk:${identifier}:`;
const chunkKey = (identifier: string, n: number) => `${chunkPrefix(identifier)}${String(n).padStart(10, '0')}`;
const fileKey = (path: string) => `file:${path}`;

/**
 * Removing and uploading are allowed from the top bar's software dialog (/monitor/top/upload, spec 6)
 * or from the file management page (its remove / upload actions, spec 7 fileVerification); uploading
 * also from the archive record form (its attachments).
 */
const mayChange = (request: Request, action: 'delete' | 'upload') => {
  const user = userOf(request);
  return allows(user, '/monitor/top/upload') || allows(user, `/monitor/file/index/${action}`) || (action === 'upload' && mayAttach(request));
};

/** The archive record form uploads its attachments (proposed): allowed with the record page's add or edit. */
const mayAttach = (request: Request) => {
  const user = userOf(request);
  return allows(user, '/monitor/record/index/add') || allows(user, '/monitor/record/index/edit');
};

/** The version (tab) the record form uploads its attachments under (openapi/paths/file.yaml). */
const ATTACHMENT_TAB = '档案附件';

/**
 * A chunk may be sent by whoever may upload software or files, or, as an attachment (tab 档案附件), by
 * whoever may add or edit records: the record form's right is no way round spec 6's /monitor/top/upload.
 */
async function maySendChunk(request: Request) {
  const user = userOf(request);
  if (allows(user, '/monitor/top/upload') || allows(user, '/monitor/file/index/upload')) return true;
  if (!mayAttach(request)) return false;
  const form = await request.clone().formData();
  return String(form.get('tab') ?? '').trim() === ATTACHMENT_TAB;
}

/** Chunk numbers stored for an identifier, ascending. */
async function storedChunks(identifier: string): Promise<number[]> {
  const keys = await blobs.keys(chunkPrefix(identifier));
  return keys.map((key) => Number(key.slice(chunkPrefix(identifier).length))).sort((a, b) => a - b);
}

async function forget(identifier: string) {
  await blobs.delete(await blobs.keys(chunkPrefix(identifier)));
}

/** Stored path: the identifier plus the original extension, one URL-safe segment. */
const storedPath = (identifier: string, filename: string) => identifier + (filename.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? '');

/**
 * md5 (lower-case hex) of blobs taken in order, a chunk at a time so memory holds one chunk. spark-md5,
 * not hash-wasm: the mock runs on the page, whose Content-Security-Policy compiles no WebAssembly.
 */
async function md5Of(parts: Blob[]): Promise<string> {
  const md5 = new SparkMD5.ArrayBuffer();
  for (const part of parts) md5.append(await part.arrayBuffer());
  return md5.end();
}

async function uploadChunk(request: Request) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const identifier = field('identifier');
  const reply = (msg: '操作成功' | '上传成功' | '文件已存在' | '上传失败') => ok(null, msg);

  if (db.world.files.some((f) => f.identifier === identifier)) {
    await forget(identifier);
    return reply('文件已存在');
  }
  const totalChunks = Number(field('totalChunks'));
  const chunk = form.get('file') as Blob;
  // A chunk whose bytes are not the announced size was cut short on the way: not acknowledged.
  if (chunk.size !== Number(field('currentChunkSize'))) return reply('上传失败');
  // Stored (committed, in the browser) before the reply: an acknowledged chunk is never lost.
  await blobs.put(chunkKey(identifier, Number(field('chunkNumber'))), chunk);

  const stored = await storedChunks(identifier);
  const allArrived = Array.from({ length: totalChunks }, (_, i) => i + 1).every((n) => stored.includes(n));
  if (!allArrived && field('last') !== 'true') return reply('操作成功');

  // Complete (or the last chunk came): the assembled bytes must add up to the announced size and
  // hash to the identifier (the md5 of the whole file, spec 3); otherwise nothing is kept.
  const parts = (await Promise.all(stored.map((n) => blobs.get(chunkKey(identifier, n))))).filter((b): b is Blob => !!b);
  const blob = new Blob(parts);
  const totalSize = Number(field('totalSize'));
  if (!allArrived || blob.size !== totalSize || (await md5Of(parts)) !== identifier) {
    await forget(identifier);
    return reply('上传失败');
  }

  const filename = field('filename');
  const file: MockFile = {
    id: db.newId(),
    name: filename,
    size: totalSize,
    tab: field('tab').trim(),
    uploadTime: now(),
    identifier,
    path: storedPath(identifier, filename),
  };
  await blobs.put(fileKey(file.path), blob);
  db.world.files.push(file);
  // The record is on disk before the chunks go: a reload in between loses neither.
  await db.flush();
  await forget(identifier);
  return reply('上传成功');
}

// Stand-in bytes when the upload is not in memory (seeded files, or after a reload): a repeating
// pattern of the recorded size, capped at 5 MB so that a seeded "50 MB" package does not fill memory.
const STAND_IN_CAP = 5 * 1024 * 1024;
function standInBytes(file: MockFile) {
  const bytes = new Uint8Array(Math.min(file.size, STAND_IN_CAP));
  const salt = [...file.path].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) & 0xff, 7);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + salt) & 0xff;
  return new Blob([bytes]);
}

/** attachment with an ASCII fallback and the UTF-8 name (RFC 5987 / RFC 6266 filename*). */
function disposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const fileHandlers = [
  http.get('*/file/list', ({ request }) => {
    const q = query(request);
    const rows = db.world.files
      .filter((f) => contains(f.name, q.get('name')) && contains(f.tab, q.get('tab')))
      // Newest first; equal times by name, so paging is stable.
      .sort((a, b) => b.uploadTime.localeCompare(a.uploadTime) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
      .map(({ id, name, size, uploadTime, tab, path }) => ({ id, name, size, uploadTime, tab, path }));
    return ok(page(rows, request, 10));
  }),

  http.post('*/file/remove', async ({ request }) => {
    if (!mayChange(request, 'delete')) return noAuthority();
    const id = query(request).get('id');
    const file = db.world.files.find((f) => f.id === id);
    if (!file) return fail('文件不存在');
    db.world.files = db.world.files.filter((f) => f !== file);
    await blobs.delete([fileKey(file.path)]);
    db.changed();
    return ok(null);
  }),

  // The resume check (proposed): which chunks of this identifier are stored, or that the file is.
  http.get('*/file/upload', async ({ request }) => {
    if (!mayChange(request, 'upload')) return noAuthority();
    const identifier = query(request).get('identifier') ?? '';
    const exists = db.world.files.some((f) => f.identifier === identifier);
    return ok({ uploaded: exists ? [] : await storedChunks(identifier), exists });
  }),

  http.post('*/file/upload', async ({ request }) => {
    if (!(await maySendChunk(request))) return noAuthority();
    return uploadChunk(request);
  }),

  http.get('*/upload/:path', async ({ request, params }) => {
    // The pattern also matches unrelated URLs (a dev server's /src/upload/x.ts): leave those alone.
    if (!operationOf('GET', new URL(request.url).pathname)) return undefined;
    const file = db.world.files.find((f) => f.path === String(params.path));
    if (!file) return HttpResponse.json({ code: 404, success: false, msg: '文件不存在', data: null }, { status: 404 });
    const blob = (await blobs.get(fileKey(file.path))) ?? standInBytes(file);
    return new HttpResponse(blob, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(blob.size),
        'Content-Disposition': disposition(file.name),
      },
    });
  }),
];
