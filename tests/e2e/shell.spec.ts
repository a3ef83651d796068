import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';
import { signInAsAdmin } from './support/signIn';

// The console shell: routes, tabs, top bar, menu search, session and footer, against the
// in-browser mock, at the two desktop sizes the console is designed for.

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

const tabBar = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabs = (page: Page) => tabBar(page).getByRole('tab');
const tab = (page: Page, name: string) => tabBar(page).getByRole('tab', { name, exact: true });
const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });
/**
 * Opens a page the way a user does: from the top menu, inside the running app (a red mark adds to the
 * name), turning the carousel to the item's page first (how many a page holds depends on the window).
 */
async function openFromTopMenu(page: Page, name: string) {
  await showInTopMenu(page, name);
  await topMenu(page).getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

/** Turns the top menu's carousel (when there is one) to the page that holds the item `name`. */
async function showInTopMenu(page: Page, name: string) {
  const menu = topMenu(page);
  // The item is in the DOM once the menu has loaded, whichever page holds it.
  await expect(menu.locator('li button', { hasText: new RegExp(`^${name}`) })).toBeAttached();
  const pageOf = menu.locator('[data-page]').filter({ has: page.locator('li button', { hasText: new RegExp(`^${name}`) }) });
  if ((await pageOf.count()) > 0) {
    const target = Number(await pageOf.getAttribute('data-page'));
    const shown = Number(await menu.locator('[data-page]:not([inert])').getAttribute('data-page'));
    const turn = menu.getByRole('button', { name: target > shown ? '下一页菜单' : '上一页菜单' });
    for (let step = 0; step < Math.abs(target - shown); step++) await turn.click();
  }
}
/** A call as the console makes it, with the signed-in user's token (to arrange the mock's world). */
function api(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
      const reply = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await reply.json()) as { code: number; data: unknown };
    },
    { path, body },
  );
}
const pageTitle = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

for (const viewport of VIEWPORTS) {
  test.describe(`shell at ${viewport.width}x${viewport.height}`, () => {
    // The admin's saved sign-in (support/session.ts), but for the session's own test, which signs in.
    test.use({ signedInAs: 'admin' });
    test.beforeEach(async ({ page, signedInAs }) => {
      await page.setViewportSize(viewport);
      if (signedInAs) await openAdminHome(page);
      else await signInAsAdmin(page);
    });

    test('routes: /, spec 2.2 pages by URL, unknown path, unsafe iframe, /otherlogin', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/wel\/index$/);

      for (const [path, title] of [
        ['/monitor/device/device', '设备列表'],
        ['/monitor/inform/index', '通知管理'],
        ['/monitor/role/role', '角色管理'],
        ['/test/index', '测试页'],
      ] as const) {
        await page.goto(path);
        await expect(pageTitle(page, title)).toBeVisible();
        await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
      }

      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/404$/);

      await page.goto(`/myiframe/${encodeURIComponent('javascript:alert(1)')}`);
      await expect(page.getByRole('alert')).toContainText('只能嵌入 http 或 https 地址');
      await expect(page.locator('iframe')).toHaveCount(0);

      await page.goto('/otherlogin');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('saber-token'))).toBeNull();
    });

    test('tabs: open, deduplicate, follow navigation, close, close all, last tab', async ({ page }) => {
      await expect(tabs(page)).toHaveText(['首页']);
      // spec 4: the last tab cannot be closed, so it has no close button.
      await expect(tabBar(page).locator('[data-tab-close][title="关闭标签"]')).toHaveCount(0);

      await openFromTopMenu(page, '专家系统');
      await expect(pageTitle(page, '专家系统')).toBeVisible();
      await openFromTopMenu(page, '统计分析');
      await expect(pageTitle(page, '统计分析')).toBeVisible();
      await openFromTopMenu(page, '档案记录');
      await expect(pageTitle(page, '档案记录')).toBeVisible();
      await expect(tabs(page)).toHaveText(['首页', '专家系统', '统计分析', '档案记录']);
      await expect(tab(page, '档案记录')).toHaveAttribute('aria-selected', 'true');

      // Reopening a page re-activates its tab instead of adding one.
      await openFromTopMenu(page, '专家系统');
      await expect(page).toHaveURL(/\/monitor\/expert\/index$/);
      await expect(tabs(page)).toHaveCount(4);
      await expect(tab(page, '专家系统')).toHaveAttribute('aria-selected', 'true');

      // Choosing a tab navigates to its page.
      await tab(page, '统计分析').click();
      await expect(page).toHaveURL(/\/monitor\/statistics\/index$/);
      await expect(pageTitle(page, '统计分析')).toBeVisible();

      // Closing the active tab activates the one before it.
      await tab(page, '档案记录').click();
      await expect(page).toHaveURL(/\/monitor\/record\/index$/);
      await tabBar(page).locator('.ant-tabs-tab', { has: page.getByRole('tab', { name: '档案记录', exact: true }) }).locator('[data-tab-close][title="关闭标签"]').click();
      await expect(tabs(page)).toHaveText(['首页', '专家系统', '统计分析']);
      await expect(tab(page, '统计分析')).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\/monitor\/statistics\/index$/);

      await tabBar(page).getByRole('button', { name: '更多标签操作' }).click();
      await page.getByRole('menuitem', { name: '关闭所有' }).click();
      await expect(tabs(page)).toHaveText(['首页']);
      await expect(page).toHaveURL(/\/wel\/index$/);
      await expect(tabBar(page).locator('[data-tab-close][title="关闭标签"]')).toHaveCount(0);
    });

    test('tabs: clear cache asks first, then says it is done', async ({ page }) => {
      await tabBar(page).getByRole('button', { name: '更多标签操作' }).click();
      await page.getByRole('menuitem', { name: '清除缓存' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '是否需要清除缓存?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: /确\s*定/ }).click();
      await expect(page.getByText('清除完毕')).toBeVisible();
      await expect(confirm).toBeHidden();
    });

    test('top bar: logout asks first and cancel keeps the session', async ({ page }) => {
      await page.getByRole('button', { name: /^用户菜单/ }).click();
      await page.getByRole('menuitem', { name: /退出登录/ }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: '退出系统, 是否继续?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: /取\s*消/ }).click();
      await expect(confirm).toBeHidden();
      await expect(page).toHaveURL(/\/wel\/index$/);
      expect(await page.evaluate(() => sessionStorage.getItem('saber-token'))).not.toBeNull();
      await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    });

    test('top bar: full screen toggles its pressed state without breaking the page', async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      const button = page.getByRole('button', { name: '全屏', exact: true });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      // Headless Chromium may refuse full screen; the button must then report what really happened.
      // The request is answered later (fullscreenchange or fullscreenerror): listen before the click.
      type Awaiting = { fullScreenOutcome: Promise<boolean> };
      await page.evaluate(() => {
        (window as unknown as Awaiting).fullScreenOutcome = new Promise<boolean>((resolve) => {
          document.addEventListener('fullscreenchange', () => resolve(!!document.fullscreenElement), { once: true });
          document.addEventListener('fullscreenerror', () => resolve(false), { once: true });
          setTimeout(() => resolve(!!document.fullscreenElement), 3_000);
        });
      });
      await button.click();
      const entered = await page.evaluate(() => (window as unknown as Awaiting).fullScreenOutcome);
      await expect(button).toHaveAttribute('aria-pressed', String(entered));
      if (entered) {
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'false');
      }
      await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('top bar: the mock top menu in its carousel, with red marks on 通知管理 and 运行日志 from their checks', async ({ page }) => {
      const menu = topMenu(page);
      // The seeded admin has 18 top items: more than 15, so a carousel; its first page shows 10 where
      // they fit (1920 px), as many as fit at 1366 px (menuRoutes.spec.ts checks the fit).
      await expect(menu.getByRole('button', { name: '首页', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: '设备管理', exact: true })).toBeVisible();
      const pages = await menu.locator('[data-page]').count();
      if (viewport.width === 1920) {
        await expect(menu.getByRole('listitem')).toHaveCount(10);
        expect(pages).toBe(2);
      }
      await expect(menu.getByRole('group', { name: '顶部菜单翻页' })).toContainText(`1/${pages}`);

      // spec 2.5: the red mark follows the server's unread check. The seeded admin has unread notices;
      // once they are all read, the mark goes.
      const itemNamed = (name: string) => menu.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^${name}`) }) });
      const notices = itemNamed('通知管理');
      expect((await api(page, '/inform/readStatus')).data).toBe(true);
      await showInTopMenu(page, '通知管理');
      // The hidden text tells screen readers what the dot shows.
      await expect(notices.getByRole('button')).toHaveAccessibleName(/^通知管理\s*（有新消息）$/);
      await expect(notices.locator('.ant-badge-dot')).toBeVisible();

      // The run log and diagnosis items follow their own checks; the seeded world has news in the run log only.
      expect((await api(page, '/collectorRunLog/readStatus')).data).toBe(true);
      await showInTopMenu(page, '运行日志');
      await expect(itemNamed('运行日志').getByRole('button')).toHaveAccessibleName(/^运行日志\s*（有新消息）$/);
      await expect(itemNamed('运行日志').locator('.ant-badge-dot')).toBeVisible();
      expect((await api(page, '/deviceDiagnose/readStatus')).data).toBe(false);
      await expect(itemNamed('设备诊断').getByRole('button')).toHaveAccessibleName('设备诊断');
      await expect(itemNamed('设备诊断').locator('.ant-badge-dot')).toHaveCount(0);

      const list = await api(page, '/inform/list?current=1&size=100');
      for (const notice of (list.data as { records: { id: string; readStatus: number }[] }).records.filter((r) => r.readStatus === 0)) {
        expect((await api(page, `/inform/updateReadStatus?id=${notice.id}`, {})).code).toBe(200);
      }
      expect((await api(page, '/inform/readStatus')).data).toBe(false);
      await page.reload();
      await showInTopMenu(page, '通知管理');
      await expect(notices.getByRole('button')).toHaveAccessibleName('通知管理');
      await expect(notices.locator('.ant-badge-dot')).toHaveCount(0);
      await showInTopMenu(page, '首页');
      const home = menu.getByRole('listitem').filter({ has: page.getByRole('button', { name: '首页', exact: true }) });
      await expect(home.locator('.ant-badge-dot')).toHaveCount(0);

      for (let turn = 1; turn < pages; turn++) await menu.getByRole('button', { name: '下一页菜单' }).click();
      await expect(menu.getByRole('group', { name: '顶部菜单翻页' })).toContainText(`${pages}/${pages}`);
      await expect(menu.getByRole('button', { name: '测试页', exact: true })).toBeVisible();
    });

    test('search: Ctrl+K opens the menu search, lists a match, Esc closes it', async ({ page }) => {
      await page.keyboard.press('Control+K');
      const dialog = page.getByRole('dialog', { name: '菜单搜索' });
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole('combobox', { name: '搜索菜单' });
      await expect(input).toBeFocused();
      await input.fill('角色');
      await expect(dialog.getByRole('option')).toHaveCount(1);
      await expect(dialog.getByRole('option')).toContainText('角色管理');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/wel\/index$/);
    });

    test('search: the top autocomplete finds a leaf by prefix and opens it', async ({ page }) => {
      const box = page.getByRole('combobox', { name: '按菜单名称快速打开' });
      await box.fill('设备');
      // antd lists every match visibly (its a11y listbox holds only the active one): leaves whose name starts
      // with the text, so not the group 设备管理 itself.
      const options = page.locator('.ant-select-dropdown .ant-select-item-option');
      await expect(options).toHaveText(['设备列表', '设备监测', '设备图表', '设备详情', '设备诊断']);
      await options.filter({ hasText: '设备详情' }).click();
      await expect(page).toHaveURL(/\/monitor\/device\/detail$/);
      await expect(pageTitle(page, '设备详情')).toBeVisible();
      await expect(box).toHaveValue('');
    });

    test.describe('signing in itself', () => {
      test.use({ signedInAs: undefined });
      test('session: storage records and a reload that keeps the page', async ({ page }) => {
        const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('saber-token') ?? 'null'));
        expect(record).toMatchObject({ dataType: 'string', type: 'session' });
        expect(typeof record.content).toBe('string');
        expect(record.content.length).toBeGreaterThan(0);

        await openFromTopMenu(page, '通知管理');
        await expect(page).toHaveURL(/\/monitor\/inform\/index$/);
        await page.reload();
        await expect(page).toHaveURL(/\/monitor\/inform\/index$/);
        await expect(pageTitle(page, '通知管理')).toBeVisible();
        await expect(tabs(page)).toHaveText(['首页', '通知管理']);
        await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
      });
    });

    test('footer: copyright to this year and the version', async ({ page }) => {
      const year = new Date().getFullYear();
      await expect(page.getByRole('contentinfo')).toHaveText(`© 2018-${year} V05.05.0604`);
    });
  });
}

test.describe('/myiframe/{routerPath} (spec 2.1: public, not a tab)', () => {
  const address = 'https://screen.example.invalid/industry/1';
  const path = `/myiframe/${encodeURIComponent(address)}`;

  test('signed out, it shows the external page on its own, sandboxed', async ({ page }) => {
    await page.goto(path);
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', address);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(box?.height).toBe(page.viewportSize()?.height);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'admin' });
    test('signed in, it opens inside the layout without a tab, and the tabs lead back', async ({ page }) => {
      await openAdminHome(page);
      await page.goto(path);
      await expect(page.locator('iframe')).toHaveAttribute('src', address);
      const tabBar = page.getByRole('navigation', { name: '已打开的页面' });
      await expect(tabBar.getByRole('tab')).toHaveText(['首页']);
      await expect(tabBar.getByRole('tab', { selected: true })).toHaveCount(0);
      await tabBar.getByRole('tab', { name: '首页' }).click();
      await expect(page).toHaveURL(/\/wel\/index$/);
      await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    });
  });
});
