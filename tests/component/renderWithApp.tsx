import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AntdScope } from '../../src/components/AntdScope';
import { AppProviders } from '../../src/app/providers';
import { KeepAliveOutlet } from '../../src/features/tabs/KeepAliveOutlet';
import { TabBar } from '../../src/features/tabs/TabBar';

/** Renders routes inside the real providers (intl, antd, react-query), starting at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
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
