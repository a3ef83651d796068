// spec 4 (session refresh): every 10 s, a token whose age has reached tokenTime is refreshed; one
// refresh at a time however many callers ask. The http client asks for one too, when a call with a
// token past its expiry is answered 401: a failed refresh then logs out (spec 8).
import { refreshSessionToken, signIn } from '../../generated/endpoints/auth/auth';
import { appConfig } from '../platform/config';
import { httpEvents } from '../lib/http/events';
import { okData } from '../lib/http/okData';
import { useSessionStore } from '../stores/session';

let inFlight: Promise<boolean> | undefined;

/**
 * Whether the stored token has reached tokenTime (in seconds) at `now`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function tokenIsDue(savedAt: number | undefined, now: number, tokenTime: number = appConfig.tokenTime): boolean {
  return savedAt !== undefined && (now - savedAt) / 1000 >= tokenTime;
}

type RefreshedTokens = { access_token?: string; refresh_token?: string; expires_in?: number };

/**
 * New tokens from the configured call. Stock BladeX refreshes on the sign-in call with
 * grant_type=refresh_token and its required tenantId, answering the flat token reply (an
 * error_description at HTTP 200 when the refresh token is no longer valid); the extra
 * oauth/token/refresh answers the tokens inside R.
 */
async function requestTokens(refreshToken: string, tenantId: string): Promise<RefreshedTokens | undefined> {
  if (appConfig.refreshCall === 'oauth/token/refresh') {
    return okData(await refreshSessionToken({ refreshToken, tenantId }, { withoutToken: true })).data;
  }
  const reply = okData(await signIn({ grant_type: 'refresh_token', refresh_token: refreshToken, tenantId, scope: 'all' }, { withoutToken: true }));
  return 'access_token' in reply ? reply : undefined;
}

/**
 * Refreshes the session; callers arriving while a refresh runs share it. Resolves whether new tokens
 * were stored.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function refreshSessionOnce(): Promise<boolean> {
  inFlight ??= (async () => {
    const { refreshToken, tenantId } = useSessionStore.getState();
    if (!refreshToken) return false;
    const tokens = await requestTokens(refreshToken, tenantId ?? appConfig.tenantId);
    if (!tokens?.access_token || !tokens.refresh_token) return false;
    useSessionStore.getState().tokensRefreshed({ access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in });
    return true;
  })()
    .catch(() => false) // the http client has already toasted or logged out
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

// The http client's 401 handling refreshes through the same single flight.
httpEvents.setSessionKeeper({ refresh: refreshSessionOnce });

/** Starts the 10 s check; returns the function that stops it. */
export function startSessionRefresh(now: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    const { token, tokenSavedAt } = useSessionStore.getState();
    if (token && tokenIsDue(tokenSavedAt, now())) void refreshSessionOnce();
  }, appConfig.tokenCheckIntervalMs);
  return () => clearInterval(timer);
}
