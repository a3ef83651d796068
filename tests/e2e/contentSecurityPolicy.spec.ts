import type { Page } from '@playwright/test';
import { crawlRoutes, menuLeafPaths, navigateInApp, watchApi } from './support/crawl';
import { LANGUAGES, say, startIn } from './support/language';
import { expect, openSignedIn, test } from './support/session';

// The production build carries a Content-Security-Policy meta (vite.config.ts, docs/deployment.md): only
// the console's own scripts run. This walk shows the console itself never trips it - the sign-in page,
// then every route of the crawl's list, in both languages - and that it does bite: an inline script
// put into the page is refused, so the count of 0 is not 0 because nothing was listening.

/** Every violation the page reports from now on: securitypolicyviolation events and console messages. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('the policy is in the built page and refuses an inline script', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/login');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self'/);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true;';
    document.head.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.filter((text) => text.startsWith('script-src'))).toHaveLength(1);
});

for (const language of LANGUAGES) {
  test(`the sign-in page breaks no rule of the policy (${language})`, async ({ page }) => {
    const violations = await recordViolations(page);
    await startIn(page, language);
    const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
    await page.goto('/login');
    await captcha;
    await expect(page.getByRole('button', { name: say(language, 'login.submit'), exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test.describe(`signed in (${language})`, () => {
    test.use({ signedInAs: 'admin' });
    test(`every route breaks no rule of the policy (${language})`, async ({ page }) => {
      test.setTimeout(3 * 60_000);
      const violations = await recordViolations(page);
      await startIn(page, language);
      const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
      await openSignedIn(page);
      const { routes } = crawlRoutes(menuLeafPaths(((await (await menuReply).json()) as { data?: [] }).data ?? []));
      const api = watchApi(page);
      for (const route of routes) {
        await test.step(route.path, async () => {
          await navigateInApp(page, route.path);
          await api.settle(300, 30_000);
          expect(violations, `after ${route.path}`).toEqual([]);
        });
      }
      expect(routes.length).toBeGreaterThan(20);
    });
  });
}
