import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/signIn';

// Issue 5, point 1: the server menu's icon (source) and meta, in the built console against the mock.

const topMenu = (page: Page) => page.getByRole('navigation', { name: /^(顶部菜单|Top menu)$/ });
const UNREAD = '（有新消息）';
const tabBar = (page: Page) => page.getByRole('navigation', { name: /^(已打开的页面|Open pages)$/ });

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width}x${viewport.height}: each top-menu item carries its icon above its name, inside the one-row menu`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    // The seeded admin has 18 top items: the carousel shows 10 on its first page.
    const shown = topMenu(page).locator('[data-page="0"] li button');
    await expect(shown).toHaveCount(10);
    const window = await page.locator('[data-page="0"]').locator('../..').boundingBox();
    for (const button of await shown.all()) {
      // The icon is decorative: the name alone is the button's name.
      await expect(button.locator('[aria-hidden="true"] svg')).toBeVisible();
      // (Items with a red mark also say so to assistive technology, spec 2.5.)
      const name = ((await button.textContent()) ?? '').replace(UNREAD, '');
      expect(name).not.toBe('');
      await expect(button).toHaveAccessibleName(new RegExp(`^${name}\\s*(${UNREAD})?$`));
      // Icon and name fit the row: nothing wraps or spills out of the carousel's window.
      const box = await button.boundingBox();
      expect(box && window && box.y >= window.y && box.y + box.height <= window.y + window.height).toBe(true);
      expect(box && window && box.x + box.width <= window.x + window.width + 0.5).toBe(true);
    }
    // The second page's items have theirs too.
    await page.getByRole('button', { name: '下一页菜单' }).click();
    for (const button of await page.locator('[data-page="1"] li button').all()) await expect(button.locator('svg')).toBeVisible();
  });
}

test('告警日志, opened from the menu search, is labelled in English after the language switch (meta.i18n)', async ({ page }) => {
  await signInAsAdmin(page);
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
  await expect(page.getByRole('heading', { name: 'Alarm log', exact: true })).toBeVisible();
  await expect(tabBar(page).getByRole('tab', { name: 'Alarm log', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabBar(page).getByRole('tab', { name: 'Home', exact: true })).toBeVisible();
});
