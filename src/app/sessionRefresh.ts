// spec 4 (session refresh): every 10 s, a token whose age has reached tokenTime is refreshed; one
// refresh at a time however many callers ask; a 401 on the refresh logs out (the http client does it).
import { refreshSessionToken } from '../../generated/endpoints/auth/auth';
import { appConfig } from '../platform/config';
import { okData } from '../lib/http/okData';
import { useSessionStore } from '../stores/session';

let inFlight: Promise<void> | undefined;

/**
 * Whether the stored token has reached tokenTime (in seconds) at `now`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function tokenIsDue(savedAt: number | undefined, now: number, tokenTime: number = appConfig.tokenTime): boolean {
  return savedAt !== undefined && (now - savedAt) / 1000 >= tokenTime;
}

/**
 * Refreshes the session; callers arriving while a refresh runs share it.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function refreshSessionOnce(): Promise<void> {
  inFlight ??= (async () => {
    const { refreshToken, tenantId } = useSessionStore.getState();
    if (!refreshToken) return;
    const tokens = okData(await refreshSessionToken({ refreshToken, tenantId: tenantId ?? appConfig.tenantId }, { withoutToken: true })).data;
    if (tokens?.access_token && tokens.refresh_token) useSessionStore.getState().tokensRefreshed(tokens);
  })()
    .catch(() => undefined) // the http client has already toasted or logged out
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Starts the 10 s check; returns the function that stops it. */
export function startSessionRefresh(now: () => number = Date.now): () => void {
  const timer = setInterval(() => {
    const { token, tokenSavedAt } = useSessionStore.getState();
    if (token && tokenIsDue(tokenSavedAt, now())) void refreshSessionOnce();
  }, appConfig.tokenCheckIntervalMs);
  return () => clearInterval(timer);
}
