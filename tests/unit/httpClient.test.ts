// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../src/platform/config';
import { httpClient, HttpError, isRefusal, replyCode } from '../../src/lib/http/client';
import { httpEvents } from '../../src/lib/http/events';
import { setPreferSource } from '../../src/lib/http/prefer';
import { reportedByHttpClient } from '../../src/lib/http/reportedByHttpClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = 'http://localhost/api/probe';
const reply = (body: Record<string, unknown>, status = 200) => server.use(http.all(url, () => HttpResponse.json(body, { status })));

let toasts: Array<string | undefined>;
let unauthorized: number;
beforeEach(() => {
  toasts = [];
  unauthorized = 0;
  httpEvents.setErrorNotifier((text) => toasts.push(text));
  httpEvents.setRefusalNotifier(() => toasts.push('(refused)'));
  httpEvents.setUnauthorizedHandler(() => (unauthorized += 1));
  httpEvents.setTokenSource(() => 'tok-1');
  httpEvents.setSessionKeeper({ isFresh: () => false, refresh: () => Promise.resolve(false) });
});

describe('the Prism panel\'s Prefer header (development and demo builds)', () => {
  afterEach(() => setPreferSource(() => undefined));

  it('carries the Prefer header the panel gives for the request, and none when it gives none', async () => {
    const seen: Array<string | null> = [];
    server.use(http.all(url, ({ request }) => (seen.push(request.headers.get('prefer')), HttpResponse.json({ code: 200, success: true, msg: 'ok', data: null }))));
    const asked: string[] = [];
    setPreferSource((method, to) => (asked.push(`${method} ${to}`), to.endsWith('probe') ? 'example=empty' : undefined));
    await httpClient(url, { method: 'POST' });
    setPreferSource(() => undefined);
    await httpClient(url);
    expect(seen).toEqual(['example=empty', null]);
    expect(asked).toEqual([`POST ${url}`]);
  });
});

describe('http client (spec 8)', () => {
  it('takes the code from the body, else from the HTTP status', () => {
    expect(replyCode(200, { code: 500 })).toBe(500);
    expect(replyCode(400, { error_description: 'x' })).toBe(400);
    expect(replyCode(200, 'text')).toBe(200);
  });

  it('resolves { data, status, headers } on code 200', async () => {
    reply({ code: 200, success: true, msg: '操作成功', data: 7 });
    const res = await httpClient<{ data: { data: number }; status: number; headers: Headers }>(url);
    expect(res.status).toBe(200);
    expect(res.data.data).toBe(7);
    expect(toasts).toEqual([]);
  });

  it("hands BladeX's empty R.data {} on as null (a write, an empty detail), and leaves every other data as it is", async () => {
    type Reply = { data: { data: unknown } };
    reply({ code: 200, success: true, msg: '操作成功', data: {} });
    expect((await httpClient<Reply>(url)).data.data).toBeNull();
    for (const data of [{ id: '1' }, [], 0, -1, '', false]) {
      reply({ code: 200, success: true, msg: '操作成功', data });
      expect((await httpClient<Reply>(url)).data.data).toEqual(data);
    }
    // The flat token and captcha replies carry no envelope: untouched.
    reply({ access_token: 'a', detail: {} });
    expect((await httpClient<{ data: unknown }>(url)).data).toEqual({ access_token: 'a', detail: {} });
  });

  it('toasts msg and rejects on a business code other than 200 inside HTTP 200', async () => {
    reply({ code: 400, success: false, msg: '部门下存在设备' });
    await expect(httpClient(url)).rejects.toMatchObject({ code: 400, message: '部门下存在设备' });
    expect(toasts).toEqual(['部门下存在设备']);
  });

  it('toasts error_description when there is no msg (HTTP 400 is not a transport failure)', async () => {
    reply({ error_code: 400, error_description: '用户名或密码不正确' }, 400);
    await expect(httpClient(url)).rejects.toBeInstanceOf(HttpError);
    expect(toasts).toEqual(['用户名或密码不正确']);
  });

  it('asks for the localised unknown error when the server says nothing', async () => {
    reply({}, 500);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 500 });
    expect(toasts).toEqual([undefined]);
  });

  it('forces a local logout on 401, from the status or the body, without a toast', async () => {
    reply({ code: 401, msg: '缺失令牌' }, 401);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 401 });
    reply({ code: 401, msg: '令牌过期' }, 200);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 401 });
    expect(unauthorized).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('keeps the session on a 401 within the token\'s own expiry: a refusal (BladeX\'s role guard), told as a refusal (not in the server\'s words) and marked, no logout, no refresh', async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    httpEvents.setSessionKeeper({ isFresh: () => true, refresh });
    reply({ code: 401, success: false, data: {}, msg: '请求未授权' }, 401);
    const error: unknown = await httpClient(url).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 401, refused: true });
    expect(isRefusal(error)).toBe(true);
    expect(unauthorized).toBe(0);
    expect(refresh).not.toHaveBeenCalled();
    expect(toasts).toEqual(['(refused)']);
  });

  it('past the token\'s expiry, a 401 refreshes once and sends the call again with the new token', async () => {
    let token = 'tok-old';
    httpEvents.setTokenSource(() => token);
    httpEvents.setSessionKeeper({
      refresh: () => {
        token = 'tok-new';
        return Promise.resolve(true);
      },
    });
    const seen: Array<string | null> = [];
    server.use(
      http.all(url, ({ request }) => {
        seen.push(request.headers.get('Blade-Auth'));
        return request.headers.get('Blade-Auth') === 'bearer tok-new' ? HttpResponse.json({ code: 200, success: true, data: 1 }) : HttpResponse.json({ code: 401, msg: '请求未授权' }, { status: 401 });
      }),
    );
    await expect(httpClient<{ data: { data: number } }>(url)).resolves.toMatchObject({ data: { data: 1 } });
    expect(seen).toEqual(['bearer tok-old', 'bearer tok-new']);
    expect(unauthorized).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('a 401 still after a successful refresh is a refusal: the session stays', async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    httpEvents.setSessionKeeper({ refresh });
    reply({ code: 401, msg: '请求未授权' }, 401);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 401, refused: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(unauthorized).toBe(0);
  });

  it('a 401 after a failed refresh logs out (spec 8), without a toast', async () => {
    const refresh = vi.fn(() => Promise.reject(new Error('refresh down')));
    httpEvents.setSessionKeeper({ refresh });
    reply({ code: 401, msg: '令牌已失效' }, 401);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 401, refused: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(unauthorized).toBe(1);
    expect(toasts).toEqual([]);
  });

  it('a 401 on a call without the token (sign-in, the refresh itself) logs out without asking for a refresh', async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    httpEvents.setSessionKeeper({ isFresh: () => true, refresh });
    reply({ code: 401, msg: '令牌已失效' }, 401);
    await expect(httpClient(url, { withoutToken: true })).rejects.toMatchObject({ code: 401, refused: false });
    expect(refresh).not.toHaveBeenCalled();
    expect(unauthorized).toBe(1);
  });

  it('rejects a whitelisted code silently', async () => {
    vi.spyOn(appConfig.silentCodes as number[], 'includes').mockImplementation((code) => code === 2001);
    reply({ code: 2001, msg: 'quiet' });
    await expect(httpClient(url)).rejects.toMatchObject({ code: 2001, silent: true });
    expect(toasts).toEqual([]);
    expect(unauthorized).toBe(0);
  });

  it('rejects statuses outside 200..500 as transport failures without a toast', async () => {
    reply({ code: 200 }, 503);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 503 });
    expect(toasts).toEqual([]);
  });

  it('rejects network errors', async () => {
    server.use(http.all(url, () => HttpResponse.error()));
    await expect(httpClient(url)).rejects.toThrow();
  });

  it('rejects malformed JSON', async () => {
    server.use(http.all(url, () => new HttpResponse('{oops', { headers: { 'content-type': 'application/json' } })));
    await expect(httpClient(url)).rejects.toThrow(/Malformed JSON/);
  });

  it('rejects a 200 that is no reply of the contract (an HTML page, JSON that is no object), telling no one', async () => {
    server.use(http.all(url, () => new HttpResponse('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } })));
    await expect(httpClient(url)).rejects.toThrow(/Malformed reply/);
    server.use(http.all(url, () => HttpResponse.json([1, 2])));
    await expect(httpClient(url)).rejects.toThrow(/Malformed reply/);
    server.use(http.all(url, () => HttpResponse.json({ access_token: 't' })));
    await expect(httpClient(url)).resolves.toMatchObject({ data: { access_token: 't' } });
    expect(toasts).toEqual([]);
  });

  it('sends the client header, the token header and cookies', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    reply({ code: 200, data: null });
    await httpClient(url);
    const init = fetchSpy.mock.calls[0][1]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe(`Basic ${btoa('saber:saber_secret')}`);
    expect(headers.get('Blade-Auth')).toBe('bearer tok-1');
    expect(init.credentials).toBe('include');
  });

  it('leaves Blade-Auth out where token use is disabled', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    reply({ code: 200, data: null });
    await httpClient(url, { withoutToken: true });
    const headers = new Headers(fetchSpy.mock.calls[0][1]!.headers);
    expect(headers.get('Blade-Auth')).toBeNull();
    expect(headers.get('Authorization')).toMatch(/^Basic /);
  });

  it('times out after 600000 ms', async () => {
    expect(appConfig.requestTimeoutMs).toBe(600_000);
    vi.useFakeTimers();
    server.use(http.all(url, () => new Promise<Response>(() => {})));
    const pending = httpClient(url);
    const assertion = expect(pending).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(600_000);
    await assertion;
    vi.useRealTimers();
  });

  it("passes the caller's cancel on, also one that came before the call, and sends nothing then", async () => {
    let asked = 0;
    server.use(http.all(url, () => ((asked += 1), new Promise<Response>(() => {}))));
    await expect(httpClient(url, { signal: AbortSignal.abort(new Error('cancelled before')) })).rejects.toThrow('cancelled before');
    expect(asked).toBe(0);

    const cancel = new AbortController();
    const pending = httpClient(url, { signal: cancel.signal });
    await vi.waitFor(() => expect(asked).toBe(1));
    cancel.abort(new Error('cancelled while waiting'));
    await expect(pending).rejects.toThrow('cancelled while waiting');
    expect(toasts).toEqual([]);
  });
});

describe('reportedByHttpClient: whether a form still has to say why a call failed', () => {
  const failureOf = (call: Promise<unknown>) => call.then(() => expect.unreachable('the call should fail'), (error: unknown) => error);

  it('is true when the client toasted the reply or was told to keep quiet, false when nothing was said', async () => {
    reply({ code: 400, success: false, msg: '部门下存在设备' });
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(true);
    reply({}, 500);
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(true);
    vi.spyOn(appConfig.silentCodes as number[], 'includes').mockImplementation((code) => code === 2001);
    reply({ code: 2001, msg: 'quiet' });
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(true);
    expect(toasts).toEqual(['部门下存在设备', undefined]);

    reply({ code: 200 }, 503);
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(false);
    server.use(http.all(url, () => new HttpResponse('{oops', { headers: { 'content-type': 'application/json' } })));
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(false);
    server.use(http.all(url, () => HttpResponse.error()));
    expect(reportedByHttpClient(await failureOf(httpClient(url)))).toBe(false);
    expect(toasts).toHaveLength(2);
  });
});

describe('http client: binary replies (the software download, spec 7 GET /api/upload/{path})', () => {
  it('resolves an octet-stream reply as a Blob with its bytes and headers, and a JSON 404 as a toasted refusal', async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) & 0xff);
    server.use(
      http.get(url, () => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="fw.bin"' } })),
    );
    const res = await httpClient<{ data: Blob; status: number; headers: Headers }>(url);
    expect(res.data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await res.data.arrayBuffer())).toEqual(bytes);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="fw.bin"');
    expect(toasts).toEqual([]);

    reply({ code: 404, success: false, msg: '文件不存在', data: null }, 404);
    await expect(httpClient(url)).rejects.toMatchObject({ code: 404 });
    expect(toasts).toEqual(['文件不存在']);
  });
});
