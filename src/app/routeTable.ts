import { samePath } from '../lib/menu/menuTarget';

// spec 2.2: the main layout's routes and their titles (message ids). Each has its page (src/app/router.tsx).

export type MainRoute = { path: string; label: string; hiddenFromMenu?: boolean };

export const mainRoutes: MainRoute[] = [
  { path: '/wel/index', label: 'menu.home' },
  { path: '/wel/dashboard', label: 'route.dashboard', hiddenFromMenu: true },
  { path: '/test/index', label: 'route.test' },
  { path: '/dict-horizontal/index', label: 'route.dictHorizontal' },
  { path: '/dict-vertical/index', label: 'route.dictVertical' },
  { path: '/info/index', label: 'route.info' },
  { path: '/monitor/device/device', label: 'route.deviceList' },
  { path: '/monitor/device/card', label: 'route.deviceCard' },
  { path: '/monitor/device/chart', label: 'route.deviceChart' },
  { path: '/monitor/device/detail', label: 'route.deviceDetail' },
  { path: '/monitor/diagnose/index', label: 'route.diagnose' },
  { path: '/monitor/warn/index', label: 'route.runLog' },
  { path: '/monitor/warn/warnDetail', label: 'route.warnDetail' },
  { path: '/monitor/inform/index', label: 'route.inform' },
  { path: '/monitor/configuration/index', label: 'route.configuration' },
  { path: '/monitor/user/user', label: 'route.user' },
  { path: '/monitor/role/role', label: 'route.role' },
  { path: '/monitor/statistics/index', label: 'route.statistics' },
  { path: '/monitor/file/index', label: 'route.file' },
  { path: '/monitor/record/index', label: 'route.record' },
  { path: '/monitor/expert/index', label: 'route.expert' },
  { path: '/monitor/disposition/index', label: 'route.disposition' },
];

/** spec 2.1: the public pages with a title of their own (the menu search and the two report pages). */
export const publicPages = [
  { path: '/search', label: 'route.search' },
  { path: '/showDiagnose', label: 'route.showDiagnose' },
  { path: '/deviceOperationReport', label: 'route.deviceOperationReport' },
];

/**
 * spec 2.1: the public report pages, readable by their share link without a session.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const publicReportPaths = ['/showDiagnose', '/deviceOperationReport'];
export const isPublicReportPath = (pathname: string) => publicReportPaths.includes(samePath(pathname));

/** Whether a signed-in-only path is one of the static routes (menu routes are known only after sign-in). */
export function isStaticPrivatePath(pathname: string): boolean {
  const path = samePath(pathname);
  return path === '/wel' || mainRoutes.some((route) => route.path === path);
}
