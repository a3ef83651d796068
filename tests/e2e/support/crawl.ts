import { expect, type Page, type Request } from '@playwright/test';
import { messages } from '../../../locales';
import { mainRoutes, publicPages } from '../../../src/app/routeTable';
import type { MockWeather } from '../../../mocks/browser/weatherControl';
import { openAdminHome } from './session';
import { signInAsAdmin } from './signIn';

// the crawl and hostile-input specs walk every route: the route table's (spec 2.1/2.2, so a
// page that lands is crawled without touching the test) and the server menu's own pages.

/** Calls that keep the session itself working; the crawl never fails them (401 has its own test). */
export const SESSION_OPERATIONS = ['getCaptcha', 'signIn', 'signInWithoutCaptcha', 'refreshSessionToken', 'signOut', 'signOutByPost'];

/** Every label of a retry button in the console, in the language given (any key ending in "retry"). */
export function retryLabels(language: keyof typeof messages = 'zh-CN'): string[] {
  return [...new Set(Object.entries(messages[language]).filter(([id]) => /retry$/i.test(id)).map(([, text]) => text))];
}

type MenuNode = { path?: string; children?: MenuNode[] };

/** The leaf paths of the server menu (spec 2.2: menu/routes), read from the reply the console got. */
export function menuLeafPaths(tree: MenuNode[]): string[] {
  return tree.flatMap((node) => (node.children?.length ? menuLeafPaths(node.children) : node.path ? [node.path] : []));
}

export type CrawlRoute = { path: string; from: 'spec 2.2' | 'spec 2.1' | 'server menu'; publicPage?: boolean };

/** spec 2.2's main routes, spec 2.1's public pages that show content, then the menu's paths the table lacks. */
export function crawlRoutes(menuPaths: string[]): { routes: CrawlRoute[]; external: string[] } {
  const routes: CrawlRoute[] = [
    ...mainRoutes.map(({ path }) => ({ path, from: 'spec 2.2' as const })),
    ...publicPages.map(({ path }) => ({ path, from: 'spec 2.1' as const, publicPage: true })),
  ];
  const external = menuPaths.filter((path) => /^https?:|html/.test(path));
  for (const path of menuPaths) {
    if (external.includes(path) || routes.some((route) => route.path === path)) continue;
    routes.push({ path, from: 'server menu' });
  }
  return { routes, external };
}

/**
 * Opens the admin's console - from the saved sign-in (support/session.ts), or signing in through the login
 * page - and returns the server menu's leaf paths from the menu/routes reply of that load.
 */
export async function signInReadingMenu(page: Page, how: 'saved sign-in' | 'sign in' = 'saved sign-in'): Promise<string[]> {
  const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
  if (how === 'sign in') await signInAsAdmin(page);
  else await openAdminHome(page);
  const body = (await (await menuReply).json()) as { data?: MenuNode[] };
  return menuLeafPaths(body.data ?? []);
}

/** Changes the in-browser mock's latency and failures in place (mocks/browser/weatherControl.ts). */
export async function setWeather(page: Page, weather: MockWeather) {
  await page.evaluate((next) => window.__CONSOLE_MOCK_WEATHER__!.set(next), weather);
}

export const fairWeather: MockWeather = { latency: [0, 0], chaos: { rate: 0, kinds: ['500'] } };

/** Goes to a path inside the running console, as a link would (no reload: the shell and its data stay). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export type ApiCall = { operation: string; method: string; status?: number; failed: boolean; at: number; sentAt: number; why?: string };

/**
 * Watches the console's API calls (/api/...): which are under way and how each ended. A call is said by
 * its method and path without the query, as the crawl compares a failed load with its retry.
 */
export function watchApi(page: Page) {
  const pending = new Set<Request>();
  const calls: ApiCall[] = [];
  let lastChange = Date.now();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const nameOf = (request: Request) => `${request.method()} ${new URL(request.url()).pathname.replace(/^\/api/, '')}`;
  // Every request counts for quiet (a page's chunk loads before its calls); only API calls are kept.
  const sentAt = new WeakMap<Request, number>();
  page.on('request', (request) => {
    pending.add(request);
    sentAt.set(request, Date.now());
    lastChange = Date.now();
  });
  const ended = async (request: Request, failedOnTheWire: boolean) => {
    if (!pending.delete(request)) return;
    lastChange = Date.now();
    // A call the console cancelled itself (a page left, a newer query) did not fail.
    if (!isApi(request) || (failedOnTheWire && /ABORTED/i.test(request.failure()?.errorText ?? ''))) return;
    const response = failedOnTheWire ? null : await request.response().catch(() => null);
    let failed = failedOnTheWire || !response || response.status() >= 400;
    let why = failedOnTheWire ? request.failure()?.errorText : response && response.status() >= 400 ? `HTTP ${response.status()}` : undefined;
    if (!failed && response && (response.headers()['content-type'] ?? '').includes('json')) {
      failed = await response.text().then(
        (text) => {
          try {
            const code = (JSON.parse(text) as { code?: unknown }).code;
            if (typeof code === 'number' && code !== 200) why = `code ${code}`;
            return typeof code === 'number' && code !== 200;
          } catch {
            why = 'malformed JSON';
            return true;
          }
        },
        () => {
          why = 'body unreadable';
          return true;
        },
      );
    }
    calls.push({ operation: nameOf(request), method: request.method(), status: response?.status(), failed, at: Date.now(), sentAt: sentAt.get(request) ?? Date.now(), why: failed ? why : undefined });
  };
  page.on('requestfinished', (request) => void ended(request, false));
  page.on('requestfailed', (request) => void ended(request, true));
  return {
    calls,
    /**
     * Waits until nothing has been under way for `quietMs` and no loading indicator shows (a page that
     * loads in steps - chunk, messages, verification, data - is seen through to its end). The quiet is
     * counted from the call at the earliest: on a busy runner a page reached in the app may send its first
     * request a few hundred ms after the navigation, and a quiet that began before it is not the page's.
     */
    async settle(quietMs = 400, timeoutMs = 20_000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        if (pending.size === 0 && Date.now() - Math.max(lastChange, start) >= quietMs && !(await loadingShown(page))) return;
        await page.waitForTimeout(100);
      }
      throw new Error(`Still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')} ${await loadingShown(page)}`);
    },
    since: (time: number) => calls.filter((call) => call.at >= time),
  };
}

/**
 * Something on screen says it is loading: a spinner (any endless animation on a visible element: the
 * route fallback, antd's Spin, a page's own), a skeleton, or an element marked busy.
 */
const loadingShown = (page: Page) =>
  page.evaluate(() => {
    const visible = (el: Element | null) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !el.closest('.ant-message, .ant-notification, [aria-hidden="true"][hidden]') && el.checkVisibility();
    };
    const spinner = document
      .getAnimations()
      .map((animation) => ({ animation, target: (animation.effect as KeyframeEffect | null)?.target ?? null }))
      .find(({ animation, target }) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity && visible(target));
    if (spinner) return `spinner ${spinner.target!.outerHTML.slice(0, 160)}`;
    const busy = [...document.querySelectorAll('.ant-skeleton-active, [aria-busy="true"]')].find(visible);
    return busy ? busy.outerHTML.slice(0, 160) : '';
  });

/** Where a page shows its content: the main layout's <main>, or the whole body for the public pages. */
export const contentOf = (page: Page, route: { publicPage?: boolean }) => (route.publicPage ? page.locator('body') : page.locator('main'));

/** Visible retry buttons inside `scope`. */
export const retryButtons = (scope: ReturnType<typeof contentOf>, labels = retryLabels()) =>
  scope.getByRole('button', { name: new RegExp(`^\\s*(${labels.join('|')})\\s*$`) }).filter({ visible: true });

/** The session token is still there (no sign-out happened). */
export async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).some((key) => /token/i.test(key) && sessionStorage.getItem(key)))).toBe(true);
}
