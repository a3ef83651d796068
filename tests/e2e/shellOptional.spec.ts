import type { Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';
import { signInAsAdmin } from './support/signIn';

// The shell's configurable and responsive parts: the top-bar items that are off by default
// and switched on by the runtime configuration (spec 2.5; console-config.js, served beside the app),
// lock (spec 4), themes and colour (2.9), the error log (2.9, 8), the top-menu carousel past 15 items
// (2.5, 9) and the narrow layout (2.2).

// The admin's saved sign-in (support/session.ts); the lock's test signs in itself.
test.use({ signedInAs: 'admin' });

/** Serves console-config.js as a deployment would after editing it. */
async function useRuntimeConfig(page: Page, config: unknown) {
  await page.route('**/console-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__CONSOLE_CONFIG__ = ${JSON.stringify(config)};` }),
  );
}

const allOn = { topBar: { colorPicker: true, debugLog: true, lock: true, theme: true } };
const header = (page: Page) => page.locator('.ant-layout-header');
const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });
const logButton = (page: Page) => page.getByRole('button', { name: /^错误日志，\d+ 条$/ });

test.describe('runtime configuration of the top bar (spec 2.5)', () => {
  test('the shipped configuration keeps the four optional items hidden, full screen and the menu shown', async ({ page }) => {
    await openAdminHome(page);
    await expect(page.getByRole('button', { name: '全屏', exact: true })).toBeVisible();
    await expect(topMenu(page)).toBeVisible();
    for (const name of ['锁屏', '主题', '主题色']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(logButton(page)).toHaveCount(0);
  });

  test('an edited console-config.js switches them on; a wrong value keeps its default and is named', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await useRuntimeConfig(page, { topBar: { lock: true, theme: 'yes', fullscreen: false } });
    await openAdminHome(page);
    await expect(page.getByRole('button', { name: '锁屏', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '全屏', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '主题', exact: true })).toHaveCount(0);
    expect(warnings).toContain('console-config.js: topBar.theme must be true or false, not string; the default is used.');
  });
});

test.describe('optional top-bar items, switched on', () => {
  test.beforeEach(async ({ page, signedInAs }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await useRuntimeConfig(page, allOn);
    if (signedInAs) await openAdminHome(page);
    else await signInAsAdmin(page);
  });

  test.describe('signing in itself', () => {
    test.use({ signedInAs: undefined });
    test('lock: a password is required, /lock follows, nothing opens until it is given again', async ({ page }) => {
      await page.getByRole('button', { name: '锁屏', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: '锁屏' }).click();
      await expect(dialog.getByText('请输入锁屏密码')).toBeVisible();
      await dialog.getByLabel('锁屏密码').fill('e2e-Lock-9');
      await dialog.getByRole('button', { name: '锁屏' }).click();
      await expect(page).toHaveURL(/\/lock$/);
      await expect(page.getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();
      // spec 4: the lock password is never stored as typed.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain('e2e-Lock-9');

      // Locked: every page of the layout leads back to /lock, even after a reload.
      await page.goto('/monitor/role/role');
      await expect(page).toHaveURL(/\/lock$/);

      await page.getByLabel('锁屏密码').fill('wrong');
      await page.getByRole('button', { name: '解锁' }).click();
      await expect(page.getByText('锁屏密码错误')).toBeVisible();
      await expect(page).toHaveURL(/\/lock$/);
      await page.getByLabel('锁屏密码').fill('e2e-Lock-9');
      await page.getByRole('button', { name: '解锁' }).click();
      await expect(page).toHaveURL(/\/wel\/index$/);
      await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    });
  });

  test('themes: ten themes, a choice recolours the layout at once and survives a reload', async ({ page }) => {
    const headerColour = () => header(page).evaluate((node) => getComputedStyle(node).backgroundColor);
    const before = await headerColour();
    await page.getByRole('button', { name: '主题', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '选择主题' });
    const themes = dialog.getByRole('radiogroup', { name: '选择主题' }).getByRole('radio');
    await expect(themes).toHaveCount(10);
    await expect(dialog.getByRole('radio', { name: /默认主题/ })).toBeChecked();
    // The radios are the cards' inputs under their swatches: a user clicks the card.
    await dialog.locator('label').filter({ hasText: '炫彩主题' }).click();
    await expect(dialog.getByRole('radio', { name: /炫彩主题/ })).toBeChecked();
    await expect.poll(headerColour).not.toBe(before);
    const star = await headerColour();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible({ timeout: 20_000 });
    expect(await headerColour()).toBe(star);
  });

  test('colour picker: #409EFF by default; a preset becomes the primary colour and survives a reload', async ({ page }) => {
    const primary = () => page.evaluate(() => getComputedStyle(document.querySelector('[class*="css-var"]') ?? document.body).getPropertyValue('--ant-color-primary').trim().toLowerCase());
    expect(await primary()).toBe('#409eff');
    await page.getByRole('button', { name: '主题色', exact: true }).click();
    const red = page.getByRole('button', { name: '颜色 #F5222D' });
    await expect(red).toHaveAttribute('aria-pressed', 'false');
    await red.click();
    await expect(red).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(primary).toBe('#f5222d');
    await page.reload();
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible({ timeout: 20_000 });
    expect(await primary()).toBe('#f5222d');
  });

  test('error log: an uncaught error raises the badge; upload says 发送成功!, clear says 清空成功!', async ({ page }) => {
    await expect(logButton(page)).toHaveAccessibleName('错误日志，0 条');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: a failure nobody caught');
      });
    });
    await expect(logButton(page)).toHaveAccessibleName('错误日志，1 条');
    await expect(page.locator('.ant-badge-count').filter({ hasText: '1' })).toBeVisible();

    await logButton(page).click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    await expect(dialog.getByRole('row').filter({ hasText: 'e2e: a failure nobody caught' })).toBeVisible();

    // Upload asks first; cancelling sends nothing.
    await dialog.getByRole('button', { name: /上传服务器/ }).click();
    let confirm = page.getByRole('dialog').filter({ hasText: '确定上传本地日志到服务器?' });
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirm).toBeHidden();
    await dialog.getByRole('button', { name: /上传服务器/ }).click();
    confirm = page.getByRole('dialog').filter({ hasText: '确定上传本地日志到服务器?' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('发送成功!')).toBeVisible();
    // What the server has received leaves the local log.
    await expect(dialog.getByText('暂无错误日志')).toBeVisible();
    await expect(logButton(page)).toHaveAccessibleName('错误日志，0 条');

    // A new failure, then clear: confirmed, and the log is empty here and in storage.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: a second failure');
      });
    });
    await expect(dialog.getByRole('row').filter({ hasText: 'e2e: a second failure' })).toBeVisible();

    await dialog.getByRole('button', { name: /清空本地日志/ }).click();
    confirm = page.getByRole('dialog').filter({ hasText: '确定清空本地日志记录?' });
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('清空成功!')).toBeVisible();
    await expect(dialog.getByText('暂无错误日志')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(logButton(page)).toHaveAccessibleName('错误日志，0 条');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('saber-logsList') ?? 'null')?.content)).toEqual([]);
  });
});

test.describe('top menu past 15 items: a vertical carousel (spec 2.5, 9)', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`at ${viewport.width}x${viewport.height}: as many as fit on the first page (10 where they fit), turned by button and keys, announced`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openAdminHome(page);
      const carousel = topMenu(page).getByRole('group', { name: '顶部菜单', exact: true });
      await expect(carousel).toHaveAttribute('aria-roledescription', '轮播');
      // The seeded admin has 18 top items. The pages are cut by the items' measured widths:
      // 10, then 8 at 1920 px (spec 2.5, 9); at 1366 px the bar leaves room for fewer, so more pages.
      const sizes = await carousel.locator('[data-page]').evaluateAll((nodes) => nodes.map((node) => node.querySelectorAll('li').length));
      if (viewport.width === 1920) expect(sizes).toEqual([10, 8]);
      else expect(sizes[0]).toBeLessThan(10);
      const total = sizes.length;
      const page1 = carousel.getByRole('group', { name: `第 1 页，共 ${total} 页` });
      await expect(page1.getByRole('listitem')).toHaveCount(sizes[0]);
      await expect(topMenu(page).getByRole('listitem')).toHaveCount(sizes[0]);
      const home = topMenu(page).getByRole('button', { name: '首页', exact: true });
      await expect(home).toBeInViewport();

      // 测试页 is the 17th item: on the last page.
      const testPage = topMenu(page).getByRole('button', { name: '测试页', exact: true });
      for (let turn = 1; turn < total; turn++) await page.getByRole('button', { name: '下一页菜单' }).click();
      await expect(testPage).toBeInViewport();
      await expect(topMenu(page).getByRole('listitem')).toHaveCount(sizes[total - 1]);
      await expect(page.getByRole('status').filter({ hasText: `第 ${total} 页，共 ${total} 页` })).toBeAttached();
      // The first page slid out of the one-row window.
      await expect(page.locator('[data-page="0"] li').first()).not.toBeInViewport();
      await expect(page.getByRole('button', { name: '下一页菜单' })).toBeDisabled();

      // Keyboard: arrow up turns back and focus follows to the same place (or the last item of a shorter page).
      await testPage.focus();
      const place = await testPage.evaluate((node) => Number(node.closest('li')?.dataset.position));
      await page.keyboard.press('ArrowUp');
      const previousPage = carousel.getByRole('group', { name: `第 ${total - 1} 页，共 ${total} 页` });
      await expect(previousPage.getByRole('listitem').nth(Math.min(place, sizes[total - 2] - 1)).getByRole('button')).toBeFocused();
      for (let turn = total - 1; turn > 1; turn--) await page.keyboard.press('ArrowUp');
      await expect(home).toBeInViewport();

      // Choosing an item opens its page; the carousel shows the page of the current item.
      for (let turn = 1; turn < total; turn++) await page.getByRole('button', { name: '下一页菜单' }).click();
      await testPage.click();
      await expect(page).toHaveURL(/\/test\/index$/);
      await page.reload();
      await expect(testPage).toBeInViewport({ timeout: 20_000 });
      await expect(testPage).toHaveAttribute('aria-current', 'page');
    });
  }

  test('slides, and does not slide when the user asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' }); // the suite runs with reduced motion
    await openAdminHome(page);
    const track = page.locator('[data-page="0"]').locator('..');
    // Polled: the console hears the media change through a listener and draws the carousel again, and a
    // read between the two meets the track being replaced (an empty value).
    const transition = () => track.evaluate((node) => getComputedStyle(node).transitionDuration);
    await expect.poll(transition).toBe('0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(transition).toBe('0s');
  });
});

test.describe('narrow window (spec 2.2)', () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 820, height: 1000 },
  ]) {
    test(`at ${viewport.width}px the top menu sits behind a button, and nothing spills sideways`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useRuntimeConfig(page, allOn);
      await openAdminHome(page);
      // No row of items below 992px: one menu button, which opens a drawer with every item.
      await expect(page.getByRole('navigation', { name: '顶部菜单' })).toHaveCount(0);
      const opener = page.getByRole('button', { name: /^菜单/ });
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      const drawer = page.getByRole('dialog', { name: '顶部菜单' });
      await expect(drawer.getByRole('listitem')).toHaveCount(18);
      await drawer.getByRole('button', { name: '专家系统', exact: true }).click();
      await expect(page).toHaveURL(/\/monitor\/expert\/index$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { name: '专家系统', exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('tab', { name: '专家系统' })).toHaveAttribute('aria-selected', 'true');

      // Every tool, the optional ones included, stays reachable inside the window.
      for (const name of ['锁屏', '主题', '主题色', '全屏']) await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
      await expect(logButton(page)).toBeInViewport();
      await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The system name yields its room on a phone-width window but stays for screen readers.
      await expect(header(page).getByText('智能设备监测系统')).toBeAttached();
    });
  }
});
