// @vitest-environment node
// An archive record's attachments (proposed) are files of the chunked upload named by their
// identifier. The mock keeps the references with the record (and the stored file's path for the
// download), refuses an identifier it does not hold, and lets the record page's operator upload.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArchiveRecordForm } from '../../generated/model';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { fileHandlers } from '../../mocks/handlers/files';
import { monitorArchiveHandlers } from '../../mocks/handlers/monitorArchive';
import { userHandlers } from '../../mocks/handlers/users';
import { db } from '../../mocks/world/db';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const validate = createValidator(JSON.parse(readFileSync('generated/openapi.json', 'utf8')));
const server = setupServer(contractGuard, ...authHandlers, ...userHandlers, ...fileHandlers, ...monitorArchiveHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => db.reset());

type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

let token = '';
const headers = () => ({ Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` });
const asOperator = async () => {
  token = (await signInWithoutCaptcha(base, 'operator', 'Operator123')).access_token as string;
};

async function request(method: 'GET' | 'POST', path: string, init: { query?: Record<string, string>; json?: unknown; form?: FormData } = {}) {
  const reply = await fetch(`${base}${path}?${new URLSearchParams(init.query ?? {})}`, {
    method,
    headers: init.json !== undefined ? { ...headers(), 'Content-Type': 'application/json' } : headers(),
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });
  return (await reply.json()) as Body;
}

/** Uploads `text` as one chunk, as the record form does (tab 档案附件); resolves with its identifier. */
async function upload(text: string, filename: string) {
  const bytes = new TextEncoder().encode(text);
  const identifier = SparkMD5.ArrayBuffer.hash(bytes.buffer as ArrayBuffer);
  const form = new FormData();
  const fields = { tab: '档案附件', chunkNumber: '1', chunkSize: '31457280', currentChunkSize: String(bytes.length), totalSize: String(bytes.length), identifier, filename, totalChunks: '1', last: 'true' };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes]), filename);
  expect(await request('POST', '/file/upload', { form })).toMatchObject({ code: 200, msg: '上传成功' });
  return { identifier, size: bytes.length };
}

const recordForm = (over: Partial<ArchiveRecordForm> = {}): ArchiveRecordForm => ({
  deviceId: db.world.devices[0].deviceId,
  type: 'repair',
  title: '引风机检修附件测试',
  recordTime: '2026-11-20 09:00:00',
  operator: '值班员',
  ...over,
});
const ownRecord = () => db.world.monitor.records.find((r) => r.title === '引风机检修附件测试')!;

describe('archive record attachments in the mock (proposed)', () => {
  it('keeps the references with the record, answers them with the path, and downloads the bytes', async () => {
    await asOperator();
    const report = await upload('检修报告：更换轴承。', '检修报告.txt');
    const photo = await upload('photo bytes', 'photo.jpg');
    const attachments = [
      { ...report, name: '检修报告.txt' },
      { ...photo, name: '现场照片.jpg' },
    ];
    expect(await request('POST', '/record/submit', { json: recordForm({ attachments }) })).toMatchObject({ code: 200 });

    const detail = await request('GET', '/record/detail', { query: { id: ownRecord().id } });
    expect(validate(['paths', '/record/detail', 'get', 'responses', '200', 'content', 'application/json', 'schema'], detail)).toEqual([]);
    expect(detail.data.attachments).toEqual([
      { identifier: report.identifier, name: '检修报告.txt', size: report.size, path: `${report.identifier}.txt` },
      { identifier: photo.identifier, name: '现场照片.jpg', size: photo.size, path: `${photo.identifier}.jpg` },
    ]);

    const file = await fetch(`${base}/upload/${detail.data.attachments[0].path}`, { headers: headers() });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('检修报告：更换轴承。');
  });

  it('replaces the attachments on edit and clears them when none are sent', async () => {
    await asOperator();
    const report = await upload('first', 'a.txt');
    expect(await request('POST', '/record/submit', { json: recordForm({ attachments: [{ ...report, name: 'a.txt' }] }) })).toMatchObject({ code: 200 });
    const { id } = ownRecord();
    expect(await request('POST', '/record/submit', { json: recordForm({ id, attachments: [{ ...report, name: 'renamed.txt' }] }) })).toMatchObject({ code: 200 });
    expect(ownRecord().attachments).toEqual([expect.objectContaining({ name: 'renamed.txt' })]);
    expect(await request('POST', '/record/submit', { json: recordForm({ id }) })).toMatchObject({ code: 200 });
    expect(ownRecord().attachments).toBeUndefined();
  });

  it('refuses an identifier the server does not hold (附件不存在) and keeps nothing', async () => {
    await asOperator();
    const before = db.world.monitor.records.length;
    const missing = { identifier: 'f'.repeat(32), name: 'ghost.pdf', size: 10 };
    expect(await request('POST', '/record/submit', { json: recordForm({ attachments: [missing] }) })).toMatchObject({ code: 400, msg: '附件不存在' });
    expect(db.world.monitor.records).toHaveLength(before);
  });

  it('refuses more than 5 attachments and a file name with a path in it (the contract guard)', async () => {
    await asOperator();
    const ref = { identifier: 'a'.repeat(32), name: 'x.pdf', size: 1 };
    expect((await request('POST', '/record/submit', { json: recordForm({ attachments: Array.from({ length: 6 }, () => ref) }) })).code).toBe(400);
    expect((await request('POST', '/record/submit', { json: recordForm({ attachments: [{ ...ref, name: '../x.pdf' }] }) })).code).toBe(400);
  });
});
