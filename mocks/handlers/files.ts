// Software files (spec 2.6, 4, 7, 8): the list of the software dialog, removal, the chunked upload and
// the download. Uploaded bytes live in memory only (the world is a JSON snapshot); after a reload a
// download answers stand-in bytes of the recorded size.
import { http, HttpResponse } from 'msw';
import { operationOf } from '../contract/operations';
import { db } from '../world/db';
import type { MockFile, World } from '../world/types';
import { contains, fail, now, ok, page, query, userOf } from './kit';
import { allows, noAuthority } from './permissions';


type Pending = { chunks: Map<number, Blob>; totalChunks: number };

// Keyed by the world object, so a reset (a new world) forgets half-done uploads and stored bytes.
const pendingOf = new WeakMap<World, Map<string, Pending>>();
const bytesOf = new WeakMap<World, Map<string, Blob>>();
const mapFor = <V>(store: WeakMap<World, Map<string, V>>) => {
  const world = db.world;
  if (!store.has(world)) store.set(world, new Map());
  return store.get(world)!;
};

/** Stored path: the identifier plus the original extension, one URL-safe segment. */
const storedPath = (identifier: string, filename: string) => identifier + (filename.match(/\.[A-Za-z0-9]{1,10}$/)?.[0] ?? '');

async function uploadChunk(request: Request) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const identifier = field('identifier');
  const pending = mapFor(pendingOf);
  const reply = (msg: '操作成功' | '上传成功' | '文件已存在' | '上传失败') => ok(null, msg);

  if (db.world.files.some((f) => f.identifier === identifier)) {
    pending.delete(identifier);
    return reply('文件已存在');
  }
  const totalChunks = Number(field('totalChunks'));
  const upload = pending.get(identifier) ?? { chunks: new Map(), totalChunks };
  pending.set(identifier, upload);
  upload.chunks.set(Number(field('chunkNumber')), form.get('file') as Blob);

  const allArrived = Array.from({ length: totalChunks }, (_, i) => i + 1).every((n) => upload.chunks.has(n));
  if (!allArrived && field('last') !== 'true') return reply('操作成功');

  // Complete (or the last chunk came): the assembled bytes must add up to the announced size.
  pending.delete(identifier);
  const blob = new Blob([...upload.chunks.entries()].sort(([a], [b]) => a - b).map(([, chunk]) => chunk));
  const totalSize = Number(field('totalSize'));
  if (blob.size !== totalSize) return reply('上传失败');

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
  db.world.files.push(file);
  mapFor(bytesOf).set(file.path, blob);
  db.changed();
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

  http.post('*/file/remove', ({ request }) => {
    if (!allows(userOf(request), '/monitor/top/upload')) return noAuthority();
    const id = query(request).get('id');
    const file = db.world.files.find((f) => f.id === id);
    if (!file) return fail('文件不存在');
    db.world.files = db.world.files.filter((f) => f !== file);
    mapFor(bytesOf).delete(file.path);
    db.changed();
    return ok(null);
  }),

  http.post('*/file/upload', ({ request }) => {
    if (!allows(userOf(request), '/monitor/top/upload')) return noAuthority();
    return uploadChunk(request);
  }),

  http.get('*/upload/:path', ({ request, params }) => {
    // The pattern also matches unrelated URLs (a dev server's /src/upload/x.ts): leave those alone.
    if (!operationOf('GET', new URL(request.url).pathname)) return undefined;
    const file = db.world.files.find((f) => f.path === String(params.path));
    if (!file) return HttpResponse.json({ code: 404, success: false, msg: '文件不存在', data: null }, { status: 404 });
    const blob = mapFor(bytesOf).get(file.path) ?? standInBytes(file);
    return new HttpResponse(blob, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(blob.size),
        'Content-Disposition': disposition(file.name),
      },
    });
  }),
];
