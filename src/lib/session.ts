import type { UserInfo } from '../stores/session';
import { useSessionStore } from '../stores/session';
import { useTabsStore } from '../stores/tabs';
import { useLockStore } from '../stores/lock';
import { useCompanySelection } from '../stores/companySelection';
import { clearConsoleCookies } from '../platform/storage';
import { httpEvents } from './http/events';

// The http client reads the token at call time; registered at load so no early call goes without it.
httpEvents.setTokenSource(() => useSessionStore.getState().token);
httpEvents.setSessionKeeper({ isFresh: () => tokenIsWithinExpiry(useSessionStore.getState(), Date.now()) });

/**
 * Whether the stored token is still within its own expiry (the sign-in's expires_in, counted from when
 * it was stored): a 401 then is a refusal of the call, not the end of the session.
 */
function tokenIsWithinExpiry(session: { token?: string; tokenSavedAt?: number; userInfo?: Pick<UserInfo, 'expires_in'> }, now: number): boolean {
  const lifetime = session.userInfo?.expires_in;
  if (!session.token || session.tokenSavedAt === undefined || typeof lifetime !== 'number' || lifetime <= 0) return false;
  return now < session.tokenSavedAt + lifetime * 1000;
}

/** spec 4 (login success): store the session, reset tabs to home, clear the lock. */
export function completeSignIn(reply: UserInfo) {
  useSessionStore.getState().signedIn(reply);
  useTabsStore.getState().resetToHome();
  useLockStore.getState().clearLock();
}

/** spec 4 (logout): clear token, menus, roles, tabs, lock and both cookies. The caller navigates. */
export function clearLocalSession() {
  useSessionStore.getState().clear();
  useTabsStore.getState().resetToHome();
  useLockStore.getState().clearLock();
  // The company selection (its breadcrumb cookie, spec 2.2) belongs to the user who leaves.
  useCompanySelection.getState().clear();
  clearConsoleCookies();
}
