import { messages } from '../../locales';
import { contentOf, crawlRoutes, expectSignedIn, menuLeafPaths, watchApi } from './support/crawl';
import { literal } from './support/i18n';
import { languagesOf, startIn } from './support/language';
import { rawIdsIn } from './support/rawText';
import { expect, openSignedIn, test } from './support/session';

// A signed-in tab that loads a page of the layout from its address (a reload, a bookmark, a link from a
// mail) renders it from one message table holding the pages' messages too, in both languages: no raw
// message id, no crash screen, no page error. A start that loads a page's chunk ahead of the entry's
// table (tried for the home's first visit, decisions.md) made two tables and failed here (raw ids on 14 pages).

test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

for (const language of languagesOf()) {
  test(`(${language}) every page loaded from its address while signed in shows its own messages`, async ({ page }) => {
    test.setTimeout(360_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await startIn(page, language);
    const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
    await openSignedIn(page);
    const menu = ((await (await menuReply).json()) as { data?: unknown }).data;
    const routes = crawlRoutes(menuLeafPaths(Array.isArray(menu) ? menu : [])).routes.filter((route) => !route.publicPage);
    expect(routes.length).toBeGreaterThanOrEqual(20);

    const api = watchApi(page);
    const failures: string[] = [];
    for (const route of routes) {
      await test.step(route.path, async () => {
        const before = errors.length;
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path.replace(/[?.]/g, '\\$&')}$`), { timeout: 60_000 });
        await api.settle(400, 30_000);
        await expectSignedIn(page);
        const content = contentOf(page, route);
        await expect(content).not.toBeEmpty({ timeout: 60_000 });
        const text = await page.locator('body').innerText();
        const problems = [...new Set(rawIdsIn(text))].map((id) => `raw message id ${id}`);
        if (new RegExp(literal(messages[language]['errorLog.boundary.title'])).test(text)) problems.push('crash screen');
        problems.push(...errors.slice(before).map((message) => `page error: ${message}`));
        if (problems.length) failures.push(`${route.path}: ${problems.join('; ')}`);
      });
    }
    expect(failures).toEqual([]);
  });
}
