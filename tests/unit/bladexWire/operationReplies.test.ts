// @vitest-environment node
// The calls whose BladeX reply has another shape: token, logout, top menu, buttons, dictionaries, routes.
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../../mocks/contract/operations';
import { operationReplies, type WireReply } from '../../../mocks/wire/bladex/operationReplies';
import { writeReply } from '../../../mocks/wire/bladex/writeReply';

const op = (id: string) => contractOperations.find((o) => o.operationId === id)!;
const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost/api${path}`, { headers });
/** The rule of an operation, then the writer, as the wire writes a reply. */
const written = (id: string, reply: WireReply, req = request('/'), note?: unknown) =>
  writeReply(operationReplies[id].reply(reply, req, note), op(id), req.method);
const ok = (data: unknown) => ({ status: 200, body: { code: 200, success: true, msg: '操作成功', data } });

describe('sign-in (BladeTokenEndPoint)', () => {
  const tokens = {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    tenant_id: '000000',
    user_id: '1',
    dept_id: '2,3',
    role_id: '4,5',
    account: 'dualrole',
    user_name: 'dualrole',
    nick_name: '双岗',
    real_name: '双岗',
    role_name: 'operator,deviceAdmin',
    avatar: '',
    license: 'powered by blade',
  };

  it('answers the Kv of TokenUtil.createAuthInfo: oauth_id and post_id "", no real_name, ids as sent', () => {
    const { status, body } = written('signIn', { status: 200, body: tokens });
    expect(status).toBe(200);
    expect(body).toEqual({
      tenant_id: '000000',
      user_id: '1',
      dept_id: '2,3',
      post_id: '',
      role_id: '4,5',
      oauth_id: '',
      account: 'dualrole',
      user_name: 'dualrole',
      nick_name: '双岗',
      role_name: 'operator,deviceAdmin',
      avatar: '',
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
      detail: { type: 'web' },
      license: 'powered by bladex',
    });
  });

  it('answers a wrong password at HTTP 200 with error_code 400', () => {
    const reply = written('signIn', { status: 400, body: { error_code: 400, error_description: '用户名或密码不正确' } });
    expect(reply).toEqual({ status: 200, body: { error_code: 400, error_description: '用户名或密码不正确' } });
  });

  it('answers a wrong captcha as a ServiceException: HTTP 400 in the R envelope', () => {
    const reply = written('signIn', { status: 400, body: { error_code: 400, error_description: '验证码不正确' } });
    expect(reply).toEqual({ status: 400, body: { code: 400, success: false, data: {}, msg: '验证码不正确' } });
  });

  it('refuses a sign-in or refresh without tenantId (a required @RequestParam)', () => {
    expect(operationReplies.signIn.refuse!(request('/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=r'))).toEqual({
      status: 400,
      body: { code: 400, success: false, data: {}, msg: '缺少必要的请求参数: tenantId' },
    });
    expect(operationReplies.signIn.refuse!(request('/blade-auth/oauth/token?tenantId=000000&grant_type=refresh_token'))).toBeUndefined();
  });
});

describe('GET logout and clear-cache', () => {
  it.each(['signOut', 'clearServerCache'])('%s answers the raw {"success":"true","msg":"success"}', (id) => {
    expect(written(id, ok(null))).toEqual({ status: 200, body: { success: 'true', msg: 'success' } });
  });
});

describe('menus', () => {
  it('writes top-menu items without path: TopMenu {id, code, name, source, sort, tenantId}', () => {
    const { body } = written('getTopMenu', ok([{ id: '1', code: 'wel', name: '首页', path: '/wel/index', source: 'icon', sort: 1 }]));
    const unset = { createUser: -1, createDept: -1, createTime: '', updateUser: -1, updateTime: '', status: -1, isDeleted: -1 };
    expect(body).toEqual({ code: 200, success: true, data: [{ id: '1', code: 'wel', name: '首页', source: 'icon', sort: 1, tenantId: '000000', ...unset }], msg: '操作成功' });
  });

  it('writes menu/buttons with the columns it does not select: category, isOpen, isDeleted -1, names ""', () => {
    const menu = { id: '1', parentId: '0', code: 'm', name: 'M', category: 1, isOpen: 1, isDeleted: 0, remark: 'r', action: 0, sort: 1, categoryName: '菜单' };
    const { body } = written('getMenuButtons', ok([{ ...menu, children: [{ ...menu, id: '2', parentId: '1', category: 2, action: 2 }] }]));
    const [parent] = (body as { data: Record<string, unknown>[] }).data;
    expect(parent).toMatchObject({ category: -1, isOpen: -1, isDeleted: -1, remark: '', categoryName: '', action: 0, code: 'm', hasChildren: false });
    expect((parent.children as Record<string, unknown>[])[0]).toMatchObject({ category: -1, isOpen: -1, isDeleted: -1, action: 2 });
  });

  it("answers menu/submit with the saved menu's id", () => {
    const { body } = written('submitMenu', ok(null), request('/'), { known: new Set(), sentId: '42' });
    expect(body).toEqual({ code: 200, success: true, data: { id: '42' }, msg: '操作成功' });
  });
});

describe('dictionaries', () => {
  it('answers dict/child-list as a plain list, and asks the handler for every child', () => {
    const { body } = written('getDictChildList', ok({ records: [{ id: '1', dictKey: 'a' }], total: 1, size: 10, current: 1, pages: 1 }));
    // A DictVO: every field the child leaves unset written as its stand-in.
    const unset = { parentId: -1, code: '', dictValue: '', sort: -1, remark: '', isSealed: -1, isDeleted: -1, parentName: '', hasChildren: false, children: [] };
    expect(body).toEqual({ code: 200, success: true, data: [{ id: '1', dictKey: 'a', ...unset }], msg: '操作成功' });
    const asked = new URL(operationReplies.getDictChildList.request!(request('/blade-system/dict/child-list?parentId=1&current=2&size=10')).url);
    expect(asked.searchParams.get('current')).toBe('1');
    expect(Number(asked.searchParams.get('size'))).toBeGreaterThan(1_000_000);
  });

  it('writes dict/dictionary with isSealed and isDeleted -1 (not selected)', () => {
    const { body } = written('getDictionary', ok([{ id: '1', parentId: '0', code: 'c', dictKey: 'k', dictValue: 'v', isSealed: 0, isDeleted: 0 }]));
    expect((body as { data: unknown[] }).data[0]).toMatchObject({ isSealed: -1, isDeleted: -1, dictKey: 'k' });
  });
});
