import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { RouteErrorElement } from '../features/errorLog/RouteErrorElement';
import { RouteGuard } from './RouteGuard';

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const MainLayout = lazy(() => import('../layouts/MainLayout'));
const HomePage = lazy(() => import('../features/home/pages/HomePage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const LockPage = lazy(() => import('../features/lock/LockPage'));

const page = (node: ReactNode, isPublic: boolean) => (
  <RouteGuard isPublic={isPublic}>
    <Suspense fallback={<PageLoading />}>{node}</Suspense>
  </RouteGuard>
);

// spec 2.1 / 2.2: public routes pass without a token; the main layout needs one.
// Every route renders inside one pathless route whose errorElement logs what a page throws (spec 8).
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorElement />,
    children: [
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/login', element: page(<LoginPage />, true) },
      { path: '/404', element: page(<NotFoundPage />, true) },
      { path: '/lock', element: page(<LockPage />, true) },
      {
        path: '/wel',
        element: page(<MainLayout />, false),
        children: [
          { index: true, element: <Navigate to="/wel/index" replace /> },
          { path: 'index', element: <HomePage /> },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
