/**
 * BladeX writes an R envelope's null `data` as `{}` (every successful write, an empty detail, routes
 * for a user without a role). An empty object carries nothing, so the http client hands it on as null,
 * which every page already reads as "no value": a page that wants a list or a record never gets `{}`.
 */
export function withoutEmptyData(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('code' in body) || !('data' in body)) return body;
  const { data } = body as { data: unknown };
  const empty = data !== null && typeof data === 'object' && !Array.isArray(data) && Object.getPrototypeOf(data) === Object.prototype && Object.keys(data).length === 0;
  return empty ? { ...body, data: null } : body;
}
