// spec 4 (session refresh): the 10 s check, the tokenTime threshold, one refresh at a time, on stock
// BladeX's refresh grant (or the extra call where configured), 401 on the extra call logs out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import { refreshSessionOnce, startSessionRefresh, tokenIsDue } from '../../src/app/sessionRefresh';
import { httpEvents } from '../../src/lib/http/events';
import { appConfig } from '../../src/platform/config';
import { useSessionStore } from '../../src/stores/session';
import { signInWithoutCaptcha } from '../support/mockSignIn';

let refreshCalls = 0;
let refreshUrls: URL[] = [];
/** Which refresh call the console is configured for (runtime config refreshCall). */
const configure = (call: typeof appConfig.refreshCall) => ((appConfig as { refreshCall: typeof appConfig.refreshCall }).refreshCall = call);
beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/oauth/token/refresh') || (url.pathname.endsWith('/oauth/token') && url.searchParams.get('grant_type') === 'refresh_token')) {
      refreshCalls += 1;
      refreshUrls.push(url);
    }
  });
});
afterAll(() => mockServer.close());
afterEach(() => {
  configure('oauth/token');
  vi.useRealTimers();
  useSessionStore.getState().clear();
});

const savedAgo = (seconds: number) => Date.now() - seconds * 1000;

beforeEach(async () => {
  await db.reset();
  refreshCalls = 0;
  refreshUrls = [];
  const tokens = await signInWithoutCaptcha(`${location.origin}/api`, 'admin', 'Admin123');
  useSessionStore.getState().signedIn({ ...tokens, token_type: 'bearer', tenant_id: '000000', account: 'admin', user_name: 'admin', nick_name: '管理员', role_name: 'administrator', avatar: '' });
});

describe('session refresh', () => {
  it('is due when the token age reaches tokenTime (3000 s), not before', () => {
    const now = Date.now();
    expect(tokenIsDue(now - 2_999_000, now)).toBe(false);
    expect(tokenIsDue(now - 3_000_000, now)).toBe(true);
    expect(tokenIsDue(undefined, now)).toBe(false);
  });

  it('sends one refresh however many callers wait, and stores the new pair', async () => {
    const before = useSessionStore.getState().token;
    useSessionStore.setState({ tokenSavedAt: savedAgo(3000) });
    await Promise.all([refreshSessionOnce(), refreshSessionOnce(), refreshSessionOnce()]);
    expect(refreshCalls).toBe(1);
    const after = useSessionStore.getState();
    expect(after.token).toBeTruthy();
    expect(after.token).not.toBe(before);
    expect(Date.now() - after.tokenSavedAt!).toBeLessThan(1000);
    expect(JSON.parse(sessionStorage.getItem('saber-token')!).content).toBe(after.token);
  });

  it('checks every 10 s and refreshes only a token that is due', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startSessionRefresh();
    useSessionStore.setState({ tokenSavedAt: savedAgo(100) });
    vi.advanceTimersByTime(10_000);
    expect(refreshCalls).toBe(0);

    useSessionStore.setState({ tokenSavedAt: savedAgo(3001) });
    vi.advanceTimersByTime(9_999);
    expect(refreshCalls).toBe(0);
    vi.advanceTimersByTime(1);
    // MSW emits request:start after the fetch call returns; vi.waitFor polls on real timers, where
    // Testing Library's waitFor would poll on the faked setInterval and never look again.
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    stop();
  });

  it("refreshes as stock BladeX does: the sign-in call's refresh grant with the refresh token and the required tenantId", async () => {
    const { refreshToken } = useSessionStore.getState();
    await expect(refreshSessionOnce()).resolves.toBe(true);
    expect(refreshUrls).toHaveLength(1);
    const [url] = refreshUrls;
    expect(url.pathname).toBe('/api/blade-auth/oauth/token');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ grant_type: 'refresh_token', refresh_token: refreshToken, tenantId: '000000', scope: 'all' });
    // The new token's own lifetime comes with it.
    expect(useSessionStore.getState().userInfo?.access_token).toBe(useSessionStore.getState().token);
    expect(useSessionStore.getState().userInfo?.expires_in).toBeGreaterThan(0);
  });

  it('stores nothing and says so when the refresh grant is refused (an error_description instead of tokens)', async () => {
    useSessionStore.setState({ refreshToken: 'revoked-refresh-token' });
    const before = useSessionStore.getState().token;
    await expect(refreshSessionOnce()).resolves.toBe(false);
    expect(useSessionStore.getState().token).toBe(before);
  });

  it('uses the extra oauth/token/refresh only where configured, and logs out when it is refused with 401', async () => {
    configure('oauth/token/refresh');
    await expect(refreshSessionOnce()).resolves.toBe(true);
    expect(refreshUrls.map((url) => url.pathname)).toEqual(['/api/blade-auth/oauth/token/refresh']);

    const loggedOut = vi.fn();
    httpEvents.setUnauthorizedHandler(loggedOut);
    useSessionStore.setState({ refreshToken: 'revoked-refresh-token' });
    await expect(refreshSessionOnce()).resolves.toBe(false);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
