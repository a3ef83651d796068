// What every stateful handler needs: BladeX replies, request reading, the caller, paging.
import { HttpResponse } from 'msw';
import { formatDateTime } from '../world/clock';
import { db } from '../world/db';
import type { MockUser } from '../world/types';

/** BladeX envelopes, as the real server writes them. */
export const ok = <T>(data: T, msg = '操作成功') => HttpResponse.json({ code: 200, success: true, msg, data });
/**
 * A business refusal: HTTP 200 with a body code other than 200 (the console toasts msg). `data` may
 * name the field the refusal concerns (`{ field: 'dictKey' }`), so a form shows it under that field.
 */
export const fail = (msg: string, code = 400, data: { field: string } | null = null) => HttpResponse.json({ code, success: false, msg, data });
/** A refusal about one field of the form sent: data.field names it (contract ErrorEnvelope), the console shows msg there. */
export const failAt = (field: string, msg: string) => fail(msg, 400, { field });
export const unauthorized = (msg = '缺失令牌,鉴权失败') =>
  HttpResponse.json({ code: 401, success: false, msg, data: null }, { status: 401 });
export const badRequest = (msg: string) => HttpResponse.json({ code: 400, success: false, msg, data: null }, { status: 400 });

export const query = (request: Request) => new URL(request.url).searchParams;
export const jsonBody = async <T>(request: Request) => (await request.json()) as T;
/** Comma-separated ids (`ids`, `userIds`, `deviceIds` ...) as a list. */
export const idList = (value: string | null) => (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);
export const now = () => formatDateTime(new Date());

export const bearerToken = (request: Request) => request.headers.get('Blade-Auth')?.replace(/^bearer\s+/i, '') || undefined;

/** The signed-in caller. The contract guard has already answered 401 when there is none. */
export function userOf(request: Request): MockUser {
  const issued = db.world.accessTokens.find((t) => t.token === bearerToken(request));
  const user = issued && db.world.users.find((u) => u.id === issued.userId);
  if (!user) throw new Error('userOf() called for a request without a valid token');
  return user;
}

/** One BladeX page of `items` for the request's current/size (defaults 1/10). */
export function page<T>(items: T[], request: Request, defaultSize = 10) {
  const q = query(request);
  const size = Math.max(1, Number(q.get('size')) || defaultSize);
  const total = items.length;
  const pages = Math.ceil(total / size);
  const current = Math.max(1, Number(q.get('current')) || 1);
  return { records: items.slice((current - 1) * size, current * size), total, size, current, pages };
}

/** Case-insensitive "contains" filter on a text field, as BladeX's Condition.getQueryWrapper does with like. */
export const contains = (value: string | undefined | null, filter: string | null) =>
  !filter || (value ?? '').toLowerCase().includes(filter.toLowerCase());
