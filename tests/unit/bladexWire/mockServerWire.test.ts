// @vitest-environment node
// The mock backend's handlers in BladeX wire, end to end: a user without the admin role is refused the
// guarded calls with 401 请求未授权 (and keeps the open ones), the seeded world shows BladeX's data
// facts, and the default wire is left as it was.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../../mocks/handlers';
import { STOCK_ADMIN_PHONE, TWO_ROLE_ACCOUNT, TWO_ROLE_PASSWORD } from '../../../mocks/wire/bladex/seed';
import { wire } from '../../../mocks/wire/mode';
import { db } from '../../../mocks/world/db';
import { clientHeader, signInWithoutCaptcha } from '../../support/mockSignIn';

const base = 'http://localhost/api';
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(async () => {
  server.close();
  wire.set('default');
  await db.reset();
});
beforeEach(async () => {
  wire.set('bladex');
  await db.reset();
});

async function call(token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const headers: Record<string, string> = { ...clientHeader, 'Blade-Auth': `bearer ${token}` };
  if (body) headers['Content-Type'] = 'application/json';
  const reply = await fetch(`${base}${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}
const tokenOf = async (account: string, password: string) => (await signInWithoutCaptcha(base, account, password)).access_token;
const ids = () => ({
  role: db.world.roles[0].id,
  user: db.world.users[0].id,
  menu: db.world.menus[0].id,
});

/** The guarded calls, with parameters the contract guard lets through. */
const guarded = (): [string, 'GET' | 'POST', string, object?][] => [
  ['role list', 'GET', '/blade-system/role/list'],
  ['role detail', 'GET', `/blade-system/role/detail?id=${ids().role}`],
  ['role tree', 'GET', '/blade-system/role/tree'],
  ['role remove', 'POST', `/blade-system/role/remove?ids=${ids().role}`],
  ['user page', 'GET', '/blade-user/page?current=1&size=10'],
  ['user detail', 'GET', `/blade-user/detail?id=${ids().user}`],
  ['user remove', 'POST', `/blade-user/remove?ids=${ids().user}`],
  ['user grant', 'POST', `/blade-user/grant?userIds=${ids().user}&roleIds=${ids().role}`],
  ['user reset-password', 'POST', `/blade-user/reset-password?userIds=${ids().user}`],
  ['menu detail', 'GET', `/blade-system/menu/detail?id=${ids().menu}`],
  ['menu lazy-list', 'GET', '/blade-system/menu/lazy-list?parentId=0'],
  ['menu lazy-menu-list', 'GET', '/blade-system/menu/lazy-menu-list?parentId=0'],
  ['menu remove', 'POST', `/blade-system/menu/remove?ids=${ids().menu}`],
];

describe('BladeX wire: @PreAuth for a user without the admin role', () => {
  it('answers every guarded call with HTTP 401 请求未授权 and changes nothing', async () => {
    const token = await tokenOf('operator', 'Operator123');
    const before = JSON.stringify({ users: db.world.users.length, roles: db.world.roles.length, menus: db.world.menus.length });
    for (const [name, method, path, body] of guarded()) {
      const reply = await call(token, method, path, body);
      expect({ name, ...reply }).toEqual({ name, status: 401, body: { code: 401, success: false, data: {}, msg: '请求未授权' } });
    }
    expect(JSON.stringify({ users: db.world.users.length, roles: db.world.roles.length, menus: db.world.menus.length })).toBe(before);
    // The session itself is fine: the open calls answer.
    for (const path of ['/blade-user/info', '/blade-system/menu/routes', '/blade-system/menu/buttons', '/blade-system/menu/top-menu', '/blade-system/dict/tree']) {
      expect({ path, status: (await call(token, 'GET', path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('lets the administrator through, and an admin-alias role only past the admin guards', async () => {
    const admin = await tokenOf('admin', 'Admin123');
    expect((await call(admin, 'GET', '/blade-system/role/list')).status).toBe(200);
    expect((await call(admin, 'GET', '/blade-system/menu/lazy-list?parentId=0')).status).toBe(200);
    db.world.roles.find((r) => r.roleAlias === 'operator')!.roleAlias = 'admin';
    const operator = await tokenOf('operator', 'Operator123');
    expect((await call(operator, 'GET', '/blade-system/role/list')).status).toBe(200);
    expect((await call(operator, 'GET', '/blade-user/page?current=1&size=10')).status).toBe(200);
    expect((await call(operator, 'GET', '/blade-system/menu/lazy-list?parentId=0')).status).toBe(401);
  });

  it('answers a call without a token as the TokenInterceptor does (data null)', async () => {
    const reply = await call('nope', 'GET', '/blade-user/info');
    expect(reply).toEqual({ status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } });
  });
});

describe('BladeX wire: the seeded facts', () => {
  it('gives the stock admin phone and a user with two roles and two departments, comma-joined in the token too', async () => {
    const admin = await tokenOf('admin', 'Admin123');
    const info = await call(admin, 'GET', '/blade-user/info');
    expect(info.body).toMatchObject({ data: { phone: STOCK_ADMIN_PHONE } });
    const tokens = (await signInWithoutCaptcha(base, TWO_ROLE_ACCOUNT, TWO_ROLE_PASSWORD)) as unknown as Record<string, string>;
    expect(tokens.role_id).toMatch(/^\d+,\d+$/);
    expect(tokens.dept_id).toMatch(/^\d+,\d+$/);
    expect(tokens.role_name.split(',')).toHaveLength(2);
    expect(tokens.oauth_id).toBe('');
    const dual = db.world.users.find((u) => u.account === TWO_ROLE_ACCOUNT)!;
    const detail = await call(admin, 'GET', `/blade-user/detail?id=${dual.id}`);
    expect(detail.body).toMatchObject({ data: { roleId: dual.roleId, deptId: dual.deptId } });
    expect(String((detail.body.data as Record<string, unknown>).roleName).split(',')).toHaveLength(2);
  });

  it('writes missing optional values as BladeX does, pages with MyBatis-Plus extras, writes as data {}', async () => {
    const admin = await tokenOf('admin', 'Admin123');
    const page = await call(admin, 'GET', '/blade-user/page?current=1&size=50');
    const data = page.body.data as { records: Record<string, unknown>[]; maxLimit: number; countId: string };
    expect(data).toMatchObject({ maxLimit: -1, countId: '', orders: [], searchCount: true, optimizeCountSql: true });
    expect(data.records.some((u) => u.startDate === '' && u.endDate === '')).toBe(true);
    expect(JSON.stringify(page.body)).not.toContain('null');
    const operator = db.world.users.find((u) => u.account === 'operator')!;
    expect((await call(admin, 'POST', `/blade-user/reset-password?userIds=${operator.id}`)).body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
  });

  it('answers menu/routes for a signed-in user whose roles were taken away with data {}', async () => {
    const token = await tokenOf('operator', 'Operator123');
    db.world.users.find((u) => u.account === 'operator')!.roleId = '';
    expect((await call(token, 'GET', '/blade-system/menu/routes')).body).toEqual({ code: 200, success: true, data: {}, msg: '暂无承载数据' });
  });

  it('answers menu/submit with the new id, dict/child-list with every child as a list', async () => {
    const admin = await tokenOf('admin', 'Admin123');
    const created = await call(admin, 'POST', '/blade-system/menu/submit', { name: '线格式', code: 'wire_menu', category: 1, sort: 99, path: '/wire/menu', parentId: '0' });
    const id = (created.body.data as { id: string }).id;
    expect(db.world.menus.find((m) => m.id === id)?.code).toBe('wire_menu');
    const parent = db.world.dicts.find((d) => d.parentId === '0' && db.world.dicts.filter((c) => c.parentId === d.id).length > 2)!;
    const children = await call(admin, 'GET', `/blade-system/dict/child-list?parentId=${parent.id}&current=1&size=2`);
    expect(children.body.data).toHaveLength(db.world.dicts.filter((d) => d.parentId === parent.id).length);
  });
});

describe('the default wire', () => {
  it('is unchanged: the operator reads roles, the world has no BladeX data', async () => {
    wire.set('default');
    await db.reset();
    const token = await tokenOf('operator', 'Operator123');
    const roles = await call(token, 'GET', '/blade-system/role/list');
    expect(roles.status).toBe(200);
    expect(roles.body.msg).toBe('操作成功');
    expect(Object.keys(roles.body)).toEqual(['code', 'success', 'msg', 'data']);
    expect(db.world.users.some((u) => u.account === TWO_ROLE_ACCOUNT)).toBe(false);
    expect(db.world.users.find((u) => u.account === 'admin')?.phone).not.toBe(STOCK_ADMIN_PHONE);
  });
});
