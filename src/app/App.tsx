import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { httpEvents } from '../lib/http/events';
import { AppProviders } from './providers';
import { router } from './router';
import { clearLocalSession } from './session';
import { startSessionRefresh } from './sessionRefresh';

export function App() {
  useEffect(() => {
    // spec 8: a 401 forces a local logout and /login.
    httpEvents.setUnauthorizedHandler(() => {
      clearLocalSession();
      void router.navigate('/login', { replace: true });
    });
    return startSessionRefresh();
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
