import { samePath } from '../lib/menu/menuTarget';

// spec 2.2: the main layout's routes and their titles (message ids). Each has its page (src/app/router.tsx).

/**
 * Who a route opens for (spec 6: menus are per user from the server, pages by permission, never by role):
 * - 'menu' (the default): a user whose server menu holds the route; anyone else gets the in-layout 403;
 * - 'verification': the page asks spec 7's verification call for its path, and a refusal says 暂无权限
 *   with what the feature would have shown (GatedPageFrame), inside the layout too;
 * - 'signedIn': every signed-in user - pages the menu does not list (the home page, the way back from a
 *   403; the hidden console; personal info, behind its own button permission; a detail opened from a list).
 */
export type RouteGrant = 'menu' | 'verification' | 'signedIn';

export type MainRoute = { path: string; label: string; hiddenFromMenu?: boolean; grant?: RouteGrant };

export const mainRoutes: MainRoute[] = [
  { path: '/wel/index', label: 'menu.home', grant: 'signedIn' },
  { path: '/wel/dashboard', label: 'route.dashboard', hiddenFromMenu: true, grant: 'signedIn' },
  { path: '/test/index', label: 'route.test' },
  { path: '/dict-horizontal/index', label: 'route.dictHorizontal' },
  { path: '/dict-vertical/index', label: 'route.dictVertical' },
  { path: '/info/index', label: 'route.info', grant: 'signedIn' },
  { path: '/monitor/device/device', label: 'route.deviceList' },
  { path: '/monitor/device/card', label: 'route.deviceCard' },
  { path: '/monitor/device/chart', label: 'route.deviceChart' },
  { path: '/monitor/device/detail', label: 'route.deviceDetail' },
  { path: '/monitor/diagnose/index', label: 'route.diagnose', grant: 'verification' },
  { path: '/monitor/warn/index', label: 'route.runLog', grant: 'verification' },
  { path: '/monitor/warn/warnDetail', label: 'route.warnDetail', grant: 'signedIn' },
  { path: '/monitor/inform/index', label: 'route.inform' },
  { path: '/monitor/configuration/index', label: 'route.configuration' },
  { path: '/monitor/user/user', label: 'route.user', grant: 'verification' },
  { path: '/monitor/role/role', label: 'route.role' },
  { path: '/monitor/statistics/index', label: 'route.statistics' },
  { path: '/monitor/file/index', label: 'route.file', grant: 'verification' },
  { path: '/monitor/record/index', label: 'route.record', grant: 'verification' },
  { path: '/monitor/expert/index', label: 'route.expert', grant: 'verification' },
  { path: '/monitor/disposition/index', label: 'route.disposition' },
  // spec 2.2: pages only the server menu knows (no static route of spec 2.2): routes of the console all the same.
  { path: '/monitor/alarm/index', label: 'route.alarm' },
  { path: '/system/menu', label: 'route.menu' },
];

/** The rule every route of the table follows: only a 'menu' route asks the user's menu. */
export const routeGrant = (route: MainRoute): RouteGrant => route.grant ?? 'menu';

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
