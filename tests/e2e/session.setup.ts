import { mkdirSync, writeFileSync } from 'node:fs';
import { ACCOUNTS, ROLES, SAVED_DIR, expect, savedSessionPath, savedStatePath, test } from './support/session';

// Signs each role in once per run, through the login page as a user does, and saves the signed-in state
// for the tests (support/session.ts): Playwright's storage state with IndexedDB (the mock's world and the
// token it issued) and, beside it, the tab's session storage (storageState leaves it out).

for (const role of ROLES) {
  test(`sign in as ${role} and save it`, async ({ page }) => {
    test.setTimeout(120_000);
    const { account, password } = ACCOUNTS[role];
    const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
    await page.goto('/login');
    const code = (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('textbox', { name: '验证码' }).fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 90_000 });
    // The home page has asked for the menu and the user: what a signed-in tab holds is in place.
    await expect(page.getByRole('navigation', { name: '顶部菜单' })).toBeVisible({ timeout: 60_000 });
    mkdirSync(SAVED_DIR, { recursive: true });
    await page.context().storageState({ path: savedStatePath(role), indexedDB: true });
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(session['saber-token'], 'the console keeps its token in session storage').toBeTruthy();
    writeFileSync(savedSessionPath(role), JSON.stringify(session, null, 2));
  });
}
