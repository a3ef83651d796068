import { useEffect } from 'react';
import { DemoDataMark } from '../components/DemoDataMark';
import { RouteErrorElement } from '../features/errorLog/RouteErrorElement';
import { httpEvents } from '../lib/http/events';
import { AppRouterProvider } from '../lib/router/appRouter';
import { AppProviders } from './providers';
import { useSessionStore } from '../stores/session';
import { router } from './router';
import { isPublicReportPath } from './routeTable';
import { clearLocalSession } from '../lib/session';
import { startSessionRefresh } from './sessionRefresh';

export function App() {
  useEffect(() => {
    // spec 8: a 401 forces a local logout and /login. A visitor without a session on a public page
    // (spec 2.1: the report pages) has no session to end: the page says what it needs and links to the login.
    httpEvents.setUnauthorizedHandler(() => {
      const hadSession = Boolean(useSessionStore.getState().token);
      clearLocalSession();
      if (!hadSession && isPublicReportPath(router.state.location.pathname)) return;
      void router.navigate('/login', { replace: true });
    });
    return startSessionRefresh();
  }, []);
  return (
    <AppProviders>
      <AppRouterProvider router={router} errorElement={<RouteErrorElement />} />
      <DemoDataMark />
    </AppProviders>
  );
}
