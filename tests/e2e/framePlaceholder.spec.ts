import type { Page } from '@playwright/test';
import { languagesOf, say, startIn } from './support/language';
import { expect, openSignedIn, test } from './support/session';

// A signed-in tab that loads again (a reload, a link opened in it) paints the frame as it last showed it
// while the layout's chunk arrives (src/layouts/FramePlaceholder.tsx): the header, the tree column and
// the page's place in the theme's colours, and on the home the welcome where the home puts it. The
// layout then paints over the same places: the welcome does not move and nothing shifts.

test.use({ signedInAs: 'admin' });

const SIGNED_IN_CHUNK = /\/assets\/signedIn-[\w-]+\.js$/;

/** Holds the layout's chunk back until `release()`: the tab shows what it shows while the chunk is on its way. */
async function holdLayoutChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // On the context: the mock's service worker fetches the console's files, and page.route does not see those.
  await page.context().route(SIGNED_IN_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The layout shifts the page records from its start (PerformanceObserver, buffered). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} has no box`);
  return rect;
};

for (const language of languagesOf()) {
  for (const [name, viewport] of [
    ['phone', { width: 412, height: 823 }],
    ['wide window', { width: 1366, height: 768 }],
  ] as const) {
    test(`(${language}) on a ${name}, the reloaded home paints the frame and the welcome first, then the layout over the same places`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await startIn(page, language);
      await openSignedIn(page);
      const welcome = say(language, 'home.welcome', { name: '管理员' });
      const heading = page.getByRole('heading', { name: welcome });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      const header = await box(page, '.ant-layout-header');
      const content = await box(page, 'main.ant-layout-content');
      const shown = await heading.boundingBox();

      const release = await holdLayoutChunk(page);
      await recordShifts(page);
      await page.reload();
      const frame = page.locator('[aria-busy="true"]');
      await expect(frame.locator('h2')).toHaveText(welcome, { timeout: 30_000 });
      // Seen, not read: screen readers hear the loading status; the welcome heading is the home's own.
      await expect(heading).toHaveCount(0);
      await expect(page.getByRole('status')).toBeAttached();
      expect(await frame.locator('h2').boundingBox()).toEqual(shown);
      expect((await box(page, '[aria-busy="true"] > div:first-child')).height).toBe(header.height);
      const placeholderSider = frame.locator(':scope > div:nth-child(2) > div').first();
      expect((await placeholderSider.boundingBox())?.x).toBe(0);
      if (viewport.width >= 992) expect((await placeholderSider.boundingBox())?.width).toBe(content.x);

      release();
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await expect(frame).toHaveCount(0);
      expect(await heading.boundingBox()).toEqual(shown);
      await expect(page.locator('.ant-layout-header')).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      // The home's own line beside the welcome may wrap below it on a phone as it fills (a small shift the
      // home had before this frame too); the frame itself adds none.
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
    });
  }
}

test('a tab that never showed the frame waits with the loading spinner, and the layout then shows', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.addInitScript(() => sessionStorage.removeItem('saber-frame'));
  const release = await holdLayoutChunk(page);
  await openSignedIn(page, '/wel/index').catch(() => undefined);
  await expect(page.getByRole('status')).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('h2')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible({ timeout: 30_000 });
});
