import { expect, type Page } from '@playwright/test';

/** Signs in as the seeded admin on the mock (it sends the captcha answer in x-mock-captcha-code). */
export async function signInAsAdmin(page: Page) {
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
  await page.goto('/login');
  const code = (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin123');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
}
