// @vitest-environment node
// BladeX's R envelope, MyBatis-Plus pages, errors at their real statuses, the wire's mode switches.
import { describe, expect, it } from 'vitest';
import { contractOperations } from '../../../mocks/contract/operations';
import { writeEnvelope, NO_DATA } from '../../../mocks/wire/bladex/envelope';
import { withPageExtras } from '../../../mocks/wire/bladex/pageExtras';
import { isServiceException } from '../../../mocks/wire/bladex/serviceExceptions';
import { replySchema, writeReply } from '../../../mocks/wire/bladex/writeReply';
import { wireArgument, wireFrom } from '../../../mocks/wire/mode';

const op = (id: string) => contractOperations.find((o) => o.operationId === id)!;

describe('the R envelope', () => {
  it('is {code, success, data, msg} in that order', () => {
    expect(Object.keys(writeEnvelope({ msg: '操作成功', data: 1, success: true, code: 200 }, 'GET'))).toEqual(['code', 'success', 'data', 'msg']);
  });

  it('writes a successful write as data {} with 操作成功', () => {
    expect(writeEnvelope({ code: 200, success: true, msg: '操作成功', data: null }, 'POST')).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
  });

  it('says 暂无承载数据 for a query whose data is null (R.data(null))', () => {
    expect(writeEnvelope({ code: 200, success: true, msg: '操作成功', data: null }, 'GET')).toEqual({ code: 200, success: true, data: {}, msg: NO_DATA });
  });

  it('derives success from the code', () => {
    expect(writeEnvelope({ code: 400, success: true, msg: 'x', data: null }, 'POST').success).toBe(false);
  });
});

describe('MyBatis-Plus pages', () => {
  it('carry orders, optimizeCountSql, searchCount, maxLimit -1 and countId "" in the getters order', () => {
    const page = withPageExtras({ records: [1], total: 1, size: 10, current: 1, pages: 1 });
    expect(page).toEqual({ records: [1], total: 1, size: 10, current: 1, orders: [], optimizeCountSql: true, searchCount: true, maxLimit: -1, countId: '', pages: 1 });
    expect(Object.keys(page)).toEqual(['records', 'total', 'size', 'current', 'orders', 'optimizeCountSql', 'searchCount', 'maxLimit', 'countId', 'pages']);
  });

  it('are added to every page reply', () => {
    const { body } = writeReply({ status: 200, body: { code: 200, success: true, msg: '操作成功', data: { records: [], total: 0, size: 10, current: 1, pages: 0 } } }, op('getUserPage'), 'GET');
    expect(body).toMatchObject({ data: { orders: [], maxLimit: -1, countId: '', searchCount: true, optimizeCountSql: true } });
  });
});

describe('errors at their real statuses', () => {
  it('sends a ServiceException at HTTP 400, a returned R.fail at HTTP 200', () => {
    expect(isServiceException('请先删除子节点!')).toBe(true);
    expect(isServiceException('当前用户 [zhangwei] 已存在!')).toBe(true);
    expect(isServiceException('暂无权限')).toBe(false);
    const thrown = writeReply({ status: 200, body: { code: 400, success: false, msg: '请先删除子节点!', data: null } }, op('removeMenus'), 'POST');
    expect(thrown).toEqual({ status: 400, body: { code: 400, success: false, data: {}, msg: '请先删除子节点!' } });
    const returned = writeReply({ status: 200, body: { code: 400, success: false, msg: '暂无权限', data: null } }, op('verifyButton'), 'POST');
    expect(returned.status).toBe(200);
  });

  it('writes a missing or expired token as the TokenInterceptor does: 401, data null, 请求未授权', () => {
    const reply = writeReply({ status: 401, body: { code: 401, success: false, msg: '令牌已过期，请重新登录', data: null } }, op('getCurrentUser'), 'GET');
    expect(reply).toEqual({ status: 401, body: { code: 401, success: false, data: null, msg: '请求未授权' } });
  });

  it('writes a request refusal at HTTP 400 with data {}', () => {
    const reply = writeReply({ status: 400, body: { code: 400, success: false, msg: '缺少必要的请求参数：id', data: null } }, op('getUserDetail'), 'GET');
    expect(reply).toEqual({ status: 400, body: { code: 400, success: false, data: {}, msg: '缺少必要的请求参数：id' } });
  });

  it("reads the operation's declared reply schema (default for an undeclared status)", () => {
    expect(replySchema(op('getUserDetail'), 200)).toEqual({ $ref: '#/components/schemas/RUser' });
    expect(replySchema(op('getUserDetail'), 418)).toBeDefined();
  });
});

describe('the wire setting', () => {
  it('is bladex only when named so', () => {
    expect(wireFrom('bladex')).toBe('bladex');
    expect(wireFrom('BladeX')).toBe('default');
    expect(wireFrom(undefined)).toBe('default');
  });

  it('is read from --wire bladex and --wire=bladex', () => {
    expect(wireArgument(['--wire', 'bladex'])).toBe('bladex');
    expect(wireArgument(['--port', '1', '--wire=bladex'])).toBe('bladex');
    expect(wireArgument([])).toBeUndefined();
  });
});
