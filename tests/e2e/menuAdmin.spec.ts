import { expect, openSignedInIn, test } from './support/session';
import { languagesOf, openPage, say } from './support/language';

// in Chromium against the in-browser mock, in both languages: /system/menu, a page only the
// server menu knows, opens a lazy level on demand, and a renamed menu reaches the top menu without
// signing in again (the user's menu queries are refetched).

// The saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

for (const lang of languagesOf()) {
  test(`(${lang}) opens a level of the lazy tree; a renamed menu reaches the top menu at once`, async ({ page }) => {
    await openSignedInIn(page, lang, '/login?mock-reset=1');
    await openPage(page, '/system/menu', say(lang, 'route.menu'));

    const lazyLevel = page.waitForResponse((res) => res.url().includes('/menu/lazy-list') && res.url().includes('parentId=') && !res.url().includes('parentId=0'));
    await page.getByRole('button', { name: say(lang, 'menuAdmin.expand', { name: '设备管理' }) }).click();
    await lazyLevel;
    await expect(page.getByRole('row', { name: /monitor_device_list/ })).toBeVisible();

    const topMenu = page.getByRole('navigation', { name: say(lang, 'topbar.menu.label') });
    // The top menu shows the page of its current item (系统管理, whose child this page is), named in the
    // console's language while the server has not renamed it; a renamed item shows its new name as is.
    await expect(topMenu.getByRole('button', { name: say(lang, 'route.system'), exact: true })).toBeVisible();
    await page.getByRole('button', { name: say(lang, 'action.editNamed', { name: '系统管理' }) }).click();
    const dialog = page.getByRole('dialog', { name: say(lang, 'menuAdmin.form.edit') });
    await dialog.getByLabel(say(lang, 'menuAdmin.field.name'), { exact: true }).fill('系统维护');
    await dialog.getByRole('button', { name: say(lang, 'action.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: say(lang, 'action.saved') })).toBeVisible();
    await expect(topMenu.getByRole('button', { name: '系统维护', exact: true })).toBeVisible();
    await expect(topMenu.getByRole('button', { name: say(lang, 'route.system'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /系统维护/ })).toBeVisible();
  });
}
