import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorFallback';
import { recordUncaughtError } from './recordError';

/**
 * The router's errorElement. A data router catches render errors of its routes itself, so they never
 * reach a window listener or an outer boundary; this records them (spec 8) and offers a retry.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // A thrown route response (e.g. a 404 from a loader) is routing, not a UI error.
    if (!isRouteErrorResponse(error)) recordUncaughtError(error, `route ${location.pathname}`);
  }, [error, location.pathname]);

  // Navigating to where we are clears the router's error state and renders the route again.
  const retry = () => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });
  const shown = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error;
  return <ErrorFallback error={shown} onRetry={retry} />;
}
