import { expect, type Page } from '@playwright/test';

/**
 * Signs in a seeded account on the mock (it sends the captcha answer in x-mock-captcha-code). `loginUrl`
 * may carry mock settings (`/login?mock-token-ttl=2`): they apply to this page load's sign-in.
 */
export async function signIn(page: Page, account: string, password: string, loginUrl = '/login') {
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
  await page.goto(loginUrl);
  const code = (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The home page's first load (app, mock world, menu) can take well over 10 s on a busy 2-core runner.
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 30_000 });
}

/** The seeded operator: no departAdd, departEdit, /monitor/top/upload or /monitor/top/screen. */
export const signInAsOperator = (page: Page) => signIn(page, 'operator', 'Operator123');

/** Signs in as the seeded admin (everything granted) and waits for the home page. */
export async function signInAsAdmin(page: Page, loginUrl?: string) {
  await signIn(page, 'admin', 'Admin123', loginUrl);
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
}
