import type { Page } from '@playwright/test';
import { messages } from '../../locales';
import { contentOf, crawlRoutes, expectSignedIn, menuLeafPaths, navigateInApp, watchApi, type CrawlRoute } from './support/crawl';
import { literal } from './support/i18n';
import { languagesOf, say, startIn, type Language } from './support/language';
import { apiGet } from './support/mockWorld';
import { rawIdsIn, rawStandInsIn } from './support/rawText';
import { expect, openSignedIn, ROLES, test } from './support/session';

// The console on the wire a real BladeX 2.x/3.x server writes (the in-browser mock's `?mock-wire=bladex`:
// nulls as "", -1, false, [] and {}, writes answering data: {}, top-menu items without a path, and the
// @PreAuth guards answering a user without the admin role with 401). Every route, as the admin and as the
// operator, in both languages: no page error, no crash screen, no raw -1 / [object Object] / message id,
// and nobody signed out by a refusal (a 401 within the token's expiry shows No Authority in place).

type TopItem = { id?: string; name: string; path?: string };
type Records = { data?: { records?: Array<{ deviceId?: string }> } };
type Events = { records?: Array<{ id?: string; cleared?: boolean }> };

/**
 * The detail pages of records the console is shown (the first device of the device lists, an event still
 * on and one cleared): where a BladeX reply's unset fields (an ongoing event's end time and duration)
 * reach the page. The events come from a week of the alarm log, asked as the console asks: the first
 * page the lists show holds no cleared event at some hours of the day (all ten newest still on).
 */
function watchDetailPages(page: Page) {
  let device: string | undefined;
  page.on('response', (response) => {
    if (!response.ok() || !/\/device\/(page|cardPage)$/.test(new URL(response.url()).pathname)) return;
    void response.json().then(
      (body: Records) => {
        device ??= body.data?.records?.[0]?.deviceId;
      },
      () => undefined,
    );
  });
  return async (): Promise<CrawlRoute[]> => {
    const events = (await apiGet<Events>(page, '/collectorAlarmLog/page?current=1&size=100')).records ?? [];
    const eventPage = (cleared: boolean) => {
      const id = events.find((event) => event.cleared === cleared && event.id)?.id;
      return id && `/monitor/warn/warnDetail?id=${id}`;
    };
    const paths = [device && `/monitor/device/detail?deviceId=${device}`, eventPage(true), eventPage(false)];
    return paths.filter((path): path is string => Boolean(path)).map((path) => ({ path, from: 'server menu' }));
  };
}

/** What one visit found wrong, and whether the page said a part of it was refused. */
async function visit(page: Page, route: CrawlRoute, api: ReturnType<typeof watchApi>, language: Language) {
  if (route.publicPage) await page.goto(route.path);
  else await navigateInApp(page, route.path);
  await api.settle(400, 30_000);
  const problems: string[] = [];
  const path = new URL(page.url()).pathname;
  if (path !== new URL(route.path, page.url()).pathname) problems.push(`left for ${path}`);
  if (!route.publicPage) await expectSignedIn(page).catch(() => problems.push('signed out'));
  // BLADEX_SHOTS=<folder> keeps a screenshot of every page, to look at.
  if (process.env.BLADEX_SHOTS) await page.screenshot({ path: `${process.env.BLADEX_SHOTS}/${language}${route.path.replace(/[/?=&]/g, '_')}.png`, fullPage: true });
  const text = (await contentOf(page, route).innerText().catch(() => '')).trim();
  if (!text) problems.push('blank content area');
  if (new RegExp(literal(messages[language]['errorLog.boundary.title'])).test(text)) problems.push('crash screen');
  const body = await page.locator('body').innerText();
  const standIns = rawStandInsIn(body);
  if (standIns.length) problems.push(`raw wire values: ${[...new Set(standIns)].join(', ')}`);
  const ids = rawIdsIn(body);
  if (ids.length) problems.push(`raw message ids: ${[...new Set(ids)].join(', ')}`);
  return { problems, refused: body.includes(say(language, 'list.noAuthority')) };
}

for (const role of ROLES) {
  test.describe(`${role} on the BladeX wire`, () => {
    test.use({ signedInAs: role, viewport: { width: 1366, height: 768 } });

    for (const language of languagesOf()) {
      test(`(${language}) every route holds up on the BladeX wire as ${role}`, async ({ page }, testInfo) => {
        test.setTimeout(360_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await startIn(page, language);
        const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
        const topReply = page.waitForResponse((res) => /\/blade-system\/menu\/top-menu/.test(res.url()) && res.ok());
        // The saved sign-in carries over into the BladeX world (mocks/world/db.ts keeps live sessions).
        await openSignedIn(page, '/login?mock-wire=bladex');
        const menu = ((await (await menuReply).json()) as { data?: unknown }).data;
        const topItems = ((await (await topReply).json()) as { data?: TopItem[] }).data ?? [];
        // The wire is BladeX's: its TopMenu has no path.
        expect(topItems.length).toBeGreaterThan(0);
        expect(topItems.filter((item) => item.path)).toEqual([]);

        const { routes } = crawlRoutes(menuLeafPaths(Array.isArray(menu) ? menu : []));
        const detailPages = watchDetailPages(page);
        const api = watchApi(page);
        const rows: string[] = [];
        const failures: string[] = [];
        let refused = 0;
        // Public pages reload the console: last, so the signed-in walk runs in one page load.
        const inApp = routes.filter((r) => !r.publicPage);
        const walk = [...inApp, ...routes.filter((r) => r.publicPage)];
        for (let index = 0; index < walk.length; index++) {
          const route = walk[index];
          // The records' detail pages once the lists have been seen, before the public pages reload.
          if (index === inApp.length - 1) walk.splice(inApp.length, 0, ...(await detailPages()));
          const before = errors.length;
          const found = await test.step(route.path, () => visit(page, route, api, language));
          const problems = [...found.problems, ...errors.slice(before).map((message) => `page error: ${message}`)];
          if (found.refused) refused += 1;
          rows.push(`${problems.length ? 'FAIL' : 'ok  '} ${route.path}${found.refused ? ' (a part refused: No Authority)' : ''}${problems.length ? `  ${problems.join('; ')}` : ''}`);
          if (problems.length) failures.push(`${route.path}: ${problems.join('; ')}`);
        }
        console.log(`BladeX wire, ${role} (${language}): ${walk.length - failures.length} of ${walk.length} pages hold up, ${refused} with a refused part\n${rows.join('\n')}`);
        testInfo.annotations.push({ type: 'routes', description: `${walk.length - failures.length} of ${walk.length} pages hold up on the BladeX wire, ${refused} with a refused part` });
        expect(failures).toEqual([]);
        expect(routes.length).toBeGreaterThanOrEqual(role === 'admin' ? 25 : 10);
        expect(walk.length - routes.length, 'detail pages of the lists\' records').toBe(3);
        // The admin is refused nothing; the operator meets the guards and stays signed in.
        if (role === 'admin') expect(refused).toBe(0);
      });
    }
  });
}
