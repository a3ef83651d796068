// @vitest-environment node
// The stateful mock backend for software files, notices/status/error log and screens, driven over
// HTTP through msw/node; every reply is checked against the contract.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { fileHandlers } from '../../mocks/handlers/files';
import { informHandlers } from '../../mocks/handlers/informs';
import { monitorLogHandlers } from '../../mocks/handlers/monitorLogs';
import { screenHandlers } from '../../mocks/handlers/screens';
import { traffic } from '../../mocks/handlers/traffic';
import { db } from '../../mocks/world/db';
import { createValidator } from '../../scripts/contract/examples.mjs';

const ADMIN = '1123598821738675201';
const OPERATOR = '1123598821738675202';
const CHUNK = 31457280;
const BASE = 'http://localhost/api';
const client = 'Basic ' + btoa('saber:saber_secret');

const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
const validate = createValidator(contract);
const server = setupServer(traffic, contractGuard, ...authHandlers, ...fileHandlers, ...informHandlers, ...monitorLogHandlers, ...screenHandlers);

type Body = { code: number; success: boolean; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await db.reset();
});

async function signIn(userId: string) {
  const user = db.world.users.find((u) => u.id === userId)!;
  // The test knows no seeded passwords but admin's: give the account one it can use.
  user.passwordMd5 = SparkMD5.hash('Test1234');
  user.status = 1;
  const url = `${BASE}/blade-auth/oauth/tokenNoCheckCode?tenantId=000000&username=${encodeURIComponent(user.account)}&password=${SparkMD5.hash('Test1234')}&grant_type=password&scope=all`;
  const res = await fetch(url, { method: 'POST', headers: { Authorization: client } });
  const token = (await res.json()) as { access_token: string };
  return { Authorization: client, 'Blade-Auth': `bearer ${token.access_token}` };
}

/** Calls an operation and checks the reply against its 200 schema (or ErrorEnvelope for a refusal). */
async function call(headers: Record<string, string>, method: 'GET' | 'POST', path: string, contractPath: string, init: { query?: Record<string, string | number>; json?: unknown; form?: FormData } = {}) {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: init.json !== undefined ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
  });
  const body = (await res.json()) as Body;
  const schemaAt =
    res.status === 200 && body.code === 200
      ? ['paths', contractPath, method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema']
      : ['components', 'schemas', 'ErrorEnvelope'];
  expect(validate(schemaAt, body), `${method} ${path}`).toEqual([]);
  return { status: res.status, body };
}

describe('software files', () => {
  const list = (h: Record<string, string>, query: Record<string, string | number> = {}) => call(h, 'GET', '/file/list', '/file/list', { query });

  function chunkForm(bytes: Uint8Array<ArrayBuffer>, n: number, total: number, over: Partial<Record<string, string>> = {}) {
    const form = new FormData();
    const fields: Record<string, string> = {
      tab: 'V05.05.0701',
      chunkNumber: String(n),
      chunkSize: String(CHUNK),
      currentChunkSize: String(bytes.length),
      totalSize: '10',
      identifier: 'a'.repeat(32),
      filename: '1号空压机采集程序.zip',
      totalChunks: String(total),
      last: String(n === total),
      ...over,
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new Blob([bytes]), fields.filename);
    return form;
  }
  const upload = (h: Record<string, string>, form: FormData) => call(h, 'POST', '/file/upload', '/file/upload', { form });

  it('pages by 10, newest first, and filters by name and version', async () => {
    const admin = await signIn(ADMIN);
    const { body } = await list(admin);
    expect(body.data.size).toBe(10);
    expect(body.data.total).toBe(db.world.files.length);
    const times = body.data.records.map((r: { uploadTime: string }) => r.uploadTime);
    expect(times).toEqual([...times].sort().reverse());
    const some = db.world.files[0];
    const byName = await list(admin, { name: some.name.slice(0, 3) });
    expect(byName.body.data.records.every((r: { name: string }) => r.name.includes(some.name.slice(0, 3)))).toBe(true);
    const byTab = await list(admin, { tab: some.tab });
    expect(byTab.body.data.records.map((r: { id: string }) => r.id)).toContain(some.id);
  });

  it('assembles a chunked upload, lists it, serves its bytes, and says 文件已存在 the second time', async () => {
    const admin = await signIn(ADMIN);
    const bytes = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const identifier = SparkMD5.ArrayBuffer.hash(bytes.buffer);
    const parts = [bytes.slice(0, 4), bytes.slice(4, 8), bytes.slice(8)];
    const replies = [];
    for (const [i, part] of parts.entries()) replies.push((await upload(admin, chunkForm(part, i + 1, 3, { identifier }))).body.msg);
    expect(replies).toEqual(['操作成功', '操作成功', '上传成功']);

    const { body } = await list(admin, { name: '1号空压机采集程序' });
    const row = body.data.records.find((r: { path: string }) => r.path === `${identifier}.zip`);
    expect(row).toMatchObject({ name: '1号空压机采集程序.zip', size: 10, tab: 'V05.05.0701' });
    expect(body.data.records[0].id).toBe(row.id); // newest first

    const res = await fetch(`${BASE}/upload/${row.path}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/octet-stream');
    const disposition = res.headers.get('Content-Disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('1号空压机采集程序.zip');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const again = await upload(admin, chunkForm(bytes, 1, 1, { identifier }));
    expect(again.body).toMatchObject({ code: 200, msg: '文件已存在' });
    expect(db.world.files.filter((f) => f.identifier === identifier)).toHaveLength(1);
  });

  it('completes when all chunks arrived, whatever their order', async () => {
    const admin = await signIn(ADMIN);
    const identifier = SparkMD5.ArrayBuffer.hash(new Uint8Array(10).buffer);
    expect((await upload(admin, chunkForm(new Uint8Array(6), 2, 2, { identifier, last: 'false' }))).body.msg).toBe('操作成功');
    expect((await upload(admin, chunkForm(new Uint8Array(4), 1, 2, { identifier }))).body.msg).toBe('上传成功');
  });

  const chunksHeld = (h: Record<string, string>, identifier: string) =>
    call(h, 'GET', '/file/upload', '/file/upload', { query: { identifier } }).then((r) => r.body.data as { uploaded: number[]; exists: boolean });

  it('tells which chunks it holds (the resume check), then that the file exists', async () => {
    const admin = await signIn(ADMIN);
    const bytes = new Uint8Array([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const identifier = SparkMD5.ArrayBuffer.hash(bytes.buffer);
    expect(await chunksHeld(admin, identifier)).toEqual({ uploaded: [], exists: false });
    await upload(admin, chunkForm(bytes.slice(0, 4), 1, 3, { identifier }));
    await upload(admin, chunkForm(bytes.slice(4, 8), 2, 3, { identifier }));
    expect(await chunksHeld(admin, identifier)).toEqual({ uploaded: [1, 2], exists: false });
    // Resuming sends only the chunk it lacks.
    expect((await upload(admin, chunkForm(bytes.slice(8), 3, 3, { identifier }))).body.msg).toBe('上传成功');
    expect(await chunksHeld(admin, identifier)).toEqual({ uploaded: [], exists: true });
  });

  it('says 上传失败 and keeps nothing when the assembled bytes do not hash to the identifier', async () => {
    const admin = await signIn(ADMIN);
    const identifier = SparkMD5.ArrayBuffer.hash(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).buffer);
    await upload(admin, chunkForm(new Uint8Array([1, 2, 3, 4, 5]), 1, 2, { identifier }));
    const corrupt = await upload(admin, chunkForm(new Uint8Array([6, 7, 8, 9, 99]), 2, 2, { identifier }));
    expect(corrupt.body.msg).toBe('上传失败');
    expect(db.world.files.some((f) => f.identifier === identifier)).toBe(false);
    expect(await chunksHeld(admin, identifier)).toEqual({ uploaded: [], exists: false });
  });

  it('does not acknowledge a chunk whose bytes are not currentChunkSize', async () => {
    const admin = await signIn(ADMIN);
    const identifier = 'f'.repeat(32);
    const cut = await upload(admin, chunkForm(new Uint8Array(3), 1, 2, { identifier, currentChunkSize: '5' }));
    expect(cut.body.msg).toBe('上传失败');
    expect(await chunksHeld(admin, identifier)).toEqual({ uploaded: [], exists: false });
  });

  it('forgets half-done uploads when the world is reset', async () => {
    let admin = await signIn(ADMIN);
    const identifier = '0'.repeat(32);
    await upload(admin, chunkForm(new Uint8Array(4), 1, 3, { identifier }));
    expect((await chunksHeld(admin, identifier)).uploaded).toEqual([1]);
    await db.reset();
    admin = await signIn(ADMIN);
    expect((await chunksHeld(admin, identifier)).uploaded).toEqual([]);
  });

  it('says 上传失败 when the assembled size is not totalSize, or the last chunk comes with chunks missing', async () => {
    const admin = await signIn(ADMIN);
    const short = await upload(admin, chunkForm(new Uint8Array(7), 1, 1, { identifier: 'c'.repeat(32) }));
    expect(short.body).toMatchObject({ code: 200, msg: '上传失败' });
    const missing = await upload(admin, chunkForm(new Uint8Array(5), 2, 2, { identifier: 'd'.repeat(32) }));
    expect(missing.body.msg).toBe('上传失败');
    expect(db.world.files.some((f) => ['c'.repeat(32), 'd'.repeat(32)].includes(f.identifier))).toBe(false);
  });

  it('serves stand-in bytes of the recorded size for a seeded file, and 404 for an unknown path', async () => {
    const admin = await signIn(ADMIN);
    const file = db.world.files[0];
    const res = await fetch(`${BASE}/upload/${encodeURIComponent(file.path)}`, { headers: admin });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(Math.min(file.size, 5 * 1024 * 1024));
    const unknown = await fetch(`${BASE}/upload/nothing-here.zip`, { headers: admin });
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    expect(body).toEqual({ code: 404, success: false, msg: '文件不存在', data: null });
    expect(validate(['paths', '/upload/{path}', 'get', 'responses', '404', 'content', 'application/json', 'schema'], body)).toEqual([]);
  });

  it('removes a file: gone from the list and from the downloads', async () => {
    const admin = await signIn(ADMIN);
    const file = db.world.files[0];
    expect((await call(admin, 'POST', '/file/remove', '/file/remove', { query: { id: file.id } })).body.code).toBe(200);
    const { body } = await list(admin, { size: 1000 });
    expect(body.data.records.map((r: { id: string }) => r.id)).not.toContain(file.id);
    expect((await fetch(`${BASE}/upload/${encodeURIComponent(file.path)}`, { headers: admin })).status).toBe(404);
    const again = await call(admin, 'POST', '/file/remove', '/file/remove', { query: { id: file.id } });
    expect(again.body).toMatchObject({ code: 400, msg: '文件不存在' });
  });

  it('refuses upload and removal to a role without /monitor/top/upload (spec 6), but lists', async () => {
    const operator = await signIn(OPERATOR);
    const before = db.world.files.length;
    expect((await upload(operator, chunkForm(new Uint8Array(10), 1, 1, { identifier: 'e'.repeat(32) }))).body).toMatchObject({ code: 400, msg: '暂无权限' });
    expect((await call(operator, 'POST', '/file/remove', '/file/remove', { query: { id: db.world.files[0].id } })).body.code).toBe(400);
    expect(db.world.files).toHaveLength(before);
    expect((await list(operator)).body.code).toBe(200);
  });

  it('lets a role that may add records send attachments (tab 档案附件) and ask which chunks are held, nothing else', async () => {
    const operator = await signIn(OPERATOR);
    const asAttachment = await upload(operator, chunkForm(new Uint8Array(10), 1, 1, { identifier: 'f'.repeat(32), tab: '档案附件' }));
    expect(asAttachment.body).toMatchObject({ code: 200, msg: '上传失败' }); // past the right; its bytes are not the file the identifier names
    expect((await call(operator, 'GET', '/file/upload', '/file/upload', { query: { identifier: 'f'.repeat(32) } })).body.code).toBe(200);
    expect((await upload(operator, chunkForm(new Uint8Array(10), 1, 1, { identifier: 'e'.repeat(32), tab: 'V1.0.0' }))).body).toMatchObject({ code: 400, msg: '暂无权限' });
  });

  it('leaves a blank version to the guard (spec 5 版本号不能为空)', async () => {
    const admin = await signIn(ADMIN);
    const blank = await upload(admin, chunkForm(new Uint8Array(10), 1, 1, { tab: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/tab/);
  });
});

describe('notices and status', () => {
  const form = { title: '关于主变压器停电检修的通知', content: '11月25日停电检修。', signature: '设备管理部', deptIds: [] as string[], userIds: [OPERATOR] };
  const submit = (h: Record<string, string>, json: unknown) => call(h, 'POST', '/inform/submit', '/inform/submit', { json });
  const list = (h: Record<string, string>, query: Record<string, string | number> = {}) => call(h, 'GET', '/inform/list', '/inform/list', { query });
  const unread = async (h: Record<string, string>) => (await call(h, 'GET', '/inform/readStatus', '/inform/readStatus')).body.data;

  beforeEach(() => {
    db.world.informs = [];
  });

  it('creates, lists (filtered, paged), details, updates and removes a notice', async () => {
    const admin = await signIn(ADMIN);
    await submit(admin, form);
    await submit(admin, { ...form, title: '2#冷却塔风机振动超限通报' });
    await submit(admin, { ...form, title: '1号空压机保养通知' });
    const all = await list(admin, { size: 2 });
    expect(all.body.data).toMatchObject({ total: 3, size: 2, pages: 2 });
    expect(all.body.data.records[0]).toMatchObject({ readStatus: 0, status: 0 });
    const filtered = await list(admin, { title: '停电' });
    expect(filtered.body.data.records.map((r: { title: string }) => r.title)).toEqual([form.title]);

    const id = filtered.body.data.records[0].id;
    const detail = await call(admin, 'GET', '/inform/detail', '/inform/detail', { query: { id } });
    expect(detail.body.data).toMatchObject({ id, title: form.title, content: form.content, userIds: [OPERATOR] });

    await call(admin, 'POST', '/inform/updateByInformId', '/inform/updateByInformId', { json: { id, title: '停电检修（更新）', content: '改期。' } });
    const changed = await call(admin, 'GET', '/inform/detail', '/inform/detail', { query: { id } });
    expect(changed.body.data).toMatchObject({ title: '停电检修（更新）', content: '改期。', userIds: [] });
    expect(changed.body.data.signature).toBeUndefined();

    await call(admin, 'POST', '/inform/remove', '/inform/remove', { query: { id } });
    expect((await list(admin)).body.data.total).toBe(2);
    expect((await call(admin, 'GET', '/inform/detail', '/inform/detail', { query: { id } })).body).toMatchObject({ code: 400, msg: '通知不存在' });
  });

  it('refuses a push selection naming unknown departments or users', async () => {
    const admin = await signIn(ADMIN);
    expect((await submit(admin, { ...form, deptIds: ['999'] })).body).toMatchObject({ code: 400, msg: '推送的部门不存在' });
    expect((await submit(admin, { ...form, userIds: ['999'] })).body).toMatchObject({ code: 400, msg: '推送的用户不存在' });
    expect(db.world.informs).toHaveLength(0);
  });

  it('leaves title limits to the guard (spec 5: no leading or trailing space)', async () => {
    const admin = await signIn(ADMIN);
    expect((await submit(admin, { ...form, title: ' 通知' })).status).toBe(400);
  });

  it('marks unread for the receivers once sent, read per user after updateReadStatus (spec 2.5, 4)', async () => {
    const admin = await signIn(ADMIN);
    const operator = await signIn(OPERATOR);
    await submit(admin, form);
    const id = db.world.informs[0].id;
    expect(await unread(operator)).toBe(false); // not pushed yet
    await call(admin, 'POST', '/inform/send', '/inform/send', { query: { id } });
    expect(await unread(operator)).toBe(true);
    expect(await unread(admin)).toBe(false); // not a receiver

    await call(operator, 'POST', '/inform/updateReadStatus', '/inform/updateReadStatus', { query: { id } });
    expect(await unread(operator)).toBe(false);
    expect((await list(operator)).body.data.records[0]).toMatchObject({ id, readStatus: 1, status: 1 });
    expect((await list(admin)).body.data.records[0].readStatus).toBe(0);
  });

  it('reaches the users of a pushed department and of its sub-departments', async () => {
    const admin = await signIn(ADMIN);
    const operator = await signIn(OPERATOR);
    const user = db.world.users.find((u) => u.id === OPERATOR)!;
    const parentId = db.world.departments.find((d) => d.id === user.deptId)?.parentId;
    const target = parentId && parentId !== '0' ? parentId : user.deptId;
    await submit(admin, { ...form, userIds: [], deptIds: [target] });
    await call(admin, 'POST', '/inform/send', '/inform/send', { query: { id: db.world.informs[0].id } });
    expect(await unread(operator)).toBe(true);
  });

  it('answers the red marks per user: on until the log is opened, off until a newer entry (monitoring model)', async () => {
    const admin = await signIn(ADMIN);
    const paths = { alarmLog: '/collectorAlarmLog/alarmLogStatus', runLog: '/collectorRunLog/readStatus', diagnosis: '/deviceDiagnose/readStatus' } as const;
    const mark = async (path: string) => (await call(admin, 'GET', path, path)).body.data;
    expect(await mark(paths.alarmLog)).toBe(true);
    expect(await mark(paths.runLog)).toBe(true);
    expect(await mark(paths.diagnosis)).toBe(false);
    for (const [path, read] of [[paths.alarmLog, '/collectorAlarmLog/markRead'], [paths.runLog, '/collectorRunLog/markRead']] as const) {
      await call(admin, 'POST', read, read);
      expect(await mark(path)).toBe(false);
    }
  });

  it('appends uploaded error logs', async () => {
    const admin = await signIn(ADMIN);
    const before = db.world.errorLogs.length;
    const entry = { type: 'error', url: 'http://localhost/#/wel/index', message: 'x is undefined', stack: 'TypeError: x is undefined', time: '2026-11-21 10:12:45' };
    const { body } = await call(admin, 'POST', '/blade-log/error/upload', '/blade-log/error/upload', { json: [entry, entry] });
    expect(body).toMatchObject({ code: 200, data: null });
    expect(db.world.errorLogs).toHaveLength(before + 2);
    expect(db.world.errorLogs.at(-1)).toEqual(entry);
  });
});

describe('screens', () => {
  it('gives the data-screen address only to a role with /monitor/top/screen (spec 6)', async () => {
    const admin = await signIn(ADMIN);
    const operator = await signIn(OPERATOR);
    const path = '/screen/data/getDataScreenAddress';
    expect((await call(admin, 'GET', path, path)).body.data).toMatch(/^https:\/\//);
    expect((await call(operator, 'GET', path, path)).body).toMatchObject({ code: 400, msg: '暂无权限' });
  });

  it('saves industry screen settings and the skip link follows them', async () => {
    const admin = await signIn(ADMIN);
    const dept = db.world.departments.find((d) => d.parentId !== '0')!;
    const skip = () => call(admin, 'GET', '/industry/screen/skip', '/industry/screen/skip', { query: { deptId: dept.id } });
    const config = () => call(admin, 'GET', '/industry/screen/config', '/industry/screen/config', { query: { deptId: dept.id } });
    expect((await skip()).body.data).toEqual({ url: dept.screenUrl ?? '', screenType: dept.screenType ?? 0 });

    const url = 'https://screen.example.com/industry/1.html';
    const save = (json: unknown) => call(admin, 'POST', '/industry/screen/save', '/industry/screen/save', { json });
    expect((await save({ deptId: dept.id, screenType: 1, title: '设备监测大屏', url, deptName: 'ignored' })).body.code).toBe(200);
    expect((await skip()).body.data).toEqual({ url, screenType: 1 });
    const saved = (await config()).body.data;
    expect(saved).toMatchObject({ deptId: dept.id, deptName: dept.deptName, screenType: 1, title: '设备监测大屏', url });
    expect(saved.id).toBeTruthy();

    expect((await save({ id: saved.id, deptId: dept.id, screenType: 0 })).body.code).toBe(200); // no url: the link is cleared
    expect((await skip()).body.data).toEqual({ url: '', screenType: 0 });
    expect(db.world.industryScreens.filter((s) => s.deptId === dept.id)).toHaveLength(1);
    expect((await save({ id: '42', deptId: dept.id, screenType: 1 })).body).toMatchObject({ code: 400, msg: '配置不存在' });
    const unknown = await call(admin, 'GET', '/industry/screen/skip', '/industry/screen/skip', { query: { deptId: '999' } });
    expect(unknown.body).toMatchObject({ code: 400, msg: '部门不存在' });
  });

  it("routes to the industry screen when the caller's company has a customer screen", async () => {
    const admin = await signIn(ADMIN);
    const path = '/industry/screen/permissionRoute';
    for (const d of db.world.departments) d.screenType = 0;
    expect((await call(admin, 'GET', path, path)).body.data).toBe('');
    const own = db.world.users.find((u) => u.id === ADMIN)!.deptId;
    await call(admin, 'POST', '/industry/screen/save', '/industry/screen/save', { json: { deptId: own, screenType: 1, url: 'https://screen.example.com/x' } });
    expect((await call(admin, 'GET', path, path)).body.data).toBe('/industry/screen/index');
  });

  it('persists the big-screen settings and enforces spec 5', async () => {
    const admin = await signIn(ADMIN);
    const get = () => call(admin, 'GET', '/screen/getConfig', '/screen/getConfig');
    const submit = (json: unknown) => call(admin, 'POST', '/screen/submit', '/screen/submit', { json });
    const current = (await get()).body.data;
    const deptIds = db.world.departments.slice(0, 2).map((d) => d.id);
    const next = { ...current, deviceCarouselPeriod: 5, pollEnabled: !current.pollEnabled, deptIds: [...deptIds, deptIds[0]] };
    expect((await submit(next)).body.code).toBe(200);
    expect((await get()).body.data).toEqual({ ...next, deptIds, id: current.id ?? expect.any(String) });

    expect((await submit({ ...next, deviceCarouselPeriod: 4 })).status).toBe(400); // carousel minimum 5
    expect((await submit({ ...next, deptIds: [] })).status).toBe(400); // at least one enterprise
    expect((await submit({ ...next, deptIds: ['999'] })).body).toMatchObject({ code: 400, msg: '所选企业不存在' });
    expect((await get()).body.data.deptIds).toEqual(deptIds);
  });
});
