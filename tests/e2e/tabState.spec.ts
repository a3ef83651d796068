import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';

// (spec 2.4) in Chromium: a tab keeps its page's state while another tab is shown —
// what was typed and not saved, the inner tab chosen, the scroll position — and closing the tab lets
// that state go. The page is the profile page (spec 2.8), the main layout's page with forms. A short
// window, so that the page scrolls.

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 480 } });

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name, exact: true });
/** The page's own region (named by its heading), not the tab bar's tab of the same name. */
const profile = (page: Page) => page.getByRole('region', { name: '个人信息' });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openProfile(page: Page) {
  await page.getByRole('button', { name: '用户菜单：管理员' }).click();
  await page.getByRole('menuitem', { name: /个人信息/ }).click();
  await expect(page).toHaveURL(/\/info\/index$/);
}

test('a tab keeps what was typed, the inner tab and the scroll position while another tab is shown; closed, it starts afresh', async ({ page }) => {
  await openAdminHome(page);
  const homeOffset = await scrollY(page);
  await openProfile(page);
  const region = profile(page);
  const phone = region.getByLabel('联系电话');
  await expect(phone).toHaveValue(/^1[3-9]\d{9}$/);
  const savedPhone = await phone.inputValue();

  // Typed, never saved; then the other inner tab, half filled in; then scrolled.
  await phone.fill('13700001111');
  await region.getByRole('tab', { name: '修改密码' }).click();
  await region.getByLabel('原始密码').fill('half typed');
  // Scrolled by less than the header, so that the tab bar stays in view for the clicks below.
  const scrolled = 40;
  // Waits for the scroll event (the page learns its offset from it; a user's click comes frames later).
  await page.evaluate(
    (top) => new Promise<void>((resolve) => {
      window.addEventListener('scroll', () => resolve(), { once: true });
      window.scrollTo(0, top);
    }),
    scrolled,
  );
  expect(await scrollY(page)).toBe(scrolled);

  // Another tab is shown: home, back at its own position.
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible();
  await expect(region).toBeHidden();
  await expect.poll(() => scrollY(page)).toBe(homeOffset);

  // Back: everything as it was left.
  await tab(page, '个人信息').click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(region.getByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true');
  await expect(region.getByLabel('原始密码')).toHaveValue('half typed');
  await expect.poll(() => scrollY(page)).toBe(scrolled);
  await region.getByRole('tab', { name: '个人信息' }).click();
  await expect(phone).toHaveValue('13700001111');

  // Closed, the tab's page is let go: opened again it shows the server's profile, unedited.
  await tabBar(page).locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: '个人信息', exact: true }) }).locator('[data-tab-close][title="关闭标签"]').click();
  await expect(tab(page, '个人信息')).toHaveCount(0);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openProfile(page);
  await expect(region.getByRole('tab', { name: '个人信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(phone).toHaveValue(savedPhone);
});
