import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';

// The server menu's icon (source) and meta, in the built console against the mock.

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const topMenu = (page: Page) => page.getByRole('navigation', { name: /^(顶部菜单|Top menu)$/ });
const UNREAD = '（有新消息）';
const UNREAD_EN = '(new)';
const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
const tabBar = (page: Page) => page.getByRole('navigation', { name: /^(已打开的页面|Open pages)$/ });

/** Switches the console to English (a reload, spec 2.2) and waits for the English top menu. */
async function toEnglish(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
  await expect(topMenu(page)).toBeVisible({ timeout: 30_000 }); // the reload builds the console and its mock again
}

// The items are measured in the real fonts (Noto CJK, see scripts/find-browser.mjs), and the
// menu is cut so that every item fits: spec 2.5's ten a page where they fit, as many as fit where not.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  for (const language of ['zh', 'en'] as const) {
    test(`at ${viewport.width}x${viewport.height} (${language}): each top-menu item carries its icon above its name, and every page fits the one-row window`, async ({ page }) => {
      // A sign-in, a reload in English and every carousel page measured: over a minute on a busy runner.
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      await openAdminHome(page);
      if (language === 'en') await toEnglish(page);
      const nextPage = topMenu(page).getByRole('button', { name: /^(下一页菜单|Next menu page)$/ });
      // The seeded admin has 18 top items: past 15, a carousel (spec 2.5).
      const pages = topMenu(page).locator('[data-page]');
      await expect(pages.first()).toBeVisible();
      const sizes = await pages.evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll('li').length));
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(18);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
      const window = await pages.first().locator('../..').boundingBox();
      if (!window) throw new Error('the carousel window is not laid out');

      for (const [index, size] of sizes.entries()) {
        if (index > 0) await nextPage.click();
        const shown = topMenu(page).locator(`[data-page="${index}"] li button`);
        await expect(shown).toHaveCount(size);
        await expect(shown.first()).toBeInViewport();
        const boxes = [];
        for (const button of await shown.all()) {
          // The icon is decorative: the name alone is the button's name.
          await expect(button.locator('[aria-hidden="true"] svg')).toBeVisible();
          // (Items with a red mark also say so to assistive technology, spec 2.5.)
          const name = ((await button.textContent()) ?? '').replace(UNREAD, '').replace(UNREAD_EN, '');
          expect(name).not.toBe('');
          await expect(button).toHaveAccessibleName(new RegExp(`^${name}\\s*(${UNREAD}|${escaped(UNREAD_EN)})?$`));
          const box = await button.boundingBox();
          if (!box) throw new Error(`${name} is not laid out`);
          boxes.push(box);
          // Icon and name fit the row: nothing wraps, spills out of the window or runs under the page buttons.
          expect(box.y).toBeGreaterThanOrEqual(window.y);
          expect(box.y + box.height).toBeLessThanOrEqual(window.y + window.height);
          expect(box.x + box.width).toBeLessThanOrEqual(window.x + window.width + 0.5);
        }
        // As many as fit: the first item of the next page would not have fitted on this one.
        if (index < sizes.length - 1 && size < 10) {
          const following = await topMenu(page).locator(`[data-page="${index + 1}"] li`).first().boundingBox();
          const used = boxes[boxes.length - 1].x + boxes[boxes.length - 1].width - window.x;
          const gap = boxes.length > 1 ? boxes[1].x - (boxes[0].x + boxes[0].width) : 0;
          expect(used + gap + (following?.width ?? 0)).toBeGreaterThan(window.width);
        }
      }
      // spec 2.5 where the items fit: at 1920 px the first page holds 10, in both languages.
      if (viewport.width === 1920) expect(sizes).toEqual([10, 8]);
    });
  }
}

test('告警日志, opened from the menu search, is labelled in English after the language switch (meta.i18n)', async ({ page }) => {
  await openAdminHome(page);
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.getByRole('combobox', { name: '搜索菜单' }).fill('告警');
  const result = page.getByRole('option', { name: /告警日志/ });
  await expect(result.locator('[aria-hidden="true"] svg')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/monitor\/alarm\/index$/);
  await expect(page.getByRole('heading', { name: '告警日志', exact: true })).toBeVisible();
  await expect(tabBar(page).getByRole('tab', { name: '告警日志', exact: true })).toHaveAttribute('aria-selected', 'true');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
  // The reload builds the console and its mock again: over 10 s on a busy runner.
  await expect(page.getByRole('heading', { name: 'Alarm log', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(tabBar(page).getByRole('tab', { name: 'Alarm log', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabBar(page).getByRole('tab', { name: 'Home', exact: true })).toBeVisible();
});
