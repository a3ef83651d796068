import type { Page } from '@playwright/test';
import { expect, test } from './support/session';

/** Reads the captcha answer the mock sends in x-mock-captcha-code (mock mode only). */
async function openLogin(page: Page, url = '/login') {
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
  await page.goto(url);
  return (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
}

async function signIn(page: Page, account: string, password: string, code: string) {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('signs in with the mock, sees home, signs out', async ({ page }) => {
  const code = await openLogin(page);
  expect(code).toMatch(/^[a-z0-9]{4}$/);
  await signIn(page, 'admin', 'Admin123', code);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();

  // spec 3/4: session storage holds records {dataType, content, type, datetime}.
  const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('saber-token') ?? 'null'));
  expect(record).toMatchObject({ dataType: 'string', type: 'session' });

  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('saber-token'))).toBeNull();

  // spec 2.3: without a token a private route goes to /login.
  await page.goto('/wel/index');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server reason and stores nothing', async ({ page }) => {
  const code = await openLogin(page);
  await signIn(page, 'admin', 'Wrong123', code);
  await expect(page.getByText('用户名或密码不正确')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('saber-token'))).toBeNull();
});

test('unknown paths go to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('signs in through Prism serving the contract', async ({ page }) => {
  const code = await openLogin(page, '/login?mock=off');
  await signIn(page, 'admin', 'Admin123', code);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
});
