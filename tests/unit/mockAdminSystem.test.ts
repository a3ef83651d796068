// @vitest-environment node
// (second half) in the mock backend: the operator may read dictionaries, menus, notices and the
// big-screen settings but change none of them; the notice list's time range and read-status filters;
// refusals that name their field; the vibration-type dictionary of the big-screen settings.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { informHandlers } from '../../mocks/handlers/informs';
import { screenHandlers } from '../../mocks/handlers/screens';
import { systemHandlers } from '../../mocks/handlers/system';
import { traffic } from '../../mocks/handlers/traffic';
import { db } from '../../mocks/world/db';
import { ADMIN_ID, OPERATOR_ID } from '../../mocks/world/seedKit';
import type { MockInform } from '../../mocks/world/types';
import { createValidator } from '../../scripts/contract/examples.mjs';

const BASE = 'http://localhost/api';
const client = 'Basic ' + btoa('saber:saber_secret');
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
const validate = createValidator(contract);
const server = setupServer(traffic, contractGuard, ...authHandlers, ...systemHandlers, ...informHandlers, ...screenHandlers);

type Body = { code: number; success: boolean; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
type Headers = Record<string, string>;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await db.reset();
});

async function signIn(userId: string): Promise<Headers> {
  const user = db.world.users.find((u) => u.id === userId)!;
  user.passwordMd5 = SparkMD5.hash('Test1234');
  user.status = 1;
  const url = `${BASE}/blade-auth/oauth/tokenNoCheckCode?tenantId=000000&username=${encodeURIComponent(user.account)}&password=${SparkMD5.hash('Test1234')}&grant_type=password&scope=all`;
  const res = await fetch(url, { method: 'POST', headers: { Authorization: client } });
  const token = (await res.json()) as { access_token: string };
  return { Authorization: client, 'Blade-Auth': `bearer ${token.access_token}` };
}

/** One call, its reply checked against the contract (the 200 schema, or ErrorEnvelope for a refusal). */
async function call(headers: Headers, method: 'GET' | 'POST', path: string, init: { query?: Record<string, string | number>; json?: unknown } = {}) {
  const url = new URL(BASE + path);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: init.json !== undefined ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  const body = (await res.json()) as Body;
  const schemaAt =
    res.status === 200 && body.code === 200
      ? ['paths', path, method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema']
      : ['components', 'schemas', 'ErrorEnvelope'];
  expect(validate(schemaAt, body), `${method} ${path}`).toEqual([]);
  return { status: res.status, body };
}

describe('the operator reads but does not change', () => {
  const firstDict = () => db.world.dicts.find((d) => d.parentId !== '0')!;
  const leafMenu = () => db.world.menus.find((m) => m.category === 2)!;
  const notice = () => db.world.informs[0];
  const dictEntry = { parentId: '0', code: 'pump_kind', dictKey: '-1', dictValue: '泵类型', sort: 1 };
  const menuEntry = { parentId: '0', name: '巡检记录', code: 'patrol_record', category: 1, sort: 30, path: '/patrol/index' };
  const informForm = { title: '巡检通知', content: '本周五例行巡检。' };
  const writes: [string, () => [path: string, init: Parameters<typeof call>[3]]][] = [
    ['dict add', () => ['/blade-system/dict/submit', { json: dictEntry }]],
    ['dict edit', () => ['/blade-system/dict/submit', { json: { ...firstDict(), dictValue: '改' } }]],
    ['dict remove', () => ['/blade-system/dict/remove', { query: { ids: firstDict().id } }]],
    ['menu add', () => ['/blade-system/menu/submit', { json: menuEntry }]],
    ['menu edit', () => ['/blade-system/menu/submit', { json: { ...leafMenu(), name: '改' } }]],
    ['menu remove', () => ['/blade-system/menu/remove', { query: { ids: leafMenu().id } }]],
    ['notice add', () => ['/inform/submit', { json: informForm }]],
    ['notice edit', () => ['/inform/updateByInformId', { json: { ...informForm, id: notice().id } }]],
    ['notice send', () => ['/inform/send', { query: { id: notice().id } }]],
    ['notice remove', () => ['/inform/remove', { query: { id: notice().id } }]],
    ['big-screen settings', () => ['/screen/submit', { json: db.world.bigScreen }]],
    ['industry screen', () => ['/industry/screen/save', { json: { deptId: db.world.departments[1].id, screenType: 0 } }]],
  ];

  it.each(writes)('%s: refused to the operator (暂无权限, nothing changed), allowed to admin', async (_name, request) => {
    const operator = await signIn(OPERATOR_ID);
    const [path, init] = request();
    const before = JSON.stringify(db.world);
    const refused = await call(operator, 'POST', path, init);
    expect(refused.body).toMatchObject({ code: 400, msg: '暂无权限' });
    expect(JSON.stringify(db.world)).toBe(before);

    const admin = await signIn(ADMIN_ID);
    const [againPath, againInit] = request();
    expect((await call(admin, 'POST', againPath, againInit)).body.code).toBe(200);
  });

  it('lets the operator read every list and mark a notice read', async () => {
    const operator = await signIn(OPERATOR_ID);
    expect((await call(operator, 'GET', '/blade-system/dict/parent-list')).body.code).toBe(200);
    expect((await call(operator, 'GET', '/blade-system/menu/lazy-list', { query: { parentId: '0' } })).body.code).toBe(200);
    expect((await call(operator, 'GET', '/inform/list')).body.code).toBe(200);
    expect((await call(operator, 'GET', '/screen/getConfig')).body.code).toBe(200);
    expect((await call(operator, 'POST', '/inform/updateReadStatus', { query: { id: notice().id } })).body.code).toBe(200);
  });
});

describe('refusals that name their field', () => {
  it('a duplicate dictionary key names dictKey; a duplicate menu code names code', async () => {
    const admin = await signIn(ADMIN_ID);
    const value = db.world.dicts.find((d) => d.parentId !== '0')!;
    const dup = await call(admin, 'POST', '/blade-system/dict/submit', { json: { parentId: value.parentId, code: value.code, dictKey: value.dictKey, dictValue: '重复' } });
    expect(dup.body).toMatchObject({ code: 400, msg: '当前字典键值已存在!', data: { field: 'dictKey' } });
    const menu = db.world.menus[0];
    const taken = await call(admin, 'POST', '/blade-system/menu/submit', { json: { name: '重复', code: menu.code, category: 1, sort: 1 } });
    expect(taken.body).toMatchObject({ code: 400, data: { field: 'code' } });
  });

  it('an unknown receiver names deptIds or userIds; an unknown enterprise names deptIds', async () => {
    const admin = await signIn(ADMIN_ID);
    const form = { title: '通知', content: '内容' };
    expect((await call(admin, 'POST', '/inform/submit', { json: { ...form, deptIds: ['999'] } })).body.data).toEqual({ field: 'deptIds' });
    expect((await call(admin, 'POST', '/inform/submit', { json: { ...form, userIds: ['999'] } })).body.data).toEqual({ field: 'userIds' });
    expect((await call(admin, 'POST', '/screen/submit', { json: { ...db.world.bigScreen, deptIds: ['999'] } })).body.data).toEqual({ field: 'deptIds' });
  });
});

describe('the notice list filters (time range, read status)', () => {
  const at = (id: string, startTime: string | undefined, endTime: string | undefined, readBy: string[] = []): MockInform => ({
    id,
    title: `通知${id}`,
    content: '内容',
    startTime,
    endTime,
    datetime: '2026-11-01 08:00:00',
    status: 1,
    readBy,
    sent: true,
  });

  beforeEach(() => {
    db.world.informs = [
      at('1', '2026-11-01 00:00:00', '2026-11-05 00:00:00'),
      at('2', '2026-11-10 00:00:00', '2026-11-20 00:00:00', [ADMIN_ID]),
      at('3', '2026-11-25 00:00:00', undefined),
      at('4', undefined, undefined, [ADMIN_ID]),
    ];
  });

  const ids = async (query: Record<string, string | number>) => {
    const admin = await signIn(ADMIN_ID);
    const reply = await call(admin, 'GET', '/inform/list', { query });
    return (reply.body.data.records as { id: string }[]).map((r) => r.id).sort();
  };

  it.each([
    ['a range inside one window', { startTime: '2026-11-12 00:00:00', endTime: '2026-11-13 00:00:00' }, ['2', '4']],
    ['a range across two windows', { startTime: '2026-11-04 00:00:00', endTime: '2026-11-11 00:00:00' }, ['1', '2', '4']],
    ['only a start: everything still shown then', { startTime: '2026-11-21 00:00:00' }, ['3', '4']],
    ['only an end: everything shown by then', { endTime: '2026-11-02 00:00:00' }, ['1', '4']],
    ['read only', { readStatus: 1 }, ['2', '4']],
    ['unread only', { readStatus: 0 }, ['1', '3']],
  ])('%s', async (_name, query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('refuses a malformed time (the guard names the parameter)', async () => {
    const admin = await signIn(ADMIN_ID);
    const reply = await call(admin, 'GET', '/inform/list', { query: { startTime: '2026-11-32' } });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('startTime');
  });
});

describe('the vibration-type dictionary', () => {
  it('serves monitorItemVibrationType values in order, and the seeded vibration type is one of them', async () => {
    const admin = await signIn(ADMIN_ID);
    const reply = await call(admin, 'GET', '/blade-system/dict-biz/dictionary', { query: { code: 'monitorItemVibrationType' } });
    const keys = (reply.body.data as { dictKey: string }[]).map((e) => Number(e.dictKey));
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toContain(db.world.bigScreen.vibrationType);
  });
});

describe('a menu created by an administrator', () => {
  it("is in the administrator's routes at once (BladeX's administrator sees every menu), not in another role's", async () => {
    const admin = await signIn(ADMIN_ID);
    const operator = await signIn(OPERATOR_ID);
    const menu = { parentId: '0', name: '巡检记录', code: 'patrol_record', category: 1, sort: 30, path: '/patrol/index', buttons: [{ name: '新增', code: 'patrol_add' }] };
    expect((await call(admin, 'POST', '/blade-system/menu/submit', { json: menu })).body.code).toBe(200);
    const routes = async (h: Headers) => ((await call(h, 'GET', '/blade-system/menu/routes')).body.data as { name: string }[]).map((r) => r.name);
    expect(await routes(admin)).toContain('巡检记录');
    expect(await routes(operator)).not.toContain('巡检记录');
    const top = (await call(admin, 'GET', '/blade-system/menu/top-menu')).body.data as { name: string }[];
    expect(top.map((m) => m.name)).toContain('巡检记录');
    const buttons = JSON.stringify((await call(admin, 'GET', '/blade-system/menu/buttons')).body.data);
    expect(buttons).toContain('patrol_add');
  });

  it('a renamed menu reaches the top menu of everyone granted it', async () => {
    const admin = await signIn(ADMIN_ID);
    const operator = await signIn(OPERATOR_ID);
    const expert = db.world.menus.find((m) => m.code === 'monitor_expert')!;
    expect((await call(admin, 'POST', '/blade-system/menu/submit', { json: { ...expert, name: '专家诊断' } })).body.code).toBe(200);
    const top = (await call(operator, 'GET', '/blade-system/menu/top-menu')).body.data as { name: string }[];
    expect(top.map((m) => m.name)).toContain('专家诊断');
  });
});
