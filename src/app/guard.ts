/** spec 2.3, as a pure function of where the user goes and what the session holds. */
export type GuardInput = {
  isPublic: boolean;
  hasToken: boolean;
  isLocked: boolean;
  path: string;
  /** False for a path no static route knows (a menu route can only be known once signed in). */
  isKnownPath?: boolean;
};
export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string; logout?: boolean };

export function decideRoute({ isPublic, hasToken, isLocked, path, isKnownPath = true }: GuardInput): GuardDecision {
  if (hasToken) {
    if (isLocked && path !== '/lock') return { kind: 'redirect', to: '/lock' };
    // Nothing to unlock: without a lock, /lock would hold a signed-in user until logout.
    if (!isLocked && path === '/lock') return { kind: 'redirect', to: '/' };
    if (path === '/login') return { kind: 'redirect', to: '/' }; // spec 2.1
    return { kind: 'pass' };
  }
  if (isPublic) return { kind: 'pass' };
  // spec 2.1: any unknown path goes to /404 — signed out, no menu can make it known.
  if (!isKnownPath) return { kind: 'redirect', to: '/404', logout: true };
  return { kind: 'redirect', to: '/login', logout: true };
}
