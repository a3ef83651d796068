import { expect, openAdminHome, test } from './support/session';
import { signInAsAdmin } from './support/signIn';

// in Chromium against the in-browser mock: the session refresh (spec 4: a check
// every 10 s, a refresh once the token's age reaches tokenTime 3000 s), a 401 that logs out, and the
// language switch that reloads the page and resets the title (spec 2.2).

test.use({ viewport: { width: 1366, height: 768 } });

const sessionToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string | undefined);

test('a token that reaches tokenTime is refreshed by the 10 s check, once, and the session goes on', async ({ page }) => {
  // The page's clock is ours: 3000 s pass in a moment, the mock (in its worker) keeps real time.
  await page.clock.install();
  await signInAsAdmin(page);
  const before = await sessionToken(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    // Stock BladeX's refresh: the sign-in call with grant_type=refresh_token.
    const url = new URL(request.url());
    if (url.pathname.endsWith('/blade-auth/oauth/token') && url.searchParams.get('grant_type') === 'refresh_token') refreshes.push(request.url());
  });

  // Just short of tokenTime: the checks run, nothing is due.
  await page.clock.runFor(2990 * 1000);
  expect(refreshes).toHaveLength(0);

  // Past it: the next 10 s check refreshes, and only one refresh goes out.
  await page.clock.runFor(20 * 1000);
  await expect.poll(() => refreshes.length).toBe(1);
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  await page.clock.runFor(20 * 1000);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('a 401 past the token\'s expiry refreshes once and the session goes on', async ({ page }) => {
  // The mock issues this sign-in's token for 10 s; the console's own refresh would wait 3000 s.
  await signInAsAdmin(page, '/login?mock-token-ttl=10');
  const before = await sessionToken(page);
  await page.waitForTimeout(10_500);
  // Any call now carries an expired token: the mock answers 401, the console refreshes and asks again.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible();
  await expect.poll(() => sessionToken(page)).not.toBe(before);
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('a 401 after a failed refresh logs out to /login (spec 8)', async ({ page }) => {
  await signInAsAdmin(page, '/login?mock-token-ttl=10');
  await page.waitForTimeout(10_500);
  // The token has expired and there is no refresh token to renew it with: the console signs out.
  await page.evaluate(() => sessionStorage.removeItem('saber-refreshToken'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await sessionToken(page)).toBeUndefined();
});

test.describe('signed in (the saved sign-in, support/session.ts)', () => {
  test.use({ signedInAs: 'admin' });
  test('the language switch reloads the page in English and resets the title, and it is remembered', async ({ page }) => {
    await openAdminHome(page);
    await expect(page).toHaveTitle(/智能设备监测系统/);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page).toHaveTitle(/Intelligent Equipment Monitoring System/);
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });
});

test.describe('signed in (the saved sign-in, support/session.ts)', () => {
  test.use({ signedInAs: 'admin' });
  test('the user menu offers personal info to a user granted /monitor/top/userDetail, and it opens /info/index', async ({ page }) => {
    // The top bar asks buttonVerification for /monitor/top/userDetail as it loads (spec 6).
    const verdict = page.waitForResponse((res) => res.url().includes('buttonVerification') && res.url().includes(encodeURIComponent('/monitor/top/userDetail')));
    await openAdminHome(page);
    expect(((await (await verdict).json()) as { msg: string }).msg).toBe('成功');
    await page.getByRole('button', { name: '用户菜单：管理员' }).click();
    await page.getByRole('menuitem', { name: /个人信息/ }).click();
    await expect(page).toHaveURL(/\/info\/index$/);
  });
});
