import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';
import { signIn } from './support/signIn';

// Spec 2.8 / 5 / 8 in Chromium against the in-browser mock: the profile page /info/index, opened from
// the user menu, saving a phone that survives a reload, and a password change the next sign-in uses.
// Both tests change the admin account, so each starts from a freshly seeded world (?mock-reset=1):
// whatever ran before in this browser context, and whatever runs after, sees the documented accounts.
// Both start from the admin's saved sign-in (support/session.ts); the second signs in again, with the
// new password, through the login page.

test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

/** The page's own region (named by its heading), not the tab bar's tab of the same name. */
const profile = (page: Page) => page.getByRole('region', { name: '个人信息' });

test('personal info from the user menu: read-only fields, a wrong phone corrected, saved, and still there after a reload', async ({ page }) => {
  await openAdminHome(page, '/login?mock-reset=1');
  await page.getByRole('button', { name: '用户菜单：管理员' }).click();
  await page.getByRole('menuitem', { name: /个人信息/ }).click();
  await expect(page).toHaveURL(/\/info\/index$/);

  const region = profile(page);
  await expect(region.getByRole('tab', { name: '个人信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(region.getByLabel('账号', { exact: true })).toHaveValue('admin');
  await expect(region.getByLabel('姓名', { exact: true })).toHaveValue('管理员');
  // spec 7: the role's name, from the role lookup with tenant 000000
  await expect(region.getByLabel('角色', { exact: true })).toHaveValue('超级管理员');
  for (const label of ['姓名', '账号', '角色', '所属企业', '企业全称']) await expect(region.getByLabel(label, { exact: true })).not.toBeEditable();

  const phone = region.getByLabel('联系电话');
  await expect(phone).toBeEditable();
  await phone.fill('1380013800');
  await region.getByRole('button', { name: '保存' }).click();
  await expect(region.getByText('请输入正确格式手机号码')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('13698765432');
  await expect(region.getByText('请输入正确格式手机号码')).toBeHidden();
  await region.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '修改信息成功!' })).toBeVisible();

  await page.reload();
  await expect(profile(page).getByLabel('联系电话')).toHaveValue('13698765432');
});

test('password change: a wrong old password is refused by the server, the right one changes it, and the new one signs in', async ({ page }) => {
  await openAdminHome(page, '/login?mock-reset=1');
  // Typed into the address bar: a user granted /monitor/top/userDetail gets the page, not 403.
  await page.goto('/info/index');
  const region = profile(page);
  await region.getByRole('tab', { name: '修改密码' }).click();
  const oldPassword = region.getByLabel('原始密码');
  await oldPassword.fill('Wrong123');
  await region.getByLabel('新密码', { exact: true }).fill('Admin456');
  await region.getByLabel('确认新密码').fill('Admin456');
  await region.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The password is wrong' })).toBeVisible();
  await expect(oldPassword).toHaveValue('Wrong123'); // nothing typed is lost

  await oldPassword.fill('Admin123');
  await region.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('status').filter({ hasText: '修改密码成功!' })).toBeVisible();
  await expect(oldPassword).toHaveValue('');
  await expect(region.getByLabel('新密码', { exact: true })).toHaveValue('');

  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('dialog', { name: '退出系统, 是否继续?' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  // A fresh load of the login page: signIn reads the captcha of its own load, not this one's.
  await page.goto('about:blank');
  await signIn(page, 'admin', 'Admin456');
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
});
