import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';

// The in-browser mock backend: its world survives a reload, a URL resets it, the dev panel shows it.

/** A call as the console makes it, with the signed-in user's token. */
function api(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
      const reply = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return (await reply.json()) as { code: number; data: { records: { title: string }[] } };
    },
    { path, init },
  );
}

const title = 'E2E 持久化检查';
const titles = async (page: Page) =>
  (await api(page, `/inform/list?current=1&size=50&title=${encodeURIComponent(title)}`)).data.records.map((r) => r.title);

test.describe('signed in (the saved sign-in, support/session.ts)', () => {
  test.use({ signedInAs: 'admin' });
  test('the mock world survives a reload and ?mock-reset=1 restores the seeded world', async ({ page }) => {
    await openAdminHome(page);
    const created = await api(page, '/inform/submit', { method: 'POST', body: { title, content: '重新加载后仍应存在。' } });
    expect(created.code).toBe(200);
    expect(await titles(page)).toEqual([title]);

    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible(); // the session survived too
    expect(await titles(page)).toEqual([title]);

    // A reset rebuilds the seeded world: the notice is gone, the session it had issued is kept.
    await page.goto('/wel/index?mock-reset=1');
    await expect(page).not.toHaveURL(/mock-reset/);
    await expect(page.getByRole('button', { name: 'Mock: default' })).toBeVisible(); // the worker is up
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    expect((await api(page, '/blade-user/info')).code).toBe(200);
    expect(await titles(page)).toEqual([]);
    // ...and saved with the new world: a reload is still signed in, in the seeded world.
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    expect(await titles(page)).toEqual([]);
  });
});

test('the dev panel names the scenario and lists what the world holds', async ({ page }) => {
  await page.goto('/login');
  const toggle = page.getByRole('button', { name: 'Mock: default' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Mock backend' });
  await expect(panel).toContainText(/\d+ 部门 · \d+ 设备 · \d+ 文件 · seed 20261121/);
  await expect(panel.getByLabel('Scenario')).toHaveValue('default');
});

test('?mock-scenario=empty serves the empty world', async ({ page }) => {
  await page.goto('/login?mock-scenario=empty');
  await page.getByRole('button', { name: 'Mock: empty' }).click();
  await expect(page.getByRole('region', { name: 'Mock backend' })).toContainText('1 部门 · 0 设备 · 0 文件');
});

test.describe('signed in (the saved sign-in, support/session.ts)', () => {
  test.use({ signedInAs: 'admin' });
  test('a service worker that cannot update is said in the mock panel, not thrown as an uncaught error', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await openAdminHome(page);
    // MSW's start() asks the registration to update() without waiting (mswjs/msw#2006); when the script
    // cannot be fetched, the browser rejects it with this message. The same rejection, raised in the page:
    await page.evaluate(() => {
      void Promise.reject(new TypeError(`Failed to update a ServiceWorker for scope ('${location.origin}/') with script ('${location.origin}/mockApiWorker.js'): Not found`));
    });
    const toggle = page.getByRole('button', { name: 'Mock: default ⚠' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Mock backend' }).getByRole('status')).toContainText('Service worker could not update; the running one keeps answering.');
    // Not an uncaught error, and not a UI error in the console's log (spec 8); the mock goes on answering.
    expect(uncaught).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('saber-logsList') ?? 'null')?.content ?? [])).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();

    // Any other rejection is still an uncaught error, recorded in the log.
    await page.evaluate(() => {
      void Promise.reject(new Error('e2e: another rejection'));
    });
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('saber-logsList') ?? 'null')?.content ?? []).length)).toBe(1);
  });
});
