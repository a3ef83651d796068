import { appConfig } from '../../platform/config';
import { PRISM_PANEL_BUILT_IN } from '../../platform/mockMode';
import { httpEvents } from './events';
import { preferHeader } from './prefer';

/** Options a caller may add to a generated call. */
export type HttpRequestOptions = RequestInit & {
  /** Spec 7: leave out Blade-Auth (sign-in, captcha). */
  withoutToken?: boolean;
  /**
   * The caller says a failure in place itself (the login's captcha picture): the client then toasts
   * nothing for it, so one failure is not said twice.
   */
  saysOwnFailure?: boolean;
};

/**
 * Why a call was rejected; `silent` means nobody was told (whitelisted code). `refused` marks a 401 that
 * came while the session was valid: the server's role guard said no (BladeX's @PreAuth answers 401 like
 * an expired token), so the part of the page that asked says No Authority and the session stays.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly body: unknown,
    readonly silent = false,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Whether a call failed because the server refused the signed-in user (not because the session ended). */
export const isRefusal = (error: unknown): boolean => error instanceof HttpError && error.refused;

const basicAuth = () => `Basic ${btoa(`${appConfig.clientId}:${appConfig.clientSecret}`)}`;

function buildHeaders(url: string, options: HttpRequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Authorization', basicAuth());
  const token = httpEvents.token();
  if (token && !options.withoutToken) headers.set('Blade-Auth', `bearer ${token}`);
  // The Prism panel's scenario (Prefer: example=… | code=… | dynamic=true). A build-time constant, so
  // `npm run build` has no Prefer header at all.
  if (PRISM_PANEL_BUILT_IN) {
    const prefer = preferHeader(options.method ?? 'GET', url);
    if (prefer) headers.set('Prefer', prefer);
  }
  return headers;
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await res.text();
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new HttpError('Malformed JSON reply', res.status, text);
    }
  }
  if (type.startsWith('text/')) return res.text();
  return res.blob();
}

const field = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/**
 * What a successful reply of the contract can be: a JSON object (the R envelope, or the flat token and
 * captcha replies) or a file (binary). A 200 with text (a gateway's or the web server's HTML page where
 * the API should answer) or with JSON that is no object is malformed, and fails like a broken body
 * does, so the page says its load failed instead of showing the page as empty.
 */
function isReplyBody(body: unknown): boolean {
  if (body instanceof Blob || body === undefined) return true;
  return body !== null && typeof body === 'object' && !Array.isArray(body);
}

/** Spec 8: the code comes from the body's code, else the HTTP status. */
export function replyCode(status: number, body: unknown): number {
  const code = field(body, 'code');
  return typeof code === 'number' ? code : status;
}

function serverText(body: unknown): string | undefined {
  for (const name of ['msg', 'error_description']) {
    const value = field(body, name);
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * BladeX writes an R envelope's null `data` as `{}` (every successful write, an empty detail, routes
 * for a user without a role). An empty object carries nothing, so the http client hands it on as null,
 * which every page already reads as "no value": a page that wants a list or a record never gets `{}`.
 */
function withoutEmptyData(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('code' in body) || !('data' in body)) return body;
  const { data } = body as { data: unknown };
  const empty = data !== null && typeof data === 'object' && !Array.isArray(data) && Object.getPrototypeOf(data) === Object.prototype && Object.keys(data).length === 0;
  return empty ? { ...body, data: null } : body;
}

type Sent = { res: Response; body: unknown; code: number };

/**
 * The one piece of code that talks to the network (Orval mutator). Generated calls pass the URL
 * and init; the reply comes back as `{ data, status, headers }`.
 */
export async function httpClient<T>(url: string, options: HttpRequestOptions = {}): Promise<T> {
  const { withoutToken, saysOwnFailure, ...init } = options;
  const controller = new AbortController();
  // The caller's cancel (react-query's, an upload's) reaches the request, even when it came first.
  const outerSignal = init.signal;
  const forwardAbort = () => controller.abort(outerSignal?.reason);
  if (outerSignal?.aborted) forwardAbort();
  else outerSignal?.addEventListener('abort', forwardAbort, { once: true });

  const send = async (): Promise<Sent> => {
    const timer = setTimeout(() => controller.abort(new Error('Request timed out')), appConfig.requestTimeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: buildHeaders(url, { ...init, withoutToken }),
        credentials: 'include', // spec 7: cookies are sent
        signal: controller.signal,
      });
    } finally {
      clearTimeout(timer);
    }
    // spec 8: statuses 200 to 500 are handled by code; anything else is a transport failure.
    if (res.status < 200 || res.status > 500) {
      throw new HttpError(`HTTP ${res.status}`, res.status, undefined);
    }
    const body = await readBody(res);
    return { res, body, code: replyCode(res.status, body) };
  };

  try {
    let { res, body, code } = await send();

    if ((appConfig.silentCodes as readonly number[]).includes(code)) {
      throw new HttpError(serverText(body) ?? `code ${code}`, code, body, true);
    }
    if (code === 401 && !withoutToken) {
      const verdict = await whyUnauthorized();
      if (verdict === 'retry') ({ res, body, code } = await send());
      if (verdict === 'ended') {
        httpEvents.unauthorized();
        throw new HttpError(serverText(body) ?? 'Unauthorized', code, body);
      }
      if (code === 401) {
        // The session is valid, so the server refused this user this call: said in the console's words.
        const text = serverText(body);
        if (!saysOwnFailure) httpEvents.refused();
        throw new HttpError(text ?? 'Unauthorized', code, body, false, true);
      }
    }
    if (code === 401) {
      httpEvents.unauthorized();
      throw new HttpError(serverText(body) ?? 'Unauthorized', code, body);
    }
    if (code !== 200) {
      const text = serverText(body);
      if (!saysOwnFailure) httpEvents.error(text);
      throw new HttpError(text ?? `code ${code}`, code, body);
    }
    if (!isReplyBody(body)) throw new HttpError('Malformed reply', code, body);
    return { data: withoutEmptyData(body), status: res.status, headers: res.headers } as T;
  } finally {
    outerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A 401 on a call with the token (spec 8 says: sign out) is first told apart from a refusal: within
 * the token's own expiry the session is valid ('refused'); past it, one refresh decides - a new token
 * means the call is sent again ('retry'), no new token means the session has ended ('ended').
 */
async function whyUnauthorized(): Promise<'refused' | 'retry' | 'ended'> {
  if (httpEvents.sessionIsFresh()) return 'refused';
  const refreshed = await httpEvents.refreshSession().catch(() => false);
  return refreshed ? 'retry' : 'ended';
}

export default httpClient;
