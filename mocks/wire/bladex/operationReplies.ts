// The calls whose BladeX reply differs in shape, not only in how values are written: each rule takes
// the mock's reply for one operation and gives what stock BladeX-Boot 2.x/3.x sends for it.
import { db } from '../../world/db';
import { roleIdsOf } from '../../world/grants';
import type { IssuedToken } from '../../world/types';
import { isEnvelope, type REnvelope } from './envelope';

/**
 * A reply on its way out: its HTTP status and body. `kv`: a flat map (no R envelope; a null in it is "").
 * `ownFields`: the rule wrote every field of the Java bean itself, so the contract's other properties are
 * not added as nulls.
 */
export type WireReply = { status: number; body: unknown; kv?: boolean; ownFields?: boolean };

export type OperationReply = {
  /** Answers before the handler runs, when BladeX refuses the request itself. */
  refuse?(request: Request): WireReply | undefined;
  /** The request as the handler should see it (BladeX ignores some parameters). */
  request?(request: Request): Request;
  /** Notes taken before the handler runs (may wait on the body), handed to `reply`. */
  before?(request: Request): unknown;
  reply(reply: WireReply, request: Request, note: unknown): WireReply;
};

const rEnvelope = (code: number, msg: string, data: unknown = {}): REnvelope => ({ code, success: code === 200, data, msg });
const mapData = (reply: WireReply, change: (data: unknown) => unknown): WireReply =>
  isEnvelope(reply.body) && reply.body.code === 200 ? { ...reply, body: { ...reply.body, data: change(reply.body.data) } } : reply;

// ---------------------------------------------------------------- blade-auth

type TokenBody = Record<string, unknown> & { access_token?: string; error_description?: string };

/** The captcha refusal is a ServiceException (HTTP 400 R); every other sign-in refusal HTTP 200 {error_code, error_description}. */
const CAPTCHA_REFUSAL = '验证码不正确';

/** TokenUtil.createAuthInfo's Kv, key for key (BladeX-Boot): no real_name; oauth_id and post_id null, hence "". */
function tokenKv(body: TokenBody): Record<string, unknown> {
  return {
    tenant_id: body.tenant_id,
    user_id: body.user_id,
    dept_id: body.dept_id,
    post_id: null,
    role_id: body.role_id,
    oauth_id: null,
    account: body.account,
    user_name: body.user_name,
    nick_name: body.nick_name,
    role_name: body.role_name,
    avatar: body.avatar,
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    token_type: body.token_type,
    expires_in: body.expires_in,
    detail: { type: 'web' },
    license: 'powered by bladex',
  };
}

const signIn: OperationReply = {
  // BladeTokenEndPoint.token(@RequestParam String tenantId, ...): tenantId is required, refresh included.
  refuse: (request) =>
    new URL(request.url).searchParams.get('tenantId') ? undefined : { status: 400, body: rEnvelope(400, '缺少必要的请求参数: tenantId') },
  reply(reply) {
    const body = reply.body as TokenBody;
    if (typeof body?.access_token === 'string') return { status: 200, body: tokenKv(body), kv: true };
    if (typeof body?.error_description !== 'string') return reply;
    if (body.error_description === CAPTCHA_REFUSAL) return { status: 400, body: rEnvelope(400, CAPTCHA_REFUSAL) };
    return { status: 200, body: { error_code: body.error_code ?? 400, error_description: body.error_description }, kv: true };
  },
};

/** GET oauth/logout and oauth/clear-cache answer a raw Kv whose `success` is the string "true". */
const kvSuccess: OperationReply = {
  reply: (reply) => (reply.status === 200 ? { status: 200, body: { success: 'true', msg: 'success' }, kv: true } : reply),
};

const flatKv: OperationReply = { reply: (reply) => ({ ...reply, kv: true }) };

// ---------------------------------------------------------------- menus

type Row = Record<string, unknown> & { children?: Row[] };
const eachRow = (rows: unknown, change: (row: Row) => Row): unknown =>
  Array.isArray(rows) ? rows.map((row: Row) => change(row.children ? { ...row, children: eachRow(row.children, change) as Row[] } : row)) : rows;

/** TopMenu is a TenantEntity (BaseEntity's fields and tenantId) with code, name, source and sort: there is no path. */
const BASE_ENTITY_FIELDS = ['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted'];
const topMenu: OperationReply = {
  reply: (reply) => ({
    ...mapData(reply, (items) =>
      eachRow(items, (m) => ({
        id: m.id,
        code: m.code,
        name: m.name,
        source: m.source,
        sort: m.sort,
        tenantId: m.tenantId ?? '000000',
        ...Object.fromEntries(BASE_ENTITY_FIELDS.map((key) => [key, m[key] ?? null])),
      })),
    ),
    ownFields: true,
  }),
};

/** menu/buttons selects only id, parent_id, code, name, alias, path, source, action and sort: the rest is null. */
const UNSELECTED_BUTTON_COLUMNS = ['category', 'isOpen', 'isDeleted', 'remark', 'parentName', 'categoryName', 'actionName', 'isOpenName'];
const menuButtons: OperationReply = {
  reply: (reply) =>
    mapData(reply, (rows) => eachRow(rows, (row) => ({ ...row, ...Object.fromEntries(UNSELECTED_BUTTON_COLUMNS.map((key) => [key, null])), hasChildren: false }))),
};

/** The caller of a request (routes is on BladeX's skip list, so there may be none). */
function callerOf(request: Request) {
  const token = request.headers.get('Blade-Auth')?.replace(/^bearer\s+/i, '');
  const issued = db.world.accessTokens.find((t: IssuedToken) => t.token === token);
  return issued && db.world.users.find((u) => u.id === issued.userId);
}

/** A caller without a role gets R.data(null): `data: {}` (the envelope says 暂无承载数据). */
const menuRoutes: OperationReply = {
  reply(reply, request) {
    const caller = callerOf(request);
    return caller && roleIdsOf(caller).length === 0 ? mapData(reply, () => null) : reply;
  },
};

/** menu/submit answers R.data(Kv{id}): the saved menu's id, a string. */
type MenuSubmitNote = { known: Set<string>; sentId?: string };
const submitMenu: OperationReply = {
  before: async (request): Promise<MenuSubmitNote> => {
    const sent = (await request.clone().json().catch(() => ({}))) as { id?: string };
    return { known: new Set(db.world.menus.map((m) => m.id)), sentId: sent.id || undefined };
  },
  reply(reply, _request, note) {
    const { known, sentId } = note as MenuSubmitNote;
    const id = sentId ?? db.world.menus.find((m) => !known.has(m.id))?.id;
    return mapData(reply, () => ({ id: id ?? null }));
  },
};

// ---------------------------------------------------------------- dictionaries

/** dict/child-list answers R<List<DictVO>>: every child, current and size ignored. */
const dictChildList: OperationReply = {
  request(request) {
    const url = new URL(request.url);
    url.searchParams.set('current', '1');
    url.searchParams.set('size', String(Number.MAX_SAFE_INTEGER));
    return new Request(url, request);
  },
  reply: (reply) => mapData(reply, (data) => (data && typeof data === 'object' && 'records' in data ? (data as { records: unknown }).records : data)),
};

/** dict/dictionary (DictMapper.xml getList) does not select is_sealed and is_deleted: both -1. */
const dictionary: OperationReply = {
  reply: (reply) => mapData(reply, (rows) => eachRow(rows, (row) => ({ ...row, isSealed: null, isDeleted: null }))),
};

export const operationReplies: Record<string, OperationReply> = {
  signIn,
  signInWithoutCaptcha: { reply: signIn.reply },
  getCaptcha: flatKv,
  signOut: kvSuccess,
  clearServerCache: kvSuccess,
  getTopMenu: topMenu,
  getMenuButtons: menuButtons,
  getMenuRoutes: menuRoutes,
  submitMenu,
  getDictChildList: dictChildList,
  getDictionary: dictionary,
};
