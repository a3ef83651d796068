import { expect, openAdminHome, test } from './support/session';
import { signInAsAdmin } from './support/signIn';
import { allOn, header, logButton, topMenu, useRuntimeConfig } from './support/topBar';

// The top-bar items that are off by default and switched on by the runtime configuration (spec 2.5;
// console-config.js, served beside the app): lock (spec 4), themes and colour (2.9), the error log
// (2.9, 8). The carousel and the narrow layout, measured to the pixel, are shellOptional.spec.ts.

// The admin's saved sign-in (support/session.ts); the lock's test signs in itself.
test.use({ signedInAs: 'admin' });

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
