// @vitest-environment node
// The stateful user and blade-system handlers of the mock backend: user management, profile and
// password, grants and verification (spec 5, 6, 7), roles, menus, dictionaries and lookups. Every
// successful reply is checked against the contract's 200 schema.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DictEntry, Menu, MenuRoute, Role, TopMenu, TreeNode, User, UserConfig, UserProfile } from '../../generated/model';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { departmentHandlers } from '../../mocks/handlers/departments';
import { systemHandlers } from '../../mocks/handlers/system';
import { traffic } from '../../mocks/handlers/traffic';
import { RESET_PASSWORD, userHandlers } from '../../mocks/handlers/users';
import { db } from '../../mocks/world/db';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const client = { Authorization: `Basic ${btoa('saber:saber_secret')}` };
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as object;
const validate = createValidator(contract);
const server = setupServer(traffic, contractGuard, ...authHandlers, ...userHandlers, ...systemHandlers, ...departmentHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Reply<T = unknown> = { code: number; success: boolean; msg: string; data: T };
/** UserPage's records, typed (the generated Page intersection leaves them unknown). */
type Users = { records: User[]; total: number; size: number; current: number; pages: number };
let token = '';

async function signIn(username: string, password: string) {
  return (await signInWithoutCaptcha(base, username, password)).access_token as string | undefined;
}
const as = async (username: string, password: string) => {
  token = (await signIn(username, password)) ?? '';
};

beforeEach(async () => {
  await db.reset();
  await as('admin', 'Admin123');
});

/** Calls a contract path; a successful reply must validate against the operation's 200 schema. */
async function call<T>(method: 'get' | 'post', path: string, params: Record<string, string> = {}, body?: object) {
  const headers: Record<string, string> = { ...client, 'Blade-Auth': `bearer ${token}` };
  if (body) headers['Content-Type'] = 'application/json';
  const reply = await fetch(`${base}${path}?${new URLSearchParams(params)}`, {
    method: method.toUpperCase(),
    headers,
    body: body && JSON.stringify(body),
  });
  expect(reply.status).toBe(200);
  const json = (await reply.json()) as Reply<T>;
  if (json.code === 200) {
    const at = ['paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'];
    expect(validate(at, json)).toEqual([]);
  }
  return json;
}
const get = <T>(path: string, params?: Record<string, string>) => call<T>('get', path, params);
const post = <T = null>(path: string, params?: Record<string, string>, body?: object) => call<T>('post', path, params, body);

// ---- the seeded world, read generically so that the tests follow the seed --------------------------

const w = () => db.world;
const userByAccount = (account: string) => w().users.find((u) => u.account === account)!;
const roleByAlias = (alias: string) => w().roles.find((r) => r.roleAlias === alias)!;
const menuByPath = (path: string) => w().menus.find((m) => m.path === path)!;
const walk = <N extends { children?: readonly N[] }>(nodes: readonly N[]): N[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);

const newUser = (changes: Record<string, unknown> = {}) => ({
  account: 'zhang_wei01',
  password: 'Shenergy2026',
  realName: '张伟',
  roleId: roleByAlias('operator').id,
  deptId: w().departments[0].id,
  email: 'zhangwei@shenergy.example.cn',
  phone: '13812345678',
  status: 1,
  ...changes,
});

// ================================================================ users

describe('user management (spec 3, 5)', () => {
  it('pages users with filters and the subtree of the selected company', async () => {
    const all = await get<Users>('/blade-user/userList', { current: '1', size: '3' });
    expect(all.data.total).toBe(w().users.length);
    expect(all.data.records).toHaveLength(3);
    expect(all.data.pages).toBe(Math.ceil(w().users.length / 3));
    const second = await get<Users>('/blade-user/userList', { current: '2', size: '3' });
    expect(second.data.records[0].id).not.toBe(all.data.records[0].id);

    const byAccount = await get<Users>('/blade-user/page', { account: 'OPER' });
    expect(byAccount.data.records.map((u) => u.account)).toEqual(['operator']);
    expect(byAccount.data.records[0]).toMatchObject({ roleName: roleByAlias('operator').roleName, tenantId: '000000' });
    expect(byAccount.data.records[0]).not.toHaveProperty('passwordMd5');

    // The root company's subtree holds every user; the operator's company at least the operator.
    const root = w().departments.find((d) => d.parentId === '0')!;
    expect((await get<Users>('/blade-user/page', { deptId: root.id, size: '100' })).data.total).toBe(w().users.length);
    const inOperatorDept = await get<Users>('/blade-user/page', { deptId: userByAccount('operator').deptId, size: '100' });
    expect(inOperatorDept.data.records.map((u) => u.account)).toContain('operator');
    expect(inOperatorDept.data.records.map((u) => u.account)).not.toContain('admin');
  });

  it('creates a user who can then sign in, and refuses a second one with the same account', async () => {
    expect(await post('/blade-user/submit', {}, newUser())).toMatchObject({ code: 200, data: null });
    const listed = await get<Users>('/blade-user/userList', { account: 'zhang_wei01' });
    expect(listed.data.records).toHaveLength(1);
    expect(listed.data.records[0]).toMatchObject({ realName: '张伟', deptName: w().departments[0].deptName });
    expect(await signIn('zhang_wei01', 'Shenergy2026')).toBeTruthy();

    const again = await post('/blade-user/submit', {}, newUser({ realName: '张伟伟' }));
    expect(again).toMatchObject({ code: 400, success: false, msg: '当前用户 [zhang_wei01] 已存在!' });
    expect(await post('/blade-user/submit', {}, newUser({ account: 'other_one', roleId: '1' }))).toMatchObject({ code: 400 });
  });

  it('updates a user without touching the password, and shows the change in detail', async () => {
    const operator = userByAccount('operator');
    const changed = await post('/blade-user/update', {}, { ...newUser({ account: 'operator', realName: '值班长' }), id: operator.id, password: undefined });
    expect(changed.code).toBe(200);
    const detail = await get<User>('/blade-user/detail', { id: operator.id });
    expect(detail.data).toMatchObject({ realName: '值班长', phone: '13812345678', deptId: w().departments[0].id });
    expect(await signIn('operator', 'Operator123')).toBeTruthy();

    const taken = await post('/blade-user/update', {}, { ...newUser({ account: 'admin' }), id: operator.id, password: undefined });
    expect(taken.msg).toBe('当前用户 [admin] 已存在!');
    expect(await get('/blade-user/detail', { id: '1' })).toMatchObject({ code: 400, msg: 'This user does not exist' });
  });

  it('removes users, but never the signed-in one', async () => {
    const operator = userByAccount('operator');
    expect(await post('/blade-user/remove', { ids: `${operator.id},${userByAccount('admin').id}` })).toMatchObject({ code: 400 });
    expect(await post('/blade-user/remove', { ids: operator.id })).toMatchObject({ code: 200 });
    expect((await get<Users>('/blade-user/userList', { account: 'operator' })).data.total).toBe(0);
    expect(await signIn('operator', 'Operator123')).toBeUndefined();
  });

  it('gives users a role, and their configuration follows the new role', async () => {
    const operator = userByAccount('operator');
    const admin = roleByAlias('administrator');
    expect(await post('/blade-user/grant', { userIds: operator.id, roleIds: admin.id })).toMatchObject({ code: 200 });
    expect((await get<User>('/blade-user/detail', { id: operator.id })).data.roleName).toBe(admin.roleName);
    const config = await get<UserConfig>('/blade-user/getConfig', { id: operator.id });
    expect(config.data.permissionPaths).toContain('/monitor/top/upload');
    expect(await post('/blade-user/grant', { userIds: '1', roleIds: admin.id })).toMatchObject({ msg: 'This user does not exist' });
  });

  it('stores a permission configuration that a verification call then honours', async () => {
    const operator = userByAccount('operator');
    const before = await get<UserConfig>('/blade-user/getConfig', { id: operator.id });
    expect(before.data.permissionPaths).not.toContain('/monitor/top/upload');
    const config = { ...before.data, permissionPaths: [...(before.data.permissionPaths ?? []), '/monitor/top/upload'] };
    expect(await post('/blade-user/submitConfig', {}, config)).toMatchObject({ code: 200 });
    expect((await get<UserConfig>('/blade-user/getConfig', { id: operator.id })).data).toEqual(config);

    await as('operator', 'Operator123');
    expect((await post('/blade-user/buttonVerification', { value: '/monitor/top/upload' })).msg).toBe('成功');
  });

  it('refuses the sign-in of a user whose configuration takes the login permission away', async () => {
    const operator = userByAccount('operator');
    const config = (await get<UserConfig>('/blade-user/getConfig', { id: operator.id })).data;
    expect(await post('/blade-user/submitConfig', {}, { ...config, loginPermission: false })).toMatchObject({ code: 200 });
    const refused = await signInWithoutCaptcha(base, 'operator', 'Operator123');
    expect(refused).toMatchObject({ error_description: '当前账号无登录权限' });
    expect(await signIn('admin', 'Admin123')).toBeTruthy();
  });

  it('names the field a refusal concerns (data.field)', async () => {
    expect(await post('/blade-user/submit', {}, newUser({ account: 'operator' }))).toMatchObject({
      code: 400,
      success: false,
      msg: '当前用户 [operator] 已存在!',
      data: { field: 'account' },
    });
    expect(await post('/blade-user/submit', {}, newUser({ roleId: '1' }))).toMatchObject({ data: { field: 'roleId' } });
    const late = newUser({ startDate: '2026-12-01 00:00:00', endDate: '2026-11-01 00:00:00' });
    expect(await post('/blade-user/submit', {}, late)).toMatchObject({ data: { field: 'endDate' } });
  });
});

describe('profile and password (spec 2.8, 5)', () => {
  it('shows the caller\'s profile with the enterprise', async () => {
    const profile = await get<UserProfile>('/blade-user/info');
    const admin = userByAccount('admin');
    const dept = w().departments.find((d) => d.id === admin.deptId)!;
    expect(profile.data).toMatchObject({ id: admin.id, account: 'admin', roleId: admin.roleId, deptName: dept.deptName });
    expect(profile.data.fullName).toBe(dept.fullName ?? dept.deptName);

    // Moved to another company, the profile shows that company.
    const other = w().departments.find((d) => d.id !== admin.deptId && d.fullName)!;
    const moved = { ...newUser({ account: 'admin', realName: admin.realName, roleId: admin.roleId, deptId: other.id }), id: admin.id, password: undefined };
    expect(await post('/blade-user/update', {}, moved)).toMatchObject({ code: 200 });
    expect((await get<UserProfile>('/blade-user/info')).data).toMatchObject({ deptName: other.deptName, fullName: other.fullName });
  });

  it('saves phone and email of the caller only', async () => {
    const profile = (await get<UserProfile>('/blade-user/info')).data;
    const form = { ...profile, phone: '13998765432', email: 'admin2@shenergy.example.cn', realName: '改名', roleId: roleByAlias('operator').id };
    expect(await post('/blade-user/update-info', {}, form)).toMatchObject({ code: 200 });
    const after = (await get<UserProfile>('/blade-user/info')).data;
    expect(after).toMatchObject({ phone: '13998765432', email: 'admin2@shenergy.example.cn', realName: profile.realName, roleId: profile.roleId });

    const someoneElse = { ...form, id: userByAccount('operator').id };
    expect(await post('/blade-user/update-info', {}, someoneElse)).toMatchObject({ code: 400, success: false });
  });

  // The console sends the md5 of each value, as BladeX expects.
  const md5 = (text: string) => SparkMD5.hash(text);
  it.each([
    { name: 'the two new passwords differ', params: { oldPassword: md5('Admin123'), newPassword: md5('Newpass1'), newPassword1: md5('Newpass2') }, msg: 'the two entered passwords are inconsistent' },
    { name: 'the old password is wrong', params: { oldPassword: md5('Wrong123'), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') }, msg: 'The password is wrong' },
  ])('refuses a password change when $name', async ({ params, msg }) => {
    expect(await post('/blade-user/update-password', params)).toMatchObject({ code: 400, success: false, msg });
    expect(await signIn('admin', 'Admin123')).toBeTruthy();
  });

  it('changes the caller\'s password from the md5 of the three values', async () => {
    const params = { oldPassword: md5('Admin123'), newPassword: md5('Newpass1'), newPassword1: md5('Newpass1') };
    expect(await post('/blade-user/update-password', params)).toMatchObject({ code: 200 });
    expect(await signIn('admin', 'Admin123')).toBeUndefined();
    expect(await signIn('admin', 'Newpass1')).toBeTruthy();
  });

  it('resets passwords to the configured value', async () => {
    expect(await post('/blade-user/reset-password', { userIds: userByAccount('operator').id })).toMatchObject({ code: 200 });
    expect(await signIn('operator', 'Operator123')).toBeUndefined();
    expect(await signIn('operator', RESET_PASSWORD)).toBeTruthy();
    expect(await post('/blade-user/reset-password', { userIds: '1' })).toMatchObject({ code: 400 });
  });

  it('checks the deletion password (md5 of the caller\'s own)', async () => {
    expect((await post<boolean>('/blade-user/checkPassword', { password: SparkMD5.hash('Admin123') })).data).toBe(true);
    expect((await post<boolean>('/blade-user/checkPassword', { password: SparkMD5.hash('Operator123') })).data).toBe(false);
  });
});

describe('verification calls (spec 6, 7)', () => {
  const topBar = ['/monitor/top/upload', '/monitor/top/screen', '/monitor/top/software', '/monitor/top/userDetail', '/monitor/top/customerScreen'];

  it('allows admin every top-bar button', async () => {
    for (const value of topBar) expect((await post('/blade-user/buttonVerification', { value })).msg).toBe('成功');
  });

  it('refuses the operator upload and data screen with 暂无权限', async () => {
    await as('operator', 'Operator123');
    const verdicts = await Promise.all(topBar.map(async (value) => [value, (await post('/blade-user/buttonVerification', { value })).msg]));
    expect(Object.fromEntries(verdicts)).toEqual({
      '/monitor/top/upload': '暂无权限',
      '/monitor/top/screen': '暂无权限',
      '/monitor/top/software': '成功',
      '/monitor/top/userDetail': '成功',
      '/monitor/top/customerScreen': '成功',
    });
    const refused = await post('/blade-user/buttonVerification', { value: '/monitor/top/upload' });
    expect(refused).toEqual({ code: 200, success: true, msg: '暂无权限', data: null });
  });

  it('checks a feature by the path it names, or by the feature\'s maintenance button (the operator may not maintain the expert system nor run a diagnosis)', async () => {
    // Take the expert system out of the operator's role grant.
    const operatorRole = roleByAlias('operator');
    const expert = menuByPath('/monitor/expert/index');
    const grant = w().roleGrants.find((g) => g.roleId === operatorRole.id)!;
    const menuIds = grant.menuIds.filter((id) => id !== expert.id);
    expect(await post('/blade-system/role/grant', {}, { roleIds: [operatorRole.id], menuIds })).toMatchObject({ code: 200 });

    await as('operator', 'Operator123');
    expect((await post('/blade-user/expertVerification', { value: '/monitor/expert/index' })).msg).toBe('暂无权限');
    expect((await post('/blade-user/expertVerification')).msg).toBe('暂无权限');
    expect((await post('/blade-user/alarmLogVerification', { value: '/monitor/warn/index' })).msg).toBe('成功');
    expect((await post('/blade-user/deviceDiagnoseVerification', { value: '/monitor/diagnose/index' })).msg).toBe('成功');
    // Without a path the feature's maintenance button decides: the operator may not run a diagnosis nor
    // edit users.
    expect((await post('/blade-user/deviceDiagnoseVerification')).msg).toBe('暂无权限');
    // Without a path the feature's maintenance button decides: the operator may not edit users.
    expect((await post('/blade-user/userVerification')).msg).toBe('暂无权限');
    for (const path of ['alarmLogVerification', 'recordVerification']) {
      expect((await post(`/blade-user/${path}`)).msg).toBe('成功');
    }
    // The operator may not use file management, nor delete archive records.
    expect((await post('/blade-user/fileVerification')).msg).toBe('暂无权限');
    expect((await post('/blade-user/fileVerification', { value: '/monitor/file/index' })).msg).toBe('暂无权限');
    expect((await post('/blade-user/recordVerification', { value: '/monitor/record/index' })).msg).toBe('成功');
    expect((await post('/blade-user/recordVerification', { value: '/monitor/record/index/add' })).msg).toBe('成功');
    expect((await post('/blade-user/recordVerification', { value: '/monitor/record/index/delete' })).msg).toBe('暂无权限');
  });

  it('allows admin every feature', async () => {
    for (const path of ['deviceDiagnoseVerification', 'expertVerification', 'alarmLogVerification', 'userVerification', 'fileVerification', 'recordVerification']) {
      expect((await post(`/blade-user/${path}`)).msg).toBe('成功');
    }
  });
});

// ================================================================ roles

describe('roles (spec 3, 5, 6)', () => {
  it('lists roles as a tree, filtered by name', async () => {
    const list = await get<Role[]>('/blade-system/role/list', { current: '1', size: '10' });
    expect(walk(list.data)).toHaveLength(w().roles.length);
    const deviceAdmin = roleByAlias('deviceAdmin');
    const top = list.data.find((r) => r.id === deviceAdmin.parentId)!;
    expect(top.children?.map((c) => c.id)).toContain(deviceAdmin.id);
    expect(top.hasChildren).toBe(true);

    const filtered = await get<Role[]>('/blade-system/role/list', { roleName: deviceAdmin.roleName });
    expect(filtered.data.map((r) => r.id)).toEqual([deviceAdmin.id]);
    expect((await get<Role>('/blade-system/role/detail', { id: deviceAdmin.id })).data.parentName).toBe(top.roleName);
  });

  it('creates, updates and removes a role; refuses a duplicate alias', async () => {
    const role = { parentId: '0', tenantId: '000000', roleName: '巡检员', roleAlias: 'inspector', sort: 9 };
    expect(await post('/blade-system/role/submit', {}, role)).toMatchObject({ code: 200 });
    const created = w().roles.find((r) => r.roleAlias === 'inspector')!;
    expect(await post('/blade-system/role/submit', {}, { ...role, roleName: '巡检组长' })).toMatchObject({ code: 400, success: false });
    expect(await post('/blade-system/role/submit', {}, { ...role, id: created.id, roleName: '巡检组长' })).toMatchObject({ code: 200 });
    expect((await get<Role>('/blade-system/role/detail', { id: created.id })).data.roleName).toBe('巡检组长');

    expect(await post('/blade-system/role/remove', { ids: created.id })).toMatchObject({ code: 200 });
    expect(walk((await get<Role[]>('/blade-system/role/list')).data).map((r) => r.id)).not.toContain(created.id);
  });

  it('refuses removing a role still assigned to a user, or one with sub-roles', async () => {
    const operatorRole = roleByAlias('operator');
    const refused = await post('/blade-system/role/remove', { ids: operatorRole.id });
    expect(refused).toMatchObject({ code: 400, success: false });
    expect(refused.msg).toContain(operatorRole.roleName);
    expect(refused.msg).toContain('已分配给用户');
    expect(w().roles.some((r) => r.id === operatorRole.id)).toBe(true);

    const parent = roleByAlias('deviceAdmin').parentId;
    expect(await post('/blade-system/role/remove', { ids: parent })).toMatchObject({ msg: '请先删除子节点!' });
  });

  it('grants menus and reads them back as tree keys', async () => {
    const role = roleByAlias('deviceAdmin');
    const menuIds = [menuByPath('/monitor/device').id, menuByPath('/monitor/device/card').id];
    const company = w().departments[1];
    const grant = { roleIds: [role.id], menuIds, dataScopeIds: [company.parentId, company.id, '1161272893875225001'], apiScopeIds: [] };
    expect(await post('/blade-system/role/grant', {}, grant)).toMatchObject({ code: 200 });
    const keys = await get<{ menu: string[]; dataScope: string[] }>('/blade-system/menu/role-tree-keys', { roleIds: role.id });
    // Ids that are not companies are dropped; login and subscriptions, not sent, keep the defaults.
    expect(keys.data).toMatchObject({ menu: menuIds, dataScope: [company.parentId, company.id], apiScope: [] });
  });

  it('hides the administrator role from the role tree of others', async () => {
    const administrator = roleByAlias('administrator');
    expect(walk((await get<TreeNode[]>('/blade-system/role/tree', { tenantId: '000000' })).data).map((n) => n.id)).toContain(administrator.id);
    const forOperator = await get<TreeNode[]>('/blade-system/role/getTreeListByUserId', { userId: userByAccount('operator').id });
    expect(walk(forOperator.data).map((n) => n.id)).not.toContain(administrator.id);
    await as('operator', 'Operator123');
    const tree = walk((await get<TreeNode[]>('/blade-system/role/tree')).data);
    expect(tree.map((n) => n.id)).not.toContain(administrator.id);
    expect(tree.length).toBe(w().roles.length - 1);
  });

  it('reports the roles of a department (spec 4 department.addRole)', async () => {
    const operator = userByAccount('operator');
    const held = await get<TreeNode[]>('/blade-system/role/getTreeListByDeptId', { deptId: operator.deptId });
    expect(walk(held.data).map((n) => n.id)).toContain(operator.roleId);
    const empty = w().departments.find((d) => !w().users.some((u) => u.deptId === d.id))!;
    expect((await get<TreeNode[]>('/blade-system/role/getTreeListByDeptId', { deptId: empty.id })).data).toEqual([]);
  });
});

// ================================================================ role grants and what follows from them

describe('role grants (spec 6 "Assignable") and their effect on the role\'s users', () => {
  type GrantTrees = { menu: TreeNode[]; dataScope: TreeNode[]; apiScope: TreeNode[]; loginScope: TreeNode[]; messageScope: TreeNode[] };
  type Keys = { menu: string[]; dataScope: string[]; apiScope: string[]; loginScope: string[]; messageScope: string[] };
  const trees = async () => (await get<GrantTrees>('/blade-system/menu/grant-tree')).data;
  const keysOf = async (roleId: string) => (await get<Keys>('/blade-system/menu/role-tree-keys', { roleIds: roleId })).data;
  const valueId = (nodes: TreeNode[], value: string) => walk(nodes).find((n) => n.value === value)!.id;

  /** A role of its own with one user, so grants can change without touching the documented accounts. */
  async function roleWithUser() {
    await post('/blade-system/role/submit', {}, { parentId: '0', roleName: '巡检员', roleAlias: 'inspector', sort: 9 });
    const role = roleByAlias('inspector');
    await post('/blade-user/submit', {}, newUser({ account: 'inspector1', roleId: role.id }));
    return role;
  }

  it('offers five trees: menus, the company tree, permission paths, login and subscriptions', async () => {
    const t = await trees();
    expect(walk(t.menu)).toHaveLength(w().menus.length);
    expect(walk(t.dataScope)).toHaveLength(w().departments.length);
    expect(t.dataScope.map((n) => n.id)).toEqual(w().departments.filter((d) => d.parentId === '0').map((d) => d.id));
    expect(walk(t.apiScope).map((n) => n.value)).toEqual(expect.arrayContaining(['/monitor/top/upload', '/monitor/user/user', '/monitor/expert/index']));
    expect(walk(t.loginScope).map((n) => n.value)).toEqual(['login']);
    expect(walk(t.messageScope).filter((n) => !n.children).map((n) => n.value)).toEqual(['alarm', 'warn', 'offline', 'inform']);
  });

  it('a new role may sign in and gets every subscription until a grant says otherwise', async () => {
    const role = await roleWithUser();
    const t = await trees();
    expect(await keysOf(role.id)).toEqual({ menu: [], dataScope: [], apiScope: [], loginScope: walk(t.loginScope).map((n) => n.id), messageScope: walk(t.messageScope).map((n) => n.id) });
    expect(await signIn('inspector1', 'Shenergy2026')).toBeTruthy();
  });

  it('stores all five lists and gives them back, half-checked parents included', async () => {
    const role = await roleWithUser();
    const t = await trees();
    const device = menuByPath('/monitor/device');
    const card = menuByPath('/monitor/device/card');
    const alarm = walk(t.messageScope).find((n) => n.value === 'alarm')!;
    const grant = {
      roleIds: [role.id],
      menuIds: [device.id, card.id],
      dataScopeIds: [w().departments[0].id, w().departments[1].id],
      apiScopeIds: [valueId(t.apiScope, '/monitor/top'), valueId(t.apiScope, '/monitor/top/software')],
      loginScopeIds: [],
      messageScopeIds: [alarm.parentId, alarm.id],
    };
    expect(await post('/blade-system/role/grant', {}, grant)).toMatchObject({ code: 200 });
    expect(await keysOf(role.id)).toEqual({
      menu: grant.menuIds,
      dataScope: grant.dataScopeIds,
      apiScope: grant.apiScopeIds,
      loginScope: [],
      messageScope: grant.messageScopeIds,
    });
    // A later grant that leaves login and messages out keeps them.
    expect(await post('/blade-system/role/grant', {}, { roleIds: [role.id], menuIds: [device.id] })).toMatchObject({ code: 200 });
    expect(await keysOf(role.id)).toMatchObject({ menu: [device.id], loginScope: [], messageScope: grant.messageScopeIds });
  });

  it('without login permission the role\'s users cannot sign in', async () => {
    const role = await roleWithUser();
    expect(await post('/blade-system/role/grant', {}, { roleIds: [role.id], menuIds: [], loginScopeIds: [] })).toMatchObject({ code: 200 });
    expect(await signInWithoutCaptcha(base, 'inspector1', 'Shenergy2026')).toMatchObject({ error_description: '当前账号无登录权限' });
  });

  it('the menu grant decides the top menu, routes and buttons of the role\'s users', async () => {
    const role = await roleWithUser();
    const users = menuByPath('/monitor/user/user');
    const userAdd = w().menus.find((m) => m.code === 'user_add')!;
    const device = menuByPath('/monitor/device');
    const card = menuByPath('/monitor/device/card');
    const grant = { roleIds: [role.id], menuIds: [users.id, device.id, card.id] };
    expect(await post('/blade-system/role/grant', {}, grant)).toMatchObject({ code: 200 });
    await as('inspector1', 'Shenergy2026');
    expect((await get<TopMenu[]>('/blade-system/menu/top-menu')).data.map((m) => m.path)).toEqual(['/monitor/device', '/monitor/user/user']);
    expect(walk((await get<MenuRoute[]>('/blade-system/menu/routes')).data).map((r) => r.path)).toEqual(['/monitor/device', '/monitor/device/card', '/monitor/user/user']);
    expect(walk((await get<Menu[]>('/blade-system/menu/buttons')).data).filter((m) => m.category === 2)).toEqual([]);

    await as('admin', 'Admin123');
    expect(await post('/blade-system/role/grant', {}, { ...grant, menuIds: [...grant.menuIds, userAdd.id] })).toMatchObject({ code: 200 });
    await as('inspector1', 'Shenergy2026');
    expect(walk((await get<Menu[]>('/blade-system/menu/buttons')).data).filter((m) => m.category === 2).map((m) => m.code)).toEqual(['user_add']);
  });

  it('the permission configuration (apiScope) allows verification paths beyond the menus', async () => {
    const role = await roleWithUser();
    const t = await trees();
    await as('inspector1', 'Shenergy2026');
    expect((await post('/blade-user/userVerification', { value: '/monitor/user/user' })).msg).toBe('暂无权限');
    expect((await post('/blade-user/buttonVerification', { value: '/monitor/top/software' })).msg).toBe('暂无权限');
    await as('admin', 'Admin123');
    const apiScopeIds = [valueId(t.apiScope, '/monitor/user/user'), valueId(t.apiScope, '/monitor/top/software')];
    expect(await post('/blade-system/role/grant', {}, { roleIds: [role.id], menuIds: [], apiScopeIds })).toMatchObject({ code: 200 });
    await as('inspector1', 'Shenergy2026');
    expect((await post('/blade-user/userVerification', { value: '/monitor/user/user' })).msg).toBe('成功');
    expect((await post('/blade-user/buttonVerification', { value: '/monitor/top/software' })).msg).toBe('成功');
    expect((await post('/blade-user/buttonVerification', { value: '/monitor/top/upload' })).msg).toBe('暂无权限');
    // The user's configuration, not yet saved, follows from the role.
    await as('admin', 'Admin123');
    const config = await get<UserConfig>('/blade-user/getConfig', { id: userByAccount('inspector1').id });
    expect([...(config.data.permissionPaths ?? [])].sort()).toEqual(['/monitor/top/software', '/monitor/user/user']);
  });

  it('the enterprise permission (dataScope) limits the company tree to exactly the granted companies', async () => {
    const role = await roleWithUser();
    const [root, first] = w().departments;
    const firstChild = w().departments.find((d) => d.parentId === first.id)!;
    const grant = { roleIds: [role.id], menuIds: [], dataScopeIds: [root.id, first.id, firstChild.id] };
    expect(await post('/blade-system/role/grant', {}, grant)).toMatchObject({ code: 200 });
    await as('inspector1', 'Shenergy2026');
    type Node = { id: string; children?: Node[] };
    const tree = (await get<Node[]>('/department/tree')).data;
    expect(walk(tree).map((n) => n.id)).toEqual([root.id, first.id, firstChild.id]);
  });
});

// ================================================================ menus

describe('menus (spec 2.2, 2.5, 6)', () => {
  it('builds the grant tree from every menu and button', async () => {
    const tree = await get<{ menu: TreeNode[] }>('/blade-system/menu/grant-tree');
    expect(walk(tree.data.menu)).toHaveLength(w().menus.length);
    expect(tree.data.menu.every((n) => n.parentId === '0')).toBe(true);
  });

  it('lazily lists one level, with buttons or menus only', async () => {
    const top = await get<Menu[]>('/blade-system/menu/lazy-list', { parentId: '0' });
    expect(top.data).toHaveLength(w().menus.filter((m) => m.parentId === '0').length);
    const users = menuByPath('/monitor/user/user');
    expect(top.data.find((m) => m.id === users.id)).toMatchObject({ hasChildren: true, parentName: '顶级', categoryName: '菜单' });

    const buttons = await get<Menu[]>('/blade-system/menu/lazy-list', { parentId: users.id });
    expect(buttons.data.map((m) => m.code)).toContain('departAdd');
    expect(buttons.data.every((m) => m.category === 2 && m.categoryName === '按钮')).toBe(true);
    const menusOnly = await get<Menu[]>('/blade-system/menu/lazy-menu-list', { parentId: '0' });
    expect(menusOnly.data.find((m) => m.id === users.id)?.hasChildren).toBe(false);

    const search = await get<Menu[]>('/blade-system/menu/lazy-list', { code: 'depart' });
    expect(search.data.map((m) => m.code).sort()).toEqual(['departAdd', 'departEdit']);
    expect((await get<TreeNode[]>('/blade-system/menu/tree')).data.length).toBe(top.data.length);
    expect(walk((await get<TreeNode[]>('/blade-system/menu/tree')).data).length).toBe(w().menus.filter((m) => m.category === 1).length);
  });

  it('gives the caller a sorted top menu, routes and buttons from the role grant', async () => {
    const top = await get<TopMenu[]>('/blade-system/menu/top-menu');
    expect(top.data.map((m) => m.sort)).toEqual([...top.data.map((m) => m.sort)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(top.data).toHaveLength(w().menus.filter((m) => m.parentId === '0' && m.category === 1).length);

    const device = menuByPath('/monitor/device');
    const routes = await get<MenuRoute[]>('/blade-system/menu/routes', { topMenuId: device.id });
    expect(routes.data).toHaveLength(1);
    expect(routes.data[0].children?.map((c) => c.path)).toContain('/monitor/device/card');
    const allRoutes = walk((await get<MenuRoute[]>('/blade-system/menu/routes')).data);
    expect(allRoutes.every((r) => r.category === 1)).toBe(true);
    // spec 2.2: every route names its label's key (meta.i18n), so the menus read in the console's language.
    expect(allRoutes.filter((r) => typeof r.meta?.i18n !== 'string').map((r) => r.path)).toEqual([]);
    const keyOf = Object.fromEntries(allRoutes.map((r) => [r.path, r.meta?.i18n]));
    expect(keyOf['/monitor/alarm/index']).toBe('alarm');
    expect(keyOf['/system/menu']).toBe('menu');
    expect(keyOf['/monitor/device/device']).toBe('deviceList');

    const adminCodes = walk((await get<Menu[]>('/blade-system/menu/buttons')).data).map((m) => m.code);
    expect(adminCodes).toEqual(expect.arrayContaining(['departAdd', 'departEdit', 'top_upload']));

    await as('operator', 'Operator123');
    const operatorCodes = walk((await get<Menu[]>('/blade-system/menu/buttons')).data).filter((m) => m.category === 2).map((m) => m.code);
    expect(operatorCodes).not.toContain('departAdd');
    expect(operatorCodes).not.toContain('departEdit');
    expect(operatorCodes).not.toContain('top_upload');
    expect(operatorCodes).toContain('top_software');
  });

  it('creates a menu with its buttons, refuses duplicate codes and buttons as parents, removes leaves first', async () => {
    const menu = {
      parentId: '0',
      name: '档案统计',
      code: 'monitor_record_stats',
      path: '/monitor/record/stats',
      sort: 30,
      category: 1,
      buttons: [{ name: '导出', code: 'record_stats_export', alias: 'export', path: '/monitor/record/stats/export', sort: 1, action: 0 }],
    };
    expect(await post('/blade-system/menu/submit', {}, menu)).toMatchObject({ code: 200 });
    const created = w().menus.find((m) => m.code === 'monitor_record_stats')!;
    const children = await get<Menu[]>('/blade-system/menu/lazy-list', { parentId: created.id });
    expect(children.data).toMatchObject([{ code: 'record_stats_export', category: 2, parentName: '档案统计' }]);
    expect((await get<Menu>('/blade-system/menu/detail', { id: created.id })).data).toMatchObject({ name: '档案统计', hasChildren: true });

    expect(await post('/blade-system/menu/submit', {}, { ...menu, buttons: [] })).toMatchObject({ code: 400, success: false });
    const button = children.data[0];
    const underButton = { ...menu, code: 'x_under_button', parentId: button.id!, buttons: [] };
    expect(await post('/blade-system/menu/submit', {}, underButton)).toMatchObject({ msg: '父节点只可选择菜单类型!' });

    expect(await post('/blade-system/menu/remove', { ids: created.id })).toMatchObject({ msg: '请先删除子节点!' });
    expect(await post('/blade-system/menu/remove', { ids: `${created.id},${button.id}` })).toMatchObject({ code: 200 });
    expect(w().menus.some((m) => m.id === created.id)).toBe(false);
  });

  it('drops a removed menu from the role grants', async () => {
    const card = menuByPath('/monitor/device/card');
    expect(await post('/blade-system/menu/remove', { ids: card.id })).toMatchObject({ code: 200 });
    const keys = await get<{ menu: string[] }>('/blade-system/menu/role-tree-keys', { roleIds: roleByAlias('administrator').id });
    expect(keys.data.menu).not.toContain(card.id);
  });
});

// ================================================================ dictionaries and lookups

describe('dictionaries, version and lookups', () => {
  it('reads dictionaries as tree, pages, detail and values', async () => {
    const list = await get<DictEntry[]>('/blade-system/dict/list', { code: 'yes_no' });
    expect(list.data).toHaveLength(1);
    expect(list.data[0].children?.map((c) => c.dictValue)).toEqual(['否', '是']);

    const parents = await get<{ records: DictEntry[]; total: number }>('/blade-system/dict/parent-list', { current: '1', size: '2' });
    expect(parents.data.total).toBe(w().dicts.filter((d) => d.parentId === '0').length);
    expect(parents.data.records).toHaveLength(2);
    const header = w().dicts.find((d) => d.code === 'menu_category' && d.parentId === '0')!;
    const values = await get<{ records: DictEntry[] }>('/blade-system/dict/child-list', { parentId: header.id });
    expect(values.data.records.map((d) => d.dictKey)).toEqual(['1', '2']);
    expect((await get<DictEntry>('/blade-system/dict/detail', { id: values.data.records[0].id! })).data.parentName).toBe(header.dictValue);
    expect((await get<DictEntry[]>('/blade-system/dict/dictionary', { code: 'menu_category' })).data.map((d) => d.dictValue)).toEqual(['菜单', '按钮']);
    expect(walk((await get<TreeNode[]>('/blade-system/dict/tree', { code: 'DICT' })).data)).toHaveLength(w().dicts.length);
  });

  it('creates and updates entries, refuses a duplicate key and removing a dictionary with values', async () => {
    const header = w().dicts.find((d) => d.code === 'sex' && d.parentId === '0')!;
    const entry = { parentId: header.id, code: 'sex', dictKey: '9', dictValue: '保密', sort: 9, isSealed: 0 };
    expect(await post('/blade-system/dict/submit', {}, entry)).toMatchObject({ code: 200 });
    expect(await post('/blade-system/dict/submit', {}, entry)).toMatchObject({ msg: '当前字典键值已存在!' });
    const created = w().dicts.find((d) => d.code === 'sex' && d.dictKey === '9')!;
    expect(await post('/blade-system/dict/submit', {}, { ...entry, id: created.id, dictValue: '不便透露' })).toMatchObject({ code: 200 });
    expect((await get<DictEntry[]>('/blade-system/dict/dictionary', { code: 'sex' })).data.at(-1)?.dictValue).toBe('不便透露');

    expect(await post('/blade-system/dict/remove', { ids: header.id })).toMatchObject({ msg: '请先删除子节点!' });
    expect(await post('/blade-system/dict/remove', { ids: created.id })).toMatchObject({ code: 200 });
    expect((await get<DictEntry[]>('/blade-system/dict/dictionary', { code: 'sex' })).data.map((d) => d.dictKey)).not.toContain('9');
  });

  it('reads business dictionaries, the version, platforms and plans', async () => {
    const industries = await get<{ code: string; sort: number }[]>('/blade-system/dict-biz/dictionary', { code: 'industryType' });
    expect(industries.data.length).toBe(w().bizDicts.filter((d) => d.code === 'industryType').length);
    expect(industries.data.every((d) => d.code === 'industryType')).toBe(true);

    expect((await get<{ data: string }>('/blade-system/version/getVersion')).data).toEqual({ data: w().version });

    const platforms = await get<{ id: string }[]>('/bladeBase/platform/listAll');
    expect(platforms.data).toHaveLength(w().platforms.length);
    const platformId = String(w().plans[0].platformId);
    const plans = await get<{ platformId: string }[]>('/bladeCustomer/plan/listAll', { platformId });
    expect(plans.data.length).toBe(w().plans.filter((p) => p.platformId === platformId).length);
    expect(plans.data.every((p) => p.platformId === platformId)).toBe(true);
    expect((await get<unknown[]>('/bladeCustomer/plan/listAll')).data).toHaveLength(w().plans.length);
  });
});
