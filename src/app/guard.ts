/** spec 2.3, as a pure function of where the user goes and what the session holds. */
export type GuardInput = { isPublic: boolean; hasToken: boolean; isLocked: boolean; path: string };
export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string; logout?: boolean };

export function decideRoute({ isPublic, hasToken, isLocked, path }: GuardInput): GuardDecision {
  if (hasToken) {
    if (isLocked && path !== '/lock') return { kind: 'redirect', to: '/lock' };
    if (path === '/login') return { kind: 'redirect', to: '/' }; // spec 2.1
    return { kind: 'pass' };
  }
  if (isPublic) return { kind: 'pass' };
  return { kind: 'redirect', to: '/login', logout: true };
}
