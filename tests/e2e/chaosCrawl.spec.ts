import type { Page } from '@playwright/test';
import { expect, test } from './support/session';
import { messages } from '../../locales';
import type { MockWeather } from '../../mocks/browser/weatherControl';
import type { ChaosKind } from '../../mocks/scenario';
import { literal } from './support/i18n';
import { signInAsAdmin } from './support/signIn';
import {
  contentOf,
  crawlRoutes,
  expectSignedIn,
  fairWeather,
  navigateInApp,
  retryButtons,
  SESSION_OPERATIONS,
  setWeather,
  signInReadingMenu,
  watchApi,
  type CrawlRoute,
} from './support/crawl';

//, "chaos on every page": every route of spec 2.1/2.2 and every page of the server menu is
// opened inside the running console under failure kinds, with every API call failing that way
// (HTTP 500, malformed JSON, no answer) or answering slowly (see CRAWL_KINDS below). Each visit must end with no uncaught
// error, no blank page, the session kept, and - where a load failed - an error with a retry that works
// once the server answers again. Deterministic: the mock fails every call (except the session's own)
// while a route loads, then none; "no answer" hangs 1 s and then drops the connection (mock-hang),
// standing in for the client's 600 s timeout (tests/unit/httpClient.test.ts pins that value).

type Weather = { kind: ChaosKind | 'slow'; label: string };
const WEATHERS: Weather[] = [
  { kind: '500', label: 'HTTP 500' },
  { kind: 'malformed', label: 'malformed JSON' },
  { kind: 'timeout', label: 'no answer (1 s, then the connection drops)' },
  { kind: 'slow', label: 'slow replies (0.6-0.9 s each)' },
];
const HANG_MS = 1000;

/** What the console shows instead of a page that threw (AppErrorBoundary, RouteErrorElement). */
const crashTexts = new RegExp(literal(messages['zh-CN']['errorLog.boundary.title']));


/** The weather as the mock takes it, in place or as URL settings for a page load. */
function weatherOf(kind: Weather['kind']): MockWeather {
  return kind === 'slow'
    ? { latency: [600, 900], chaos: fairWeather.chaos! }
    : { latency: [0, 0], chaos: { rate: 1, kinds: [kind], hangMs: HANG_MS, spare: SESSION_OPERATIONS } };
}
const weatherQuery = (kind: Weather['kind']) =>
  kind === 'slow' ? 'mock-latency=600-900' : `mock-chaos=1&mock-chaos-kinds=${kind}&mock-hang=${HANG_MS}&mock-chaos-spare=${SESSION_OPERATIONS.join(',')}`;

/**
 * Opens `route` under the weather and checks what the user sees; then lets the server answer, clicks
 * every retry and checks that the page came back. `firstLoad`: the console itself (re)loads on the
 * route, shell included (top menu, company tree, notifications); otherwise it is reached in the app.
 */
async function visit(page: Page, route: CrawlRoute, weather: Weather, api: ReturnType<typeof watchApi>, errors: string[], firstLoad = false) {
  const errorsBefore = errors.length;
  const started = Date.now();
  if (firstLoad) {
    await page.goto(`${route.path}?${weatherQuery(weather.kind)}`);
  } else {
    await setWeather(page, weatherOf(weather.kind));
    await navigateInApp(page, route.path);
  }
  await api.settle(400, 30_000);
  // A call that answered earlier in the crawl has its data in the console's cache: its failed refresh
  // leaves that data on screen, which is fine. Every other failed load must be said, with a retry.
  const loadedBefore = new Set(api.calls.filter((call) => call.at < started && !call.failed).map((call) => call.operation));
  // Only what this visit sent: a call of the page left behind (sent before `started`, under the previous
  // route's weather: a dropped connection ends here as net::ERR_FAILED) is not this page's load.
  const failed = api.since(started).filter((call) => call.failed && call.sentAt >= started && !loadedBefore.has(call.operation));
  const calls = api.since(started).length;
  const injected = api.since(started).filter((call) => call.failed).length;

  const where = `${route.path} (${route.from}) under ${weather.label}`;
  expect.soft(new URL(page.url()).pathname, `${where}: stays on its page`).toBe(route.path);
  await expectSignedIn(page);
  // The whole window: the shell's own loads may fail too (first load, or the layout mounted again after
  // a public page), and the top bar then offers their retry.
  const scope = page.locator('body');
  await expect.soft(contentOf(page, route), `${where}: not a blank page`).toHaveText(/\S/);
  await expect.soft(scope, `${where}: no crash screen`).not.toHaveText(crashTexts);
  const retries = retryButtons(scope);
  if (process.env.CRAWL_SHOTS) await page.screenshot({ path: `${process.env.CRAWL_SHOTS}/${weather.kind}${route.path.replace(/\//g, '_')}.png` });
  if (weather.kind === 'slow') {
    expect.soft(failed.map((call) => call.operation), `${where}: slow replies are not failures`).toEqual([]);
    expect.soft(await retries.count(), `${where}: nothing failed, no retry offered`).toBe(0);
  } else if (failed.length > 0) {
    const names = [...new Set(failed.map((call) => call.operation))].join(', ');
    expect.soft(await retries.count(), `${where}: ${names} failed; an error with a retry is shown`).toBeGreaterThan(0);
  }

  // The server answers again: each retry brings its part back, and every load that failed is asked again.
  await setWeather(page, fairWeather);
  const retried = Date.now();
  for (let round = 0; round < 12 && (await retries.count()) > 0; round++) {
    await retries.first().click();
    await api.settle();
  }
  await expect.soft(retries, `${where}: every retry worked once the server answered`).toHaveCount(0);
  const askedAgain = new Set(api.since(retried).filter((call) => !call.failed).map((call) => call.operation));
  // Loads only: the read marks a log page sends by itself are writes, made again on the next visit.
  // Said with how it failed and when it was sent (ms into the visit), to tell a page's own load from a
  // late call of the page left behind.
  const notAskedAgain = [
    ...new Set(
      failed
        .filter((call) => !askedAgain.has(call.operation) && !/markRead/i.test(call.operation))
        .map((call) => `${call.operation} (${call.why ?? 'failed'}, sent at ${call.sentAt - started} ms)`),
    ),
  ];
  expect.soft(notAskedAgain, `${where}: every failed load asked again after its retry`).toEqual([]);
  expect.soft(errors.slice(errorsBefore), `${where}: no uncaught error`).toEqual([]);
  return { failed: injected, calls, notAskedAgain };
}

// The gate's run (CRAWL_KINDS unset) visits every route once, the failure kinds taking turns route by
// route (27 visits, about 2 minutes on 2 cores); CRAWL_KINDS=all visits every route under every kind
// (4 x 27 visits, about 8 minutes), CRAWL_KINDS=500,timeout under those kinds.
const kinds = process.env.CRAWL_KINDS;
const runs: { label: string; weatherOf: (index: number) => Weather }[] = !kinds
  ? [{ label: 'the failure kinds in turn', weatherOf: (index) => WEATHERS[index % WEATHERS.length] }]
  : WEATHERS.filter((w) => kinds === 'all' || kinds.split(',').includes(w.kind)).map((weather) => ({ label: weather.label, weatherOf: () => weather }));
// The crawls start from the admin's saved sign-in (support/session.ts); the 401's test signs in itself.
for (const run of runs) {
  test.describe('signed in (the saved sign-in)', () => {
    test.use({ signedInAs: 'admin' });
    test(`every route under ${run.label}`, async ({ page }, testInfo) => {
      test.setTimeout(8 * 60_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const menuPaths = await signInReadingMenu(page);
      const { routes, external } = crawlRoutes(menuPaths);
      if (external.length) testInfo.annotations.push({ type: 'not crawled', description: `external menu addresses (embedded, no API call): ${external.join(', ')}` });
      const api = watchApi(page);
      const rows: string[] = [];
      let injected = 0;
      for (const [index, route] of routes.entries()) {
        const stepStart = Date.now();
        const weather = run.weatherOf(index);
        const result = await test.step(`${route.path} (${weather.kind})`, () => visit(page, route, weather, api, errors, index === 0));
        const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
        injected += result.failed;
        const notAsked = result.notAskedAgain.length ? `  not asked again: ${result.notAskedAgain.join(', ')}` : '';
        rows.push(`${route.path.padEnd(34)} ${route.from.padEnd(12)} ${weather.kind.padEnd(9)} calls ${String(result.calls).padStart(3)}  failed ${String(result.failed).padStart(3)}  ${seconds.padStart(5)} s${notAsked}`);
      }
      console.log(`chaos crawl, ${run.label}: ${routes.length} routes, ${injected} failures injected\n${rows.join('\n')}`);
      testInfo.annotations.push({ type: 'crawl', description: `${routes.length} routes, ${injected} failures injected` });
    });
  });
}

test('a 401 on any page past the token\'s expiry, with a refresh that fails too, signs out to the login (spec 8)', async ({ page }) => {
  // The mock issues this sign-in's token for 10 s: past that, a 401 is no refusal but the session's end,
  // once the refresh (the sign-in call, not spared here) fails as well.
  await signInAsAdmin(page, '/login?mock-token-ttl=10');
  const api = watchApi(page);
  await api.settle();
  await page.waitForTimeout(10_500);
  await setWeather(page, { latency: [0, 0], chaos: { rate: 1, kinds: ['401'], spare: ['getCaptcha', 'signOut', 'signOutByPost'] } });
  await navigateInApp(page, '/monitor/user/user');
  await expect(page).toHaveURL(/\/login/);
});

test('a 401 on any page while the token is within its expiry is a refusal: the session stays', async ({ page }) => {
  await signInReadingMenu(page, 'sign in');
  const api = watchApi(page);
  await api.settle();
  await setWeather(page, { latency: [0, 0], chaos: { rate: 1, kinds: ['401'], spare: SESSION_OPERATIONS } });
  await navigateInApp(page, '/monitor/user/user');
  // The page says it is refused (its gate's 403, or 暂无权限 where a load was refused), in place.
  await expect(page.getByText(/暂无权限|无权访问/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/monitor\/user\/user$/);
  expect(await page.evaluate(() => sessionStorage.getItem('saber-token'))).toBeTruthy();
});
