import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { navigateInApp, watchApi } from './support/crawl';
import { isPlaceholderPage } from './support/hostile';
import { LANGUAGES, textsOf, useLanguage } from './support/i18n';
import { signInIn } from './support/language';
import { signInAsAdmin } from './support/signIn';

// Issue 18, accessibility: axe reports no serious or critical violation (WCAG 2.1 A/AA rules) on the
// pages the issue names, in both languages; every dialog below opens from the keyboard on its trigger,
// keeps the focus inside while open, closes with Esc and gives the focus back to what opened it.
// A page not built in this checkout is skipped, named.

type AuditedPage = { name: string; path: string };
const AUDITED: AuditedPage[] = [
  { name: 'home', path: '/wel/index' },
  { name: 'users', path: '/monitor/user/user' },
  { name: 'device list', path: '/monitor/device/device' },
  { name: 'monitoring cards', path: '/monitor/device/card' },
  { name: 'device detail', path: '/monitor/device/detail' },
  { name: 'notifications', path: '/monitor/inform/index' },
  { name: 'big-screen settings', path: '/monitor/configuration/index' },
];

const SERIOUS = new Set(['serious', 'critical']);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations on the page as it is now, each as "rule: target (count)". */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG)
    // The mock's own corner panel (mock mode only) is not the console.
    .exclude('[data-mock-panel]')
    .analyze();
  return violations
    .filter((v) => SERIOUS.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} x ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

const summary: string[] = [];
test.afterAll(() => console.log(`axe, serious/critical violations per page:\n${summary.join('\n')}`));

for (const language of LANGUAGES) {
  test.describe(`axe in ${language}`, () => {
    test('login', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: textsOf(language)('login.submit'), exact: true })).toBeVisible();
      const found = await seriousViolations(page);
      summary.push(`${language} login: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
      expect(found).toEqual([]);
    });

    test('signed-in pages', async ({ page }) => {
      test.setTimeout(120_000);
      const api = watchApi(page);
      await signInIn(page, language, 'admin');
      const failures: string[] = [];
      for (const audited of AUDITED) {
        await navigateInApp(page, audited.path);
        await api.settle();
        if (await isPlaceholderPage(page)) {
          summary.push(`${language} ${audited.name}: not built in this checkout, skipped`);
          test.info().annotations.push({ type: 'skipped page', description: `${audited.name} (${audited.path}) is not built in this checkout` });
          continue;
        }
        const found = await seriousViolations(page);
        summary.push(`${language} ${audited.name}: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
        failures.push(...found.map((v) => `${audited.name}: ${v}`));
      }
      expect(failures).toEqual([]);
    });
  });
}

/** A dialog and how to reach its trigger; `returnsTo` when the focus goes back elsewhere (a dropdown's button). */
type KeyboardDialog = { name: string; path: string; trigger: (page: Page) => Promise<Locator>; returnsTo?: (page: Page) => Locator };

const byName = (name: string | RegExp) => async (page: Page) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();
const inMenu = (opener: string | RegExp, item: string) => async (page: Page) => {
  const button = page.getByRole('button', { name: opener }).first();
  await button.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  // Down the menu as a keyboard user goes (the menu tracks its active item itself).
  for (let i = 0; i < 12 && !(await entry.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('ArrowDown');
  }
  return entry;
};

const DIALOGS: KeyboardDialog[] = [
  { name: 'software download', path: '/wel/index', trigger: byName('软件下载') },
  { name: 'clear cache confirm', path: '/wel/index', trigger: inMenu('更多', '清除缓存'), returnsTo: (page) => page.getByRole('button', { name: '更多' }).first() },
  { name: 'log out confirm', path: '/wel/index', trigger: inMenu(/^用户菜单/, '退出登录'), returnsTo: (page) => page.getByRole('button', { name: /^用户菜单/ }).first() },
  { name: 'new user', path: '/monitor/user/user', trigger: byName('新增用户') },
  { name: 'new company (tree)', path: '/monitor/user/user', trigger: byName('新增') },
  { name: 'new role', path: '/monitor/role/role', trigger: byName('新增角色') },
  { name: 'new notice', path: '/monitor/inform/index', trigger: byName('新增通知') },
  // A button with an icon is named by the icon too ("plus 新增记录").
  { name: 'new record', path: '/monitor/record/index', trigger: byName(/新增记录$/) },
  { name: 'new expert entry', path: '/monitor/expert/index', trigger: byName(/新增条目$/) },
  { name: 'new menu', path: '/system/menu', trigger: byName('新增菜单') },
];

test('every dialog opens, works and closes from the keyboard, and the focus goes back to its trigger', async ({ page }) => {
  test.setTimeout(120_000);
  const api = watchApi(page);
  await signInAsAdmin(page);
  const problems: string[] = [];
  const tried: string[] = [];
  for (const dialog of DIALOGS) {
    await navigateInApp(page, dialog.path);
    await api.settle();
    if (await isPlaceholderPage(page)) {
      test.info().annotations.push({ type: 'skipped dialog', description: `${dialog.name}: ${dialog.path} is not built in this checkout` });
      continue;
    }
    const trigger = await dialog.trigger(page);
    if (!(await trigger.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      problems.push(`${dialog.name}: no trigger on ${dialog.path}`);
      continue;
    }
    if (!dialog.returnsTo) await trigger.focus();
    // Buttons take Enter and Space, in turns; a menu item takes Enter (Space is optional in menus, WAI-ARIA).
    const key = tried.length % 2 && !dialog.returnsTo ? 'Space' : 'Enter';
    await page.keyboard.press(key);
    const opened = page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ visible: true }).last();
    if (!(await opened.isVisible({ timeout: 5_000 }).catch(() => false)) && !(await opened.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      problems.push(`${dialog.name}: ${key} on its trigger opened nothing`);
      continue;
    }
    await api.settle();
    tried.push(dialog.name);
    // Inside: the focus is in the dialog and Tab keeps it there.
    for (let i = 0; i < 6; i++) {
      const inside = await opened.evaluate((el) => el.contains(document.activeElement));
      if (!inside) {
        problems.push(`${dialog.name}: the focus left the dialog (${i} Tab)`);
        break;
      }
      await page.keyboard.press('Tab');
    }
    // Esc closes what is on top first: an open select or date popup, then the dialog.
    // A form the Tabs went through may ask whether to discard it (its own confirm, focus on discard).
    const discard = page.locator('.ant-modal-confirm').filter({ visible: true });
    for (let i = 0; i < 3 && (await opened.isVisible()); i++) {
      await page.keyboard.press('Escape');
      if (await discard.waitFor({ timeout: 500 }).then(() => true, () => false)) await page.keyboard.press('Enter');
      await opened.waitFor({ state: 'hidden', timeout: 1_000 }).catch(() => undefined);
    }
    await expect.soft(opened, `${dialog.name}: Esc closes it`).toBeHidden();
    const back = dialog.returnsTo ? dialog.returnsTo(page) : trigger;
    await expect.soft(back, `${dialog.name}: the focus returns to its trigger`).toBeFocused();
  }
  console.log(`keyboard dialogs: ${tried.length} opened and closed by keyboard (${tried.join(', ')})`);
  expect(problems).toEqual([]);
});
