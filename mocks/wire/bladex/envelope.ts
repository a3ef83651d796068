// BladeX's R envelope as BladeX-Tool writes it (R.java): `{code, success, data, msg}` in that order,
// success being code == 200; the payload's type is erased to Object, so a null `data` is {} (a write's
// R.status(true) / R.success(..) too), and R.data(null) says 暂无承载数据.
export type REnvelope = { code: number; success: boolean; data: unknown; msg: string };

/** Whether a reply body is an R envelope (and not a flat map such as the token reply). */
export const isEnvelope = (body: unknown): body is REnvelope =>
  !!body && typeof body === 'object' && !Array.isArray(body) && typeof (body as REnvelope).code === 'number' && 'msg' in body && 'success' in body;

/** R.data(null)'s message: a query that found nothing to carry. */
export const NO_DATA = '暂无承载数据';

/**
 * The envelope re-written: keys in R's order, `data` {} for a null, and a successful query (GET) whose
 * data is null said the way R.data(null) says it.
 */
export function writeEnvelope(body: REnvelope, method: string): REnvelope {
  const empty = body.data === null || body.data === undefined;
  const msg = empty && body.code === 200 && method.toUpperCase() === 'GET' ? NO_DATA : body.msg;
  return { code: body.code, success: body.code === 200, data: empty ? {} : body.data, msg };
}
