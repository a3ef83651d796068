import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useLockStore } from '../stores/lock';
import { useSessionStore } from '../stores/session';
import { decideRoute } from './guard';
import { isStaticPrivatePath } from './routeTable';
import { clearLocalSession } from '../lib/session';

export function RouteGuard({ isPublic, children }: { isPublic: boolean; children: ReactNode }) {
  const hasToken = useSessionStore((s) => Boolean(s.token));
  const isLocked = useLockStore((s) => s.isLocked);
  const { pathname } = useLocation();
  const decision = decideRoute({ isPublic, hasToken, isLocked, path: pathname, isKnownPath: isPublic || isStaticPrivatePath(pathname) });
  const mustLogOut = decision.kind === 'redirect' && decision.logout === true;

  // spec 2.3: no token means logout. Stores change in an effect, never while rendering.
  useEffect(() => {
    if (mustLogOut) clearLocalSession();
  }, [mustLogOut]);

  if (decision.kind === 'pass') return children;
  return <Navigate to={decision.to} replace />;
}
