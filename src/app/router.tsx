import { isValidElement, lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { afterPainted } from '../lib/afterPainted';
import { withChunkTimeout } from '../lib/chunkLoad';
import { lazyChunk, type LazyChunk } from '../lib/lazyChunk';
import { loadFeatureMessages } from '../lib/messages';
import { createAppRouter, useRouteMatches } from '../lib/router/appRouter';
import { usePreferencesStore } from '../stores/preferences';
import { useSessionStore } from '../stores/session';
import { mainRoutes, publicPages, routeGrant, type MainRoute } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { FramePlaceholder, placeholderWelcomeAt } from '../layouts/FramePlaceholder';
import { readFrameSnapshot } from '../layouts/frameSnapshot';

/** A page in its own chunk that also needs the pages' message table (src/lib/messages.ts). */
const lazyWithMessages = (load: () => Promise<{ default: ComponentType }>) =>
  lazyChunk(() => Promise.all([load(), loadFeatureMessages(usePreferencesStore.getState().language)]).then(([module]) => module));

// Every page is its own lazily loaded chunk (src/lib/lazyChunk.ts): a gate starts loading it while it waits for the menu.
const LoginPage = lazyChunk(() => import('../features/auth/pages/LoginPage'));
const MainLayout = lazyChunk(() => import('../layouts/MainLayout'));
const HomePage = lazyChunk(() => import('../features/home/pages/HomePage'));
const NotFoundPage = lazyChunk(() => import('../components/NotFoundPage'));
const LockPage = lazyChunk(() => import('../features/lock/LockPage'));
const EmbeddedPage = lazyChunk(() => import('../features/frames/EmbeddedPage'));
const OtherLoginPage = lazyChunk(() => import('../features/frames/OtherLoginPage'));
const ForbiddenPage = lazyChunk(() => import('../components/ErrorStatusPage').then((m) => ({ default: m.ForbiddenPage })));
const ServerErrorPage = lazyChunk(() => import('../components/ErrorStatusPage').then((m) => ({ default: m.ServerErrorPage })));
// The menu grant gate reads the menu and shows antd's refusal: its own chunk, so /login's entry stays light.
const MenuGrantGate = lazy(withChunkTimeout(() => import('./RouteGrantGate').then((m) => ({ default: m.MenuGrantGate }))));
const DynamicMenuPage = lazyChunk(() => import('../features/menu/DynamicMenuPage'));
const ProfilePage = lazyWithMessages(() => import('../features/profile/ProfilePage'));
const DeviceDetailPage = lazyWithMessages(() => import('../features/deviceDetail/DeviceDetailPage'));
const ComparePage = lazyWithMessages(() => import('../features/deviceCompare/ComparePage'));
const AlarmLogPage = lazyWithMessages(() => import('../features/monitorLogs/AlarmLogPage'));
const RunLogPage = lazyWithMessages(() => import('../features/monitorLogs/RunLogPage'));
const WarnDetailPage = lazyWithMessages(() => import('../features/monitorLogs/WarnDetailPage'));
const DiagnosePage = lazyWithMessages(() => import('../features/diagnosis/DiagnosePage'));
const ShowDiagnosePage = lazyWithMessages(() => import('../features/diagnosis/ShowDiagnosePage'));
const OperationReportPage = lazyWithMessages(() => import('../features/diagnosis/OperationReportPage'));
const FileManagementPage = lazyWithMessages(() => import('../features/fileManagement/FileManagementPage'));
const ExpertPage = lazyWithMessages(() => import('../features/expert/ExpertPage'));
const RecordsPage = lazyWithMessages(() => import('../features/records/RecordsPage'));
const DispositionPage = lazyWithMessages(() => import('../features/disposition/DispositionPage'));
const UsersPage = lazyWithMessages(() => import('../features/users/UsersPage'));
const RolesPage = lazyWithMessages(() => import('../features/roles/RolesPage'));
const DeviceListPage = lazyWithMessages(() => import('../features/devices/DeviceListPage'));
const DeviceCardPage = lazyWithMessages(() => import('../features/devices/cards/DeviceCardPage'));
const DashboardPage = lazyWithMessages(() => import('../features/dashboard/DashboardPage'));
const StatisticsPage = lazyWithMessages(() => import('../features/statistics/StatisticsPage'));
const SearchPage = lazyWithMessages(() => import('../features/search/SearchPage'));
const TestPage = lazyWithMessages(() => import('../features/deployment/TestPage'));
const HorizontalDictionaryPage = lazyWithMessages(() => import('../features/dictionary/HorizontalDictionaryPage'));
const VerticalDictionaryPage = lazyWithMessages(() => import('../features/dictionary/VerticalDictionaryPage'));
const InformPage = lazyWithMessages(() => import('../features/inform/InformPage'));
const ScreenSettingsPage = lazyWithMessages(() => import('../features/screenSettings/ScreenSettingsPage'));
const MenuAdminPage = lazyWithMessages(() => import('../features/menuAdmin/MenuAdminPage'));

/** The static routes whose content exists; the others show their page frame. */
const builtPages: Record<string, ReactNode> = {
  '/wel/index': <HomePage />,
  '/wel/dashboard': <DashboardPage />,
  '/info/index': <ProfilePage />,
  '/test/index': <TestPage />,
  '/monitor/user/user': <UsersPage />,
  '/monitor/role/role': <RolesPage />,
  '/dict-horizontal/index': <HorizontalDictionaryPage />,
  '/dict-vertical/index': <VerticalDictionaryPage />,
  '/monitor/inform/index': <InformPage />,
  '/monitor/configuration/index': <ScreenSettingsPage />,
  '/monitor/device/device': <DeviceListPage />,
  '/monitor/device/card': <DeviceCardPage />,
  '/monitor/device/detail': <DeviceDetailPage />,
  '/monitor/device/chart': <ComparePage />,
  '/monitor/file/index': <FileManagementPage />,
  '/monitor/expert/index': <ExpertPage />,
  '/monitor/record/index': <RecordsPage />,
  '/monitor/disposition/index': <DispositionPage />,
  '/monitor/warn/index': <RunLogPage />,
  '/monitor/warn/warnDetail': <WarnDetailPage />,
  '/monitor/diagnose/index': <DiagnosePage />,
  '/monitor/statistics/index': <StatisticsPage />,
  '/monitor/alarm/index': <AlarmLogPage />,
  '/system/menu': <MenuAdminPage />,
};

/**
 * The static routes that show their own page rather than the frame (tests read it).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const builtPagePaths: readonly string[] = Object.keys(builtPages);

/** spec 2.1's public pages whose content exists; the others show their frame. */
const builtPublicPages: Record<string, ReactNode> = {
  '/search': <SearchPage />,
  '/showDiagnose': <ShowDiagnosePage />,
  '/deviceOperationReport': <OperationReportPage />,
};
/** @internal Exported for its tests; nothing in the console imports it. */
export const builtPublicPagePaths: readonly string[] = Object.keys(builtPublicPages);

/** A static route's page: every route of spec 2.1/2.2 has one, and a route added without its page fails here, at once. */
function pageOf(pages: Record<string, ReactNode>, path: string): ReactNode {
  if (!(path in pages)) throw new Error(`The static route ${path} has no page in src/app/router.tsx`);
  return pages[path];
}

const page = (node: ReactNode, isPublic: boolean) => (
  <RouteGuard isPublic={isPublic}>
    <Suspense fallback={<PageLoading />}>{node}</Suspense>
  </RouteGuard>
);
const lazyPage = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** One rule for every route of the table (routeGrant): a 'menu' route opens only where the user's menu holds it. */
const grantedPage = (route: MainRoute) => {
  const pageElement = pageOf(builtPages, route.path);
  const node = lazyPage(pageElement);
  if (routeGrant(route) !== 'menu') return node;
  const load = isValidElement(pageElement) ? (pageElement.type as Partial<LazyChunk>).preload : undefined;
  return <PageChunkAhead load={load}>{lazyPage(<MenuGrantGate path={route.path}>{node}</MenuGrantGate>)}</PageChunkAhead>;
};

/** Starts loading the page's chunk at once, beside the gate's and the menu's, instead of after them. */
function PageChunkAhead({ load, children }: { load?: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    load?.().catch(() => undefined); // a failed load is the page's own to show, when the gate renders it
  }, [load]);
  return children;
}

/**
 * The layout and the home page, one chunk (vite.config.ts, signedInChunk): on a signed-in load of a tab
 * with no frame to paint first, main.tsx starts it beside the message table, so both are in when the
 * layout renders and show in one commit.
 */
export const preloadSignedInFrame = () => Promise.all([MainLayout.preload(), HomePage.preload()]);

/** Whether a signed-in load paints the frame this tab last showed before the layout (FramePlaceholder). */
export const paintsFrameFirst = () => readFrameSnapshot() !== undefined;

/** What a route's handle may say about access: spec 2.1's public pages pass without a token. */
type AccessHandle = { isPublic?: boolean };

// Made once: the same element on every render lets React skip the layout when only the route changes.
// While the layout's chunk loads, the frame as this tab last showed it holds its place.
const signedInFrame = (
  <Suspense fallback={<FramePlaceholder />}>
    <MainLayout />
  </Suspense>
);

/**
 * The layout. A tab that has a frame to paint first paints it (on the home, the welcome), then asks for
 * the layout's chunk: the first paint waits neither for that chunk nor for its bytes on the network
 * (169 KB, most of a slow connection's second). A tab without one asks at once (main.tsx has, beside
 * the message table).
 */
function SignedInFrame() {
  const [asked, setAsked] = useState(() => !paintsFrameFirst());
  const { pathname } = useLocation();
  const [painted] = useState(() => placeholderWelcomeAt(pathname));
  useEffect(() => {
    if (asked) return;
    let live = true;
    // Both chunks in first (one file), so the layout and the home show in one commit; a failed load is
    // the layout's own to show. In a transition, React renders them in slices between which the page
    // answers input; only the commit is one task.
    void afterPainted(painted)
      .then(preloadSignedInFrame)
      .catch(() => undefined)
      .then(() => live && startTransition(() => setAsked(true)));
    return () => {
      live = false;
    };
  }, [asked, painted]);
  return asked ? signedInFrame : <FramePlaceholder />;
}
const signedInFrameFirstPainted = <SignedInFrame />;
const bareFrame = lazyPage(<Outlet />);

/**
 * The main layout's gate. Its children need a token (spec 2.2), except those whose handle says
 * `isPublic` (spec 2.1: /myiframe/{routerPath}). A public child is shown inside the layout to a
 * signed-in user (an external page opened from the menu keeps the top bar and tabs) and on its own,
 * full window, to anyone else.
 */
function MainLayoutGate() {
  const isPublic = (useRouteMatches().at(-1)?.handle as AccessHandle | undefined)?.isPublic === true;
  const signedIn = useSessionStore((s) => Boolean(s.token));
  return <RouteGuard isPublic={isPublic}>{signedIn ? signedInFrameFirstPainted : bareFrame}</RouteGuard>;
}

// spec 2.1: public routes pass without a token; spec 2.2: the main layout's routes need one.
// One pathless route around everything (the error element around the routes logs what a page throws, spec 8).
/** @internal Exported for its tests; nothing in the console imports it. */
export const appRoutes: RouteObject[] = [
  {
    children: [
      { path: '/', element: <Navigate to="/wel" replace /> },
      { path: '/login', element: page(<LoginPage />, true) },
      { path: '/otherlogin', element: page(<OtherLoginPage />, true) },
      { path: '/lock', element: page(<LockPage />, true) },
      { path: '/404', element: page(<NotFoundPage />, true) },
      { path: '/403', element: page(<ForbiddenPage />, true) },
      { path: '/500', element: page(<ServerErrorPage />, true) },
      ...publicPages.map(({ path, label }) => ({ path, element: page(pageOf(builtPublicPages, path), true), handle: { label, isTab: false } })),
      {
        element: <MainLayoutGate />,
        children: [
          { path: '/wel', element: <Navigate to="/wel/index" replace /> },
          ...mainRoutes.map((route) => ({
            path: route.path,
            element: grantedPage(route),
            handle: { label: route.label },
          })),
          // spec 2.1: public, kept alive, not a tab; only http(s) addresses are embedded, sandboxed.
          // spec 2.2: an http(s) or html menu path opens here — inside the layout for a signed-in user.
          { path: '/myiframe/*', element: lazyPage(<EmbeddedPage />), handle: { label: 'route.embedded', isTab: false, keepAlive: true, isPublic: true } },
          // spec 2.2: a path only the user's server menu knows; anything else goes on to /404 from there.
          { path: '*', element: lazyPage(<DynamicMenuPage />) },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createAppRouter(appRoutes);
