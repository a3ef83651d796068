import { expect, openAdminHome, test } from './support/session';
import { allOn, header, logButton, topMenu, useRuntimeConfig } from './support/topBar';

// The shell's responsive parts, measured to the pixel (the measured project, alone): the top-menu
// carousel past 15 items (spec 2.5, 9) and the narrow layout (2.2). The optional top-bar items
// themselves are topBarOptional.spec.ts.

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

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
