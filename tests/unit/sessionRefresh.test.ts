// spec 4 (session refresh): the 10 s check, the tokenTime threshold, one refresh at a time, 401 logs out.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import { refreshSessionOnce, startSessionRefresh, tokenIsDue } from '../../src/app/sessionRefresh';
import { httpEvents } from '../../src/lib/http/events';
import { useSessionStore } from '../../src/stores/session';
import { signInWithoutCaptcha } from '../support/mockSignIn';

let refreshCalls = 0;
beforeAll(() => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/oauth/token/refresh')) refreshCalls += 1;
  });
});
afterAll(() => mockServer.close());
afterEach(() => {
  vi.useRealTimers();
  useSessionStore.getState().clear();
});

const savedAgo = (seconds: number) => Date.now() - seconds * 1000;

beforeEach(async () => {
  await db.reset();
  refreshCalls = 0;
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

  it('logs out when the refresh is refused with 401', async () => {
    const loggedOut = vi.fn();
    httpEvents.setUnauthorizedHandler(loggedOut);
    useSessionStore.setState({ refreshToken: 'revoked-refresh-token' });
    await refreshSessionOnce();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
