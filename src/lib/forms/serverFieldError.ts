import { HttpError } from '../http/client';

/**
 * Which form field a server refusal concerns, when the reply says which (the refusal is
 * shown at its field). A BladeX server names the parameter in its msg - `参数 title 长度不能超过 50`,
 * `缺少必要的请求参数：account` - and a refusal may also carry `data.field`. Returns the field and the
 * message to show under it, or undefined when the reply names no field of this form (the http client
 * has toasted it already, spec 8).
 */
export function serverFieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | undefined {
  if (!(error instanceof HttpError) || error.silent) return undefined;
  const body = error.body as { msg?: unknown; data?: { field?: unknown } | null } | undefined;
  const message = typeof body?.msg === 'string' && body.msg.trim() ? body.msg : error.message;
  const named = typeof body?.data?.field === 'string' ? body.data.field : /(?:参数\s*|请求参数[：:]\s*)([A-Za-z_][\w.]*)/.exec(message)?.[1];
  const field = named?.split('.').at(-1);
  return field && (fields as readonly string[]).includes(field) ? { field: field as F, message } : undefined;
}
