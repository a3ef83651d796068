import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';

// The server menu's icon (source) and meta, in the built console against the mock.

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const topMenu = (page: Page) => page.getByRole('navigation', { name: /^(顶部菜单|Top menu)$/ });
const UNREAD = '（有新消息）';
const UNREAD_EN = '(new)';
const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
const tabBar = (page: Page) => page.getByRole('navigation', { name: /^(已打开的页面|Open pages)$/ });

/** Switches the console to English (a reload, spec 2.2) and waits for the English top menu. */
async function toEnglish(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
  await expect(topMenu(page)).toBeVisible({ timeout: 30_000 }); // the reload builds the console and its mock again
}

// The items are measured in the real fonts (Noto CJK, see scripts/find-browser.mjs), and the
// menu is cut so that every item fits: spec 2.5's ten a page where they fit, as many as fit where not.
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  for (const language of ['zh', 'en'] as const) {
    test(`at ${viewport.width}x${viewport.height} (${language}): each top-menu item carries its icon above its name, and every page fits the one-row window`, async ({ page }) => {
      // A sign-in, a reload in English and every carousel page measured: over a minute on a busy runner.
      test.setTimeout(150_000);
      await page.setViewportSize(viewport);
      await openAdminHome(page);
      if (language === 'en') await toEnglish(page);
      const nextPage = topMenu(page).getByRole('button', { name: /^(下一页菜单|Next menu page)$/ });
      // The seeded admin has 18 top items: past 15, a carousel (spec 2.5).
      const pages = topMenu(page).locator('[data-page]');
      await expect(pages.first()).toBeVisible();
      const sizes = await pages.evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll('li').length));
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(18);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
      const window = await pages.first().locator('../..').boundingBox();
      if (!window) throw new Error('the carousel window is not laid out');
      // Every item is named in the console's language (its route key), as its tab and breadcrumb are.
      const names = (await topMenu(page).locator('[data-page] li button').allTextContents()).map((name) => name.replace(UNREAD, '').replace(UNREAD_EN, ''));
      if (language === 'en') {
        expect(names).toEqual(expect.arrayContaining(['Home', 'Device management', 'Alarm log', 'Run log', 'Device diagnosis', 'Notifications', 'System management']));
        expect(names.filter((name) => /[\u4e00-\u9fff]/.test(name))).toEqual([]);
      } else {
        expect(names).toEqual(expect.arrayContaining(['首页', '设备管理', '告警日志', '运行日志', '设备诊断', '通知管理', '系统管理']));
      }

      for (const [index, size] of sizes.entries()) {
        if (index > 0) await nextPage.click();
        const shown = topMenu(page).locator(`[data-page="${index}"] li button`);
        await expect(shown).toHaveCount(size);
        await expect(shown.first()).toBeInViewport();
        const boxes = [];
        for (const button of await shown.all()) {
          // The icon is decorative: the name alone is the button's name.
          await expect(button.locator('[aria-hidden="true"] svg')).toBeVisible();
          // (Items with a red mark also say so to assistive technology, spec 2.5.)
          const name = ((await button.textContent()) ?? '').replace(UNREAD, '').replace(UNREAD_EN, '');
          expect(name).not.toBe('');
          await expect(button).toHaveAccessibleName(new RegExp(`^${name}\\s*(${UNREAD}|${escaped(UNREAD_EN)})?$`));
          const box = await button.boundingBox();
          if (!box) throw new Error(`${name} is not laid out`);
          boxes.push(box);
          // Icon and name fit the row: nothing wraps, spills out of the window or runs under the page buttons.
          expect(box.y).toBeGreaterThanOrEqual(window.y);
          expect(box.y + box.height).toBeLessThanOrEqual(window.y + window.height);
          expect(box.x + box.width).toBeLessThanOrEqual(window.x + window.width + 0.5);
        }
        // As many as fit: the first item of the next page would not have fitted on this one.
        if (index < sizes.length - 1 && size < 10) {
          const following = await topMenu(page).locator(`[data-page="${index + 1}"] li`).first().boundingBox();
          const used = boxes[boxes.length - 1].x + boxes[boxes.length - 1].width - window.x;
          const gap = boxes.length > 1 ? boxes[1].x - (boxes[0].x + boxes[0].width) : 0;
          expect(used + gap + (following?.width ?? 0)).toBeGreaterThan(window.width);
        }
      }
      // spec 2.5 where the items fit: at 1920 px the first page holds 10, in both languages.
      if (viewport.width === 1920) expect(sizes).toEqual([10, 8]);
    });
  }
}

test('告警日志, opened from the menu search, is labelled in English after the language switch (meta.i18n)', async ({ page }) => {
  await openAdminHome(page);
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
  // The reload builds the console and its mock again: over 10 s on a busy runner.
  await expect(page.getByRole('heading', { name: 'Alarm log', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(tabBar(page).getByRole('tab', { name: 'Alarm log', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabBar(page).getByRole('tab', { name: 'Home', exact: true })).toBeVisible();
});

/** Takes pages out of the signed-in admin's own role grant (role/grant, as the role page's grant dialog does). */
async function ungrant(page: Page, paths: string[]) {
  await page.evaluate(async (paths) => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const headers = { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' };
    const get = async <T,>(path: string) => ((await (await fetch(`/api${path}`, { headers })).json()) as { data: T }).data;
    type Node = { id: string; path?: string; code?: string; roleAlias?: string; children?: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
    const role = flat(await get<Node[]>('/blade-system/role/list')).find((r) => r.roleAlias === 'administrator');
    if (!role) throw new Error('no administrator role');
    const keys = await get<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(`/blade-system/menu/role-tree-keys?roleIds=${role.id}`);
    const dropped = flat(await get<Node[]>('/blade-system/menu/routes')).filter((m) => paths.includes(m.path ?? '')).map((m) => m.id);
    if (dropped.length !== paths.length) throw new Error(`not all of ${paths.join(', ')} are in the menu`);
    const body = { roleIds: [role.id], menuIds: keys.menu.filter((id) => !dropped.includes(id)), dataScopeIds: keys.dataScope, apiScopeIds: keys.apiScope };
    const reply = (await (await fetch('/api/blade-system/role/grant', { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { success: boolean; msg: string };
    if (!reply.success) throw new Error(reply.msg);
  }, paths);
}

for (const language of ['zh', 'en'] as const) {
  test(`(${language}) a route of the console the user's menu lacks is the in-layout 403 with the way home, not the 404`, async ({ page }) => {
    test.setTimeout(150_000);
    await openAdminHome(page);
    if (language === 'en') await toEnglish(page);
    await ungrant(page, ['/monitor/alarm/index', '/system/menu']);
    for (const path of ['/monitor/alarm/index', '/system/menu']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText(language === 'en' ? 'Sorry, you may not open this page.' : '抱歉，您无权访问此页面。')).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(topMenu(page)).toBeVisible(); // inside the layout
      await expect(main.getByRole('link', { name: language === 'en' ? 'Back home' : '返回首页' })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: language === 'en' ? 'Back home' : '返回首页' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });
}
