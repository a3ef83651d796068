// @vitest-environment node
// The contract describes the real wire of a stock BladeX 2.x/3.x server (BladeX-Boot 2.8/3.0 on
// BladeX-Tool 2.8.1): each test is one fact of how such a server writes its replies, or reads its
// requests, checked against the bundled contract with the validators the other contract tests use.
// Replies are liberal where the server is (blade.jackson.null-to-empty, MyBatis-Plus pages, raw maps,
// errors at their real statuses, stored data older than the forms' rules); requests stay exact.
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { checkReply } from '../../scripts/conformance/check';
import { contract, operations, type Operation } from './contract';

const validate = createValidator(contract);

function operation(operationId: string): Operation {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

/** Where the reply an operation declares for `status` is (a shared reply is a $ref to components). */
function replyAt(op: Operation, status: string): string[] | undefined {
  const reply = op.raw.responses[status] as { $ref?: string } | undefined;
  if (!reply) return undefined;
  return reply.$ref ? reply.$ref.slice(2).split('/') : ['paths', op.path, op.method.toLowerCase(), 'responses', status];
}

/** What is wrong with `body` as the operation's `status` reply (one entry when it declares none). */
function replyProblems(operationId: string, status: string, body: unknown): string[] {
  const op = operation(operationId);
  const at = replyAt(op, status);
  if (!at) return [`${operationId} declares no ${status} reply`];
  return validate([...at, 'content', 'application/json', 'schema'], body);
}

/** What is wrong with `value` as the operation's query parameter `name`. */
function parameterProblems(operationId: string, name: string, value: unknown): string[] {
  const op = operation(operationId);
  const parameters = (op.raw.parameters ?? []) as { name: string }[];
  const index = parameters.findIndex((p) => p.name === name);
  if (index < 0) return [`${operationId} has no parameter ${name}`];
  return validate(['paths', op.path, op.method.toLowerCase(), 'parameters', index, 'schema'], value);
}

const schemaOf = (name: string) => (contract.components.schemas as Record<string, { properties?: Record<string, { description?: string }> }>)[name];
const ok = (data: unknown, msg = '操作成功') => ({ code: 200, success: true, data, msg });

// BladeX's UserVO as user/detail writes it, with every null written by its declared type.
const wireUser = {
  id: '1123598821738675201',
  createUser: '1123598821738675201',
  createDept: '1123598813738675201',
  createTime: '2018-08-08 08:08:08',
  updateUser: '1123598821738675201',
  updateTime: '2021-05-18 10:00:00',
  status: 1,
  isDeleted: 0,
  tenantId: '000000',
  code: '',
  userType: 1,
  account: 'admin',
  name: '管理员',
  realName: '管理员',
  avatar: '',
  email: 'admin@bladex.vip',
  phone: '13901880001',
  birthday: '2018-08-08 08:08:08',
  sex: 1,
  roleId: '1123598816738675201',
  deptId: '1123598813738675201',
  postId: '1123598817738675201',
  tenantName: '管理组',
  userTypeName: 'WEB',
  roleName: '超级管理员',
  deptName: '刀锋科技',
  postName: '首席执行官',
  sexName: '男',
  userExt: {},
};

describe('replies: null-to-empty values (blade.jackson.null-to-empty, on by default)', () => {
  it('a null String is written as ""', () => {
    const user = { ...wireUser, realName: '', email: '', phone: '', tenantId: '', avatar: '', deptName: '' };
    expect(replyProblems('getUserDetail', '200', ok(user))).toEqual([]);
    const role = { id: '1123598816738675203', parentId: '0', tenantId: '', roleName: '', roleAlias: '', sort: 1, isDeleted: 0, parentName: '顶级', hasChildren: false };
    expect(replyProblems('getRoleDetail', '200', ok(role))).toEqual([]);
  });

  it('a null Number is written as -1', () => {
    expect(replyProblems('getUserDetail', '200', ok({ ...wireUser, status: -1, sex: -1, userType: -1 }))).toEqual([]);
    const role = { id: '1123598816738675203', parentId: '0', tenantId: '000000', roleName: '人事', roleAlias: 'hr', sort: -1, isDeleted: -1 };
    expect(replyProblems('getRoleList', '200', ok([role]))).toEqual([]);
  });

  it('a null Boolean is written as false and a null array as []', () => {
    const menu = { id: '1123598815738675201', parentId: '0', code: 'desk', name: '工作台', alias: 'menu', path: '/desk', source: 'iconfont iconicon_airplay', sort: 1, category: 1, action: 0, isOpen: 1, remark: '', isDeleted: 0, children: [], hasChildren: false, parentName: '', categoryName: '', actionName: '', isOpenName: '' };
    expect(replyProblems('getMenuDetail', '200', ok(menu))).toEqual([]);
    expect(replyProblems('getMenuGrantTree', '200', ok({ menu: [], dataScope: [], apiScope: [] }))).toEqual([]);
  });

  it('a null object is written as {}: R.data of every successful write', () => {
    const writes = operations.filter((op) => JSON.stringify(op.raw.responses['200'] ?? {}).includes('#/components/schemas/RDone"'));
    expect(writes.length).toBeGreaterThan(20);
    for (const op of writes) expect(replyProblems(op.operationId, '200', ok({})), op.operationId).toEqual([]);
  });

  it('a null inside a map (the token reply, a Kv) is ""', () => {
    const token = {
      tenant_id: '000000',
      user_id: '1123598821738675201',
      dept_id: '',
      post_id: '',
      role_id: '1123598816738675201',
      oauth_id: '',
      account: 'admin',
      user_name: 'admin',
      nick_name: '管理员',
      role_name: 'administrator',
      avatar: '',
      access_token: 'eyJ0eXAiOiJKc29uV2ViVG9rZW4ifQ.x.y',
      refresh_token: 'eyJ0eXAiOiJKc29uV2ViVG9rZW4ifQ.r.s',
      token_type: 'bearer',
      expires_in: 3600,
      detail: { type: 'web' },
      license: 'powered by bladex',
    };
    expect(replyProblems('signIn', '200', token)).toEqual([]);
  });

  it('ids are strings ("0" for a root); a null id is the number -1', () => {
    // dict-biz/dictionary on BladeX 2.8 selects neither id, parent_id nor tenant_id.
    const value = { id: -1, parentId: -1, tenantId: '', code: 'industryType', dictKey: '1', dictValue: '电力', sort: 1, remark: '', isSealed: -1, isDeleted: -1 };
    expect(replyProblems('getBizDictionary', '200', ok([value]))).toEqual([]);
    expect(replyProblems('getRoleTree', '200', ok([{ id: '1123598816738675201', parentId: '0', title: '超级管理员', key: '1123598816738675201', value: '1123598816738675201', hasChildren: false }]))).toEqual([]);
    // Only the null writer's -1 is a number: any other id is a string.
    expect(replyProblems('getBizDictionary', '200', ok([{ ...value, id: 1123598814738675 }]))).not.toEqual([]);
  });

  it('dates are yyyy-MM-dd HH:mm:ss, of any year, and "" when null', () => {
    expect(replyProblems('getUserDetail', '200', ok({ ...wireUser, createTime: '1999-12-31 23:59:59', startDate: '', endDate: '' }))).toEqual([]);
    expect(replyProblems('getUserDetail', '200', ok({ ...wireUser, createTime: '2021-05-18T10:00:00Z' }))).not.toEqual([]);
  });
});

/** The operation's own default example of its 200 reply (a copy). */
function defaultExample(operationId: string): { data: unknown } {
  const op = operation(operationId);
  const content = (op.raw.responses['200'].content ?? {})['application/json'] as { example?: unknown; examples?: Record<string, { value?: unknown }> };
  return structuredClone(content.examples?.default.value ?? content.example) as { data: unknown };
}

/** The first record of a page, a list or a detail in a reply's data. */
function firstRecord(reply: { data: unknown }, at: (data: never) => Record<string, unknown>): Record<string, unknown> {
  return at(reply.data as never);
}

// Jackson writes every field of a bean, set or not: a monitoring record whose value is unset (an event
// still on, a run-log line of the device itself) arrives with BladeX's stand-in in that field.
describe('replies: unset fields of the monitoring records, as their stand-ins', () => {
  type Page = { records: Record<string, unknown>[] };
  const facts: { operationId: string; record: (data: never) => Record<string, unknown>; field: string; standIn: unknown; what: string }[] = [
    { operationId: 'getAlarmLogPage', record: (d: Page) => d.records[0], field: 'endTime', standIn: '', what: 'an event still on has no end time' },
    { operationId: 'getAlarmLogPage', record: (d: Page) => d.records[0], field: 'duration', standIn: -1, what: 'nor a duration' },
    { operationId: 'getAlarmLogPage', record: (d: Page) => d.records[0], field: 'handledTime', standIn: '', what: 'an event not acknowledged has no handling time' },
    { operationId: 'getRunLogPage', record: (d: Page) => d.records[0], field: 'itemId', standIn: -1, what: "a device's own line has no item" },
    { operationId: 'getRunLogPage', record: (d: Page) => d.records[0], field: 'level', standIn: '', what: 'nor a level' },
    { operationId: 'getRunLogPage', record: (d: Page) => d.records[0], field: 'alarmId', standIn: -1, what: 'nor an event' },
    { operationId: 'getDeviceMonitorItems', record: (d: Record<string, unknown>[]) => d[0], field: 'temperatureType', standIn: -1, what: 'an item without a temperature type' },
    { operationId: 'getDeviceMonitorItems', record: (d: Record<string, unknown>[]) => d[0], field: 'lastTime', standIn: '', what: 'an item that never reported' },
    { operationId: 'getDevicePage', record: (d: Page) => d.records[0], field: 'lastTime', standIn: '', what: 'a device that never reported' },
    { operationId: 'getDiagnosisReportPage', record: (d: Page) => d.records[0], field: 'deptId', standIn: -1, what: 'a report over every company' },
    { operationId: 'getRecordPage', record: (d: Page) => d.records[0], field: 'updateTime', standIn: '', what: 'a record never edited' },
    { operationId: 'getExpertPage', record: (d: Page) => d.records[0], field: 'updateTime', standIn: '', what: 'an entry never edited' },
    { operationId: 'getOverviewConfig', record: (d: Record<string, unknown>) => d, field: 'fromDeptId', standIn: -1, what: 'settings of its own inherit from nobody' },
  ];
  it.each(facts)('$operationId: $field $standIn ($what)', ({ operationId, record, field, standIn }) => {
    const reply = defaultExample(operationId);
    const target = firstRecord(reply, record);
    expect(target, `${operationId}'s example has a record`).toBeTypeOf('object');
    target[field] = standIn;
    expect(replyProblems(operationId, '200', reply)).toEqual([]);
  });
});

describe('replies: pages, writes and raw maps', () => {
  it('a page carries the MyBatis-Plus extras, each declared with its type', () => {
    // MyBatis-Plus 3.4.2 (BladeX-Tool 2.8.1): countId and maxLimit are null, hence "" and -1.
    const extras = { orders: [], optimizeCountSql: true, hitCount: false, countId: '', maxLimit: -1, searchCount: true };
    const page = { records: [wireUser], total: 1, size: 10, current: 1, ...extras, pages: 1 };
    expect(replyProblems('getUserPage', '200', ok(page))).toEqual([]);
    for (const [name, value] of Object.entries(extras)) {
      expect(validate(['components', 'schemas', 'Page', 'properties', name], value), name).toEqual([]);
    }
    expect(replyProblems('getUserPage', '200', ok({ ...page, maxLimit: '' }))).not.toEqual([]);
  });

  it('every successful write is {code: 200, success: true, data: {}, msg: 操作成功}', () => {
    const done = { code: 200, success: true, data: {}, msg: '操作成功' };
    for (const id of ['removeUsers', 'submitUser', 'updateUser', 'resetUserPasswords', 'updateOwnPassword', 'updateOwnInfo', 'grantUserRoles', 'submitRole', 'removeRoles', 'grantRole', 'removeMenus', 'submitDict', 'removeDicts']) {
      expect(replyProblems(id, '200', done), id).toEqual([]);
      // A server without null-to-empty still sends null.
      expect(replyProblems(id, '200', { ...done, data: null }), id).toEqual([]);
    }
  });

  it('menu/submit answers data {id} (R.data(Kv))', () => {
    expect(replyProblems('submitMenu', '200', ok({ id: '1123598815738675299' }))).toEqual([]);
    expect(replyProblems('submitMenu', '200', ok({ id: 'x' }))).not.toEqual([]);
  });

  it('R.data(null) says 暂无承载数据 with data {}: menu/routes for a user without a role', () => {
    expect(replyProblems('getMenuRoutes', '200', ok({}, '暂无承载数据'))).toEqual([]);
  });

  it('GET oauth/logout and oauth/clear-cache answer the raw map {success: "true", msg: "success"}', () => {
    const kv = { success: 'true', msg: 'success' };
    for (const id of ['signOut', 'clearServerCache']) {
      expect(replyProblems(id, '200', kv), id).toEqual([]);
      // The conformance checker takes it too (no "envelope: missing code").
      expect(checkReply(operation(id), 200, 'application/json', JSON.stringify(kv)), id).toEqual([]);
    }
  });

  it('the top menu has no path: TopMenu is {id, code, name, source, sort} and the TenantEntity fields', () => {
    const item = { id: '1123598821738675301', createUser: '1123598821738675201', createDept: '1123598813738675201', createTime: '2018-12-24 15:06:19', updateUser: '1123598821738675201', updateTime: '2018-12-24 15:06:19', status: 1, isDeleted: 0, tenantId: '000000', code: 'system', name: '系统', source: 'iconfont icon-setting', sort: 1 };
    expect(replyProblems('getTopMenu', '200', ok([item]))).toEqual([]);
    for (const name of ['tenantId', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted']) {
      expect(schemaOf('TopMenu').properties?.[name], name).toBeDefined();
    }
    expect(schemaOf('TopMenu').properties?.path?.description).toMatch(/absent on stock BladeX/);
  });

  it('dict/child-list answers a plain list (R<List<DictVO>>), not a page', () => {
    const entry = { id: '1123598814738675231', parentId: '1123598814738675230', code: 'sex', dictKey: '1', dictValue: '男', sort: 1, remark: '', isSealed: 0, isDeleted: 0, parentName: '性别', hasChildren: false };
    expect(replyProblems('getDictChildList', '200', ok([entry]))).toEqual([]);
  });

  it('menu/buttons rows: action 1 toolbar, 2 row, 3 both; category, isOpen and isDeleted -1 (not selected)', () => {
    const button = (action: number) => ({ id: `112359881573867530${action}`, parentId: '1123598815738675202', code: `user_${action}`, name: '删除', alias: 'delete', path: '/api/blade-user/remove', source: 'delete', sort: action, category: -1, action, isOpen: -1, remark: '', isDeleted: -1, parentName: '', categoryName: '', actionName: '', isOpenName: '', hasChildren: false });
    const parent = { ...button(0), id: '1123598815738675202', parentId: '0', code: 'user', children: [button(1), button(2), button(3)] };
    expect(replyProblems('getMenuButtons', '200', ok([parent]))).toEqual([]);
    expect(replyProblems('getMenuLazyList', '200', ok([{ ...button(3), category: 2, isOpen: 1, isDeleted: 0 }]))).toEqual([]);
  });

  it('dict/dictionary: isSealed and isDeleted -1, and on 2.8 id and parentId the number -1', () => {
    const v30 = { id: '1123598814738675231', parentId: '1123598814738675230', code: 'sex', dictKey: '1', dictValue: '男', sort: 1, remark: '', isSealed: -1, isDeleted: -1 };
    const v28 = { ...v30, id: -1, parentId: -1 };
    expect(replyProblems('getDictionary', '200', ok([v30]))).toEqual([]);
    expect(replyProblems('getDictionary', '200', ok([v28]))).toEqual([]);
  });

  it('roleId and deptId are comma-joined for several (also role_id and dept_id in the token reply)', () => {
    const several = { ...wireUser, roleId: '1123598816738675201,1123598816738675202', deptId: '1123598813738675201,1123598813738675202' };
    expect(replyProblems('getUserDetail', '200', ok(several))).toEqual([]);
    expect(replyProblems('getCurrentUser', '200', ok(several))).toEqual([]);
    const token = { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 3600, tenant_id: '000000', account: 'admin', user_name: 'admin', nick_name: '管理员', role_name: 'administrator,admin', avatar: '', role_id: several.roleId, dept_id: several.deptId };
    expect(replyProblems('signIn', '200', token)).toEqual([]);
    expect(replyProblems('getUserDetail', '200', ok({ ...wireUser, roleId: '1123598816738675201;x' }))).not.toEqual([]);
  });

  it('stored data may fail the forms\' input rules: the seed admin\'s phone 123333333333 is a valid reply', () => {
    const stored = { ...wireUser, phone: '123333333333', email: 'admin@bladex', account: 'ad', realName: 'Administrator of the platform' };
    expect(replyProblems('getUserDetail', '200', ok(stored))).toEqual([]);
    expect(replyProblems('getUserPage', '200', ok({ records: [stored], total: 1, size: 10, current: 1, pages: 1 }))).toEqual([]);
    expect(replyProblems('getCurrentUser', '200', ok(stored))).toEqual([]);
  });

  it('hasChildren is false on parents outside the lazy lists, and the contract says to read children', () => {
    const child = { id: '1123598816738675202', parentId: '1123598816738675201', tenantId: '000000', roleName: '用户', roleAlias: 'user', sort: 2, isDeleted: 0, parentName: '超级管理员', hasChildren: false };
    const parent = { id: '1123598816738675201', parentId: '0', tenantId: '000000', roleName: '超级管理员', roleAlias: 'administrator', sort: 1, isDeleted: 0, parentName: '顶级', hasChildren: false, children: [child] };
    expect(replyProblems('getRoleList', '200', ok([parent]))).toEqual([]);
    for (const name of ['Role', 'Menu', 'MenuRoute', 'DictEntry']) {
      expect(schemaOf(name).properties?.hasChildren?.description, name).toMatch(/false .*parents included/);
    }
  });
});

describe('replies: errors at their real statuses', () => {
  it('a ServiceException (business rule, wrong captcha) is HTTP 400 in the R envelope', () => {
    expect(replyProblems('signIn', '400', { code: 400, success: false, data: {}, msg: '验证码不正确' })).toEqual([]);
    expect(replyProblems('removeMenus', '400', { code: 400, success: false, data: {}, msg: '请先删除子节点!' })).toEqual([]);
  });

  it('a wrong password is HTTP 200 {error_code: 400, error_description}, a named example of the sign-in reply', () => {
    const wrong = { error_code: 400, error_description: '用户名或密码不正确' };
    expect(replyProblems('signIn', '200', wrong)).toEqual([]);
    const examples = (operation('signIn').raw.responses['200'].content?.['application/json'] as { examples?: Record<string, { value: unknown }> }).examples ?? {};
    expect(Object.values(examples).map((e) => e.value)).toContainEqual(wrong);
  });

  it('a missing parameter is HTTP 400 缺少必要的请求参数 in the envelope, on the token endpoint too', () => {
    const missing = { code: 400, success: false, data: {}, msg: '缺少必要的请求参数: tenantId' };
    expect(replyProblems('signIn', '400', missing)).toEqual([]);
    expect(replyProblems('getUserDetail', '400', { ...missing, msg: '缺少必要的请求参数: id' })).toEqual([]);
  });

  it('a wrong method is HTTP 405 in the envelope (POST oauth/logout on stock BladeX)', () => {
    expect(replyProblems('signOutByPost', '405', { code: 405, success: false, data: {}, msg: "Request method 'POST' not supported" })).toEqual([]);
  });

  it('an unmapped path is HTTP 404 whose body says code 400, 系统未知异常[HttpStatus]:404 (every call beyond stock BladeX)', () => {
    const beyond = operations.filter((op) => op.raw['x-bladex'] === 'beyond-stock' && /^\/blade-(auth|user|system)\//.test(op.path));
    expect(beyond.length).toBeGreaterThanOrEqual(17);
    for (const body of [{ code: 400, success: false, data: '', msg: '系统未知异常[HttpStatus]:404' }, { code: 400, success: false, data: null, msg: '系统未知异常[HttpStatus]:404' }]) {
      for (const op of beyond) expect(replyProblems(op.operationId, '404', body), op.operationId).toEqual([]);
    }
  });

  it('no token or an expired one is HTTP 401 {code: 401, success: false, data: null, msg: 请求未授权}; behind the gateway without success', () => {
    expect(replyProblems('getUserPage', '401', { code: 401, success: false, data: null, msg: '请求未授权' })).toEqual([]);
    expect(replyProblems('getUserPage', '401', { msg: '令牌已失效', code: 401, data: null })).toEqual([]);
  });

  it('a refusal is HTTP 401 请求未授权 too: the @PreAuth-guarded calls say so', () => {
    const admin = ['getRoleList', 'getRoleDetail', 'submitRole', 'removeRoles', 'grantRole', 'getRoleTree', 'getUserPage', 'getUserDetail', 'submitUser', 'removeUsers', 'grantUserRoles', 'resetUserPasswords'];
    const administrator = ['getMenuDetail', 'getMenuLazyList', 'getMenuLazyMenuList', 'submitMenu', 'removeMenus'];
    const guarded = Object.fromEntries(operations.filter((op) => op.raw['x-bladex-pre-auth']).map((op) => [op.operationId, op.raw['x-bladex-pre-auth']]));
    expect(guarded).toEqual({
      ...Object.fromEntries(admin.map((id) => [id, "hasAnyRole('administrator', 'admin')"])),
      ...Object.fromEntries(administrator.map((id) => [id, "hasRole('administrator')"])),
    });
    for (const id of [...admin, ...administrator]) {
      expect(replyProblems(id, '401', { code: 401, success: false, data: {}, msg: '请求未授权' }), id).toEqual([]);
    }
  });
});

describe('requests stay exact', () => {
  it('update-password sends the md5 of all three values', () => {
    const md5 = '124b16773109abe60f1be6078e5a2f9a';
    for (const name of ['oldPassword', 'newPassword', 'newPassword1']) {
      expect(parameterProblems('updateOwnPassword', name, md5), name).toEqual([]);
      expect(parameterProblems('updateOwnPassword', name, 'Shenergy2026'), name).not.toEqual([]);
    }
    expect(operation('updateOwnPassword').raw.description).toMatch(/md5/);
  });

  it('a refresh is POST oauth/token with grant_type refresh_token, refresh_token and a required tenantId', () => {
    const params = (operation('signIn').raw.parameters ?? []) as { name: string; required?: boolean }[];
    expect(params.find((p) => p.name === 'tenantId')?.required).toBe(true);
    expect(parameterProblems('signIn', 'grant_type', 'refresh_token')).toEqual([]);
    expect(parameterProblems('signIn', 'refresh_token', 'eyJ0eXAiOiJKc29uV2ViVG9rZW4ifQ.r.s')).toEqual([]);
    expect(parameterProblems('signIn', 'tenantId', '000000')).toEqual([]);
    expect(parameterProblems('signIn', 'tenantId', '')).not.toEqual([]);
  });

  it('every call says whether stock BladeX has it; the console backend\'s own calls are marked beyond-stock with a reason', () => {
    for (const op of operations) expect(['stock', 'beyond-stock'], op.operationId).toContain(op.raw['x-bladex']);
    const beyond = [
      'signInWithoutCaptcha', 'refreshSessionToken', 'signOutByPost', 'getUserInfo', 'getUserList', 'getUserConfig', 'submitUserConfig',
      'verifyButton', 'verifyDeviceDiagnose', 'verifyExpert', 'verifyAlarmLog', 'verifyUser', 'verifyFile', 'verifyRecord',
      'verifyDeletionPassword', 'getRoleTreeByDept', 'getRoleTreeByUser', 'getVersion',
    ];
    for (const id of beyond) {
      expect(operation(id).raw['x-bladex'], id).toBe('beyond-stock');
      expect(operation(id).raw['x-bladex-reason'], id).toEqual(expect.any(String));
    }
    expect(operations.filter((op) => op.raw['x-bladex'] === 'stock')).toHaveLength(40);
  });
});
