import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../locales';
import { contentOf, crawlRoutes, navigateInApp, watchApi, type CrawlRoute } from './support/crawl';
import { textsOf, useLanguage, type Language } from './support/i18n';
import { rawIdsIn } from './support/rawText';

// The product's promise: a Prism mock server runs the console end to end before the real backend
// exists. The console (mock off, through the preview's /api proxy) signs in on Prism serving the contract
// and walks every signed-in route - the route table's, the public pages' and the server menu's - in
// static mode (the contract's examples) and in dynamic mode (json-schema-faker from the examples).
// Each route shows content in the layout, with no page error, no raw message id and no 403/404.
// Then the Prism panel's scenarios on Prism static: the whole console with `empty` and with `long`
// (?prism=…, one language each) at 1366x768: each page shows its empty state or its long content,
// with nothing wider than the window.

type Mode = { name: 'static' | 'dynamic'; language: Language; port: string };
const MODES: Mode[] = [
  { name: 'static', language: 'zh-CN', port: process.env.E2E_PORT ?? '4173' },
  { name: 'dynamic', language: 'en-US', port: process.env.E2E_PRISM_DYNAMIC_PORT ?? '4175' },
];

/** The public report pages open by their share link: the contract's example reports. */
const REPORT_LINKS: Record<string, string> = {
  '/showDiagnose': '/showDiagnose?id=1123598890000000101&shareCode=3f9a1c07b2e84d65',
  '/deviceOperationReport': '/deviceOperationReport?id=1123598890000000102&shareCode=8c41d2e09a7b3f15',
};

/** Signs in on Prism with the mock off: any captcha answer, the seeded admin's account. */
async function signInOnPrism(page: Page, mode: Pick<Mode, 'language' | 'port'>, query = '') {
  const t = textsOf(mode.language);
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha'));
  await page.goto(`http://127.0.0.1:${mode.port}/login?mock=off${query}`);
  expect((await captcha).status()).toBe(200);
  // The captcha is a real picture (it decodes and has a size), not a broken image.
  const picture = page.getByRole('img', { name: t('login.captchaImage') });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : (img.querySelector('img')?.naturalWidth ?? 0)))).toBeGreaterThan(0);
  await page.getByLabel(t('login.account')).fill('admin');
  await page.getByLabel(t('login.password')).fill('Admin123');
  await page.getByRole('textbox', { name: t('login.captcha') }).fill('a7k2');
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 30_000 });
}

type TopItem = { id?: string; name: string; path?: string };
type RouteEntry = { id?: string; path?: string; meta?: { i18n?: string }; children?: RouteEntry[] };

/**
 * The top menu's names as the console should show them: an item whose route entry (same id, else same
 * path) names a key, and whose name is still the key's own Chinese name, reads the key's label in the
 * page's language; any other item keeps the server's name.
 */
function expectedTopNames(items: TopItem[], routes: RouteEntry[], language: Language): { name: string; keyed: boolean }[] {
  const chinese = messages['zh-CN'] as Record<string, string>;
  const shown = messages[language] as Record<string, string>;
  const flat = (nodes: RouteEntry[]): RouteEntry[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
  const entries = flat(routes);
  return items.map((item) => {
    const entry = entries.find((e) => e.id === item.id) ?? entries.find((e) => !!item.path && e.path === item.path);
    const key = entry?.meta?.i18n ? `route.${entry.meta.i18n}` : undefined;
    const keyed = !!key && chinese[key] === item.name && key in shown;
    return { name: keyed ? shown[key!] : item.name, keyed };
  });
}

/** The server menu's leaf paths, as the console got them at sign-in. */
function menuPathsOf(tree: Array<{ path?: string; children?: unknown[] }>): string[] {
  return tree.flatMap((node) => (node.children?.length ? menuPathsOf(node.children as typeof tree) : node.path ? [node.path] : []));
}

async function visit(page: Page, route: CrawlRoute, api: ReturnType<typeof watchApi>, language: Language) {
  const target = REPORT_LINKS[route.path] ?? route.path;
  // A public page is a fresh page load: it says again that the mock is off.
  if (route.publicPage) await page.goto(`${target}${target.includes('?') ? '&' : '?'}mock=off`);
  else await navigateInApp(page, target);
  await api.settle(300, 30_000);
  const problems: string[] = [];
  const path = new URL(page.url()).pathname;
  if (/^\/(403|404|login)$/.test(path)) problems.push(`landed on ${path}`);
  if (await page.locator('.ant-result-403, .ant-result-404').filter({ visible: true }).count()) problems.push('shows a 403/404 result');
  if (await page.getByRole('button', { name: /^Mock: / }).count()) problems.push('the in-browser mock answered, not Prism');
  const content = contentOf(page, route);
  const text = (await content.innerText().catch(() => '')).trim();
  if (!text) problems.push('blank content area');
  // A report link of the contract's example world opens its report, not the page's refusal.
  const refusals = Object.entries(messages[language]).filter(([id]) => id.startsWith('report.problem.')).map(([, text]) => text);
  if (route.path in REPORT_LINKS && refusals.some((refusal) => text.includes(refusal))) problems.push('the report is refused');
  const raw = rawIdsIn(await page.locator('body').innerText());
  if (raw.length) problems.push(`raw message ids: ${[...new Set(raw)].join(', ')}`);
  return problems;
}

for (const mode of MODES) {
  test(`every signed-in route renders on Prism ${mode.name} (${mode.language})`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await useLanguage(page, mode.language);
    const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
    const topReply = page.waitForResponse((res) => /\/blade-system\/menu\/top-menu/.test(res.url()) && res.ok());
    await signInOnPrism(page, mode);
    const menu = ((await (await menuReply).json()) as { data?: Array<{ path?: string; children?: unknown[] }> }).data ?? [];

    // The top menu names its items in the page's language where the server has not renamed them
    // (every item of the contract's world has a key): no Chinese name is left in English.
    const topItems = ((await (await topReply).json()) as { data?: TopItem[] }).data ?? [];
    const expected = expectedTopNames(topItems, menu as RouteEntry[], mode.language);
    expect(expected.filter((item) => item.keyed).length).toBeGreaterThanOrEqual(10);
    const unread = textsOf(mode.language)('topbar.menu.unread');
    const topMenu = page.getByRole('navigation', { name: textsOf(mode.language)('topbar.menu.label') });
    await expect(topMenu.locator('li button').first()).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(async () => (await topMenu.locator('li button').allTextContents()).map((text) => text.replace(unread, '').trim()))
      .toEqual(expected.map((item) => item.name));
    if (mode.language === 'en-US') expect(expected.filter((item) => item.keyed && /[\u4e00-\u9fff]/.test(item.name))).toEqual([]);
    const { routes } = crawlRoutes(menuPathsOf(menu));
    const api = watchApi(page);
    const rows: string[] = [];
    const failures: string[] = [];
    // Public pages reload the console: they come last, so the signed-in walk runs in one page load.
    for (const route of [...routes.filter((r) => !r.publicPage), ...routes.filter((r) => r.publicPage)]) {
      const before = errors.length;
      const problems = await test.step(route.path, () => visit(page, route, api, mode.language));
      problems.push(...errors.slice(before).map((message) => `page error: ${message}`));
      rows.push(`${problems.length ? 'FAIL' : 'ok  '} ${route.path}${problems.length ? `  ${problems.join('; ')}` : ''}`);
      if (problems.length) failures.push(`${route.path}: ${problems.join('; ')}`);
    }
    const shown = routes.length - failures.length;
    console.log(`Prism ${mode.name} (${mode.language}): ${shown} of ${routes.length} routes shown\n${rows.join('\n')}`);
    testInfo.annotations.push({ type: 'routes', description: `${shown} of ${routes.length} shown on Prism ${mode.name}` });
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });
}

/** The Prism panel's whole-console scenarios, walked on Prism static in one language each. */
type ScenarioWalk = { scenario: 'empty' | 'long'; language: Language; port: string };
const SCENARIO_WALKS: ScenarioWalk[] = [
  { scenario: 'empty', language: 'en-US', port: process.env.E2E_PORT ?? '4173' },
  { scenario: 'long', language: 'zh-CN', port: process.env.E2E_PORT ?? '4173' },
];

/** The filler every long own text of the contract's `long` examples carries (scripts/contract/scenario-examples.mjs). */
const LONG_TEXT = '长名称示例';

/** What a page's tables and width show: rows per visible table, and how far the page is wider than the window. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    const tables = [...document.querySelectorAll('.ant-table')].filter(visible);
    const root = document.scrollingElement ?? document.documentElement;
    return {
      rows: tables.map((table) => table.querySelectorAll('tbody tr.ant-table-row').length),
      emptyStates: [...document.querySelectorAll('.ant-empty, .ant-table-placeholder')].filter(visible).length,
      overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    };
  });
}

test.describe('Prism scenarios from the panel', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const walk of SCENARIO_WALKS) {
    test(`every signed-in route holds up on Prism with ${walk.scenario} (${walk.language})`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await useLanguage(page, walk.language);
      const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
      // The address pins the scenario for the tab (a reload and the public pages keep it).
      await signInOnPrism(page, walk, `&prism=${walk.scenario}`);
      const menu = ((await (await menuReply).json()) as { data?: Array<{ path?: string; children?: unknown[] }> }).data ?? [];
      const t = textsOf(walk.language);
      // The page's mark says which scenario is in force.
      await expect(page.getByRole('button', { name: t('prism.toggle', { scenario: walk.scenario }) })).toBeVisible();

      // The header reaches Prism through the preview's proxy: Prism answers the scenario's example.
      const users = page.waitForResponse((res) => /\/blade-user\/page/.test(res.url()));
      await navigateInApp(page, '/monitor/user/user');
      const records = (((await (await users).json()) as { data?: { records?: unknown[] } }).data?.records ?? []).length;
      expect(records).toBe(walk.scenario === 'empty' ? 0 : 10);

      const { routes } = crawlRoutes(menuPathsOf(menu));
      const api = watchApi(page);
      const rows: string[] = [];
      const failures: string[] = [];
      let withTables = 0;
      for (const route of [...routes.filter((r) => !r.publicPage), ...routes.filter((r) => r.publicPage)]) {
        const before = errors.length;
        const problems = await test.step(route.path, async () => {
          const found = await visit(page, route, api, walk.language);
          const layout = await layoutOf(page);
          if (layout.overflow > 1) found.push(`${layout.overflow}px wider than the window`);
          if (layout.rows.length) withTables += 1;
          if (walk.scenario === 'empty' && layout.rows.some((n) => n > 0)) found.push(`a table shows rows (${layout.rows.join(', ')}) where the scenario is empty`);
          if (walk.scenario === 'empty' && layout.rows.length && !layout.emptyStates) found.push('a table shows no empty state');
          if (walk.scenario === 'long' && layout.rows.length && !layout.rows.some((n) => n >= 10) && !(await contentOf(page, route).innerText()).includes(LONG_TEXT)) {
            found.push(`no table shows a full page or a long text (${layout.rows.join(', ')})`);
          }
          return found;
        });
        problems.push(...errors.slice(before).map((message) => `page error: ${message}`));
        rows.push(`${problems.length ? 'FAIL' : 'ok  '} ${route.path}${problems.length ? `  ${problems.join('; ')}` : ''}`);
        if (problems.length) failures.push(`${route.path}: ${problems.join('; ')}`);
      }
      const shown = routes.length - failures.length;
      console.log(`Prism ${walk.scenario} (${walk.language}): ${shown} of ${routes.length} routes hold up, ${withTables} with tables\n${rows.join('\n')}`);
      testInfo.annotations.push({ type: 'routes', description: `${shown} of ${routes.length} hold up on Prism ${walk.scenario}` });
      expect(failures).toEqual([]);
      expect(withTables).toBeGreaterThanOrEqual(10);
    });
  }
});
