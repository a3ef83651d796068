import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRouteError } from '../../lib/router/appRouter';
import { ErrorFallback } from './ErrorFallback';
import { recordUncaughtError } from './recordError';

/**
 * What the router shows when a route throws while rendering. The router's boundary catches those
 * errors itself, so they never reach a window listener or an outer boundary; this records them
 * (spec 8) and offers a retry.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    recordUncaughtError(error, `route ${location.pathname}`);
  }, [error, location.pathname]);

  // Navigating to where we are is a new location: the router's boundary clears and renders the route again.
  const retry = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  return <ErrorFallback error={error} onRetry={retry} />;
}
