import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

export type AppNavigateOptions = { replace?: boolean; flushSync?: boolean };

/**
 * `navigate` for components that stay on screen across navigations (top bar, tab bar, search).
 *
 * React Router's useNavigate reads the route context, whose value is new after every navigation (it
 * carries the outlet), so each component that calls it re-renders on every tab switch even when
 * nothing it shows has changed (a tab switch within 50 ms). The router itself never
 * changes, and navigating by it directly is the same call. The console only navigates to absolute
 * paths, so nothing needs resolving against the current route.
 */
export function useAppNavigate() {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useAppNavigate needs a data router (createBrowserRouter or createMemoryRouter).');
  const { router } = context;
  return useCallback((to: string, options?: AppNavigateOptions) => router.navigate(to, options), [router]);
}
