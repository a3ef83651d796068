import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AntdScope } from '../../src/components/AntdScope';
import { AppProviders } from '../../src/app/providers';
import { RouteErrorElement } from '../../src/features/errorLog/RouteErrorElement';
import { KeepAliveOutlet } from '../../src/features/tabs/KeepAliveOutlet';
import { TabBar } from '../../src/features/tabs/TabBar';
import { AppRouterProvider, createAppRouter } from '../../src/lib/router/appRouter';

/** Renders routes inside the real providers (intl, antd, react-query), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createAppRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <AppRouterProvider router={router} errorElement={<RouteErrorElement />} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** The main layout's part that tab tests need: the tab bar over the kept-alive pages, in antd's scope as in MainLayout. */
export function TabShell({ boundary }: { boundary?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AntdScope>
      <TabBar />
      <main>
        <KeepAliveOutlet boundary={boundary} />
      </main>
    </AntdScope>
  );
}
