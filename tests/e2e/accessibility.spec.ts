import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { navigateInApp, watchApi } from './support/crawl';
import { isPlaceholderPage } from './support/hostile';
import { literal, textsOf, useLanguage, type Language } from './support/i18n';
import { languagesOf } from './support/language';
import { apiGet } from './support/mockWorld';
import { expect, openSignedInIn, test } from './support/session';

// Accessibility: axe reports no serious or critical violation (WCAG 2.1 A/AA rules) on the
// pages the issue names, in both languages; every dialog below opens from the keyboard on its trigger,
// keeps the focus inside while open, closes with Esc and gives the focus back to what opened it, in
// both languages; one form dialog is filled and saved from the keyboard alone. Every page is built: a
// page that shows the placeholder frame fails.

/** A mock reply can take 20 s when the 2-core runner is shared with other suites: settling waits up to a minute. */
const SETTLE_MS = 60_000;

type Say = ReturnType<typeof textsOf>;
type AuditedPage = {
  name: string;
  /** The address; a function when it needs the world's data (a seeded device's id). */
  path: string | ((page: Page) => Promise<string>);
  /** Waits until what axe should see is on screen (beyond the API calls having settled). */
  ready?: (page: Page, say: Say) => Promise<void>;
};

/** The first device of the device list, as the API gives it. */
const firstDevice = async (page: Page) => {
  const [device] = (await apiGet<{ records: { deviceId: string }[] }>(page, '/device/page?current=1&size=1')).records;
  return `/monitor/device/detail?deviceId=${device.deviceId}`;
};

const AUDITED: AuditedPage[] = [
  { name: 'home', path: '/wel/index' },
  {
    name: 'users',
    path: '/monitor/user/user',
    // Its rows drawn: a table still empty has no focusable cell, and its horizontal scroll area none.
    ready: async (page) => expect(page.getByRole('main').locator('tr[data-row-key]').first()).toBeVisible({ timeout: 30_000 }),
  },
  { name: 'device list', path: '/monitor/device/device' },
  { name: 'monitoring cards', path: '/monitor/device/card' },
  {
    name: 'device detail',
    path: firstDevice,
    // The real page of a seeded device: its item table (a row per item) and its trend chart drawn.
    ready: async (page, say) => {
      const table = page.getByRole('table', { name: new RegExp(`^${literal(say('detail.section.items', { count: '' }).replace(/[(（][)）]$/, ''))}[(（]\\d+[)）]$`) });
      await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('figure').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    },
  },
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

// Every test here but the login page's starts from the saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const summary: string[] = [];
test.afterAll(() => {
  if (summary.length) console.log(`axe, serious/critical violations per page:\n${summary.join('\n')}`);
});

for (const language of languagesOf()) {
  test.describe(`axe in ${language}`, () => {
    test.describe('signed out', () => {
      test.use({ signedInAs: undefined });
      test('login', async ({ page }) => {
        await useLanguage(page, language);
        await page.goto('/login');
        await expect(page.getByRole('button', { name: textsOf(language)('login.submit'), exact: true })).toBeVisible({ timeout: 30_000 });
        const found = await seriousViolations(page);
        summary.push(`${language} login: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
        expect(found).toEqual([]);
      });
    });

    test('signed-in pages', async ({ page }) => {
      // About 40 s on a quiet 2-core runner; the bound is for one shared with other suites.
      test.setTimeout(420_000);
      const api = watchApi(page);
      const say = textsOf(language);
      await openSignedInIn(page, language);
      const failures: string[] = [];
      for (const audited of AUDITED) {
        const path = typeof audited.path === 'string' ? audited.path : await audited.path(page);
        await navigateInApp(page, path);
        await api.settle(400, SETTLE_MS);
        expect(await isPlaceholderPage(page), `${audited.name} (${path}) shows the placeholder frame: every page is built`).toBe(false);
        await audited.ready?.(page, say);
        const found = await seriousViolations(page);
        summary.push(`${language} ${audited.name}: ${found.length}${found.length ? `\n  ${found.join('\n  ')}` : ''}`);
        failures.push(...found.map((v) => `${audited.name}: ${v}`));
      }
      expect(failures).toEqual([]);
    });
  });
}

/** A dialog and how to reach its trigger; `returnsTo` when the focus goes back elsewhere (a dropdown's button). */
type KeyboardDialog = {
  name: string;
  path: string;
  trigger: (page: Page, say: Say) => Promise<Locator>;
  returnsTo?: (page: Page, say: Say) => Locator;
};

/** A button by its whole name (a string: exact; a RegExp as given). */
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).first();
const byName = (name: (say: Say) => string | RegExp) => async (page: Page, say: Say) => button(page, name(say));
/** A button named by a message with one value, whatever the value (a row's "Grants of <name>"). */
const named = (say: Say, id: Parameters<Say>[0], key: string) => {
  const [before, after] = say(id, { [key]: '\u0000' }).split('\u0000');
  return new RegExp(`^${literal(before)}.+${literal(after)}$`);
};
/** An icon button is named by its icon too ("plus 新增记录"). */
const endsWith = (text: string) => new RegExp(`${literal(text)}$`);

const inMenu = (opener: (say: Say) => string | RegExp, item: (say: Say) => string) => async (page: Page, say: Say) => {
  const menuButton = button(page, opener(say));
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item(say) });
  await expect(entry).toBeVisible();
  // Down the menu as a keyboard user goes (the menu tracks its active item itself).
  for (let i = 0; i < 12 && !(await entry.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('ArrowDown');
  }
  return entry;
};
const tabsMore = (say: Say) => new RegExp(literal(say('tabs.more')));
const userMenu = (say: Say) => new RegExp(`^${literal(say('topbar.user.menu', { name: '' }))}`);
const moreOfUser = (say: Say) => named(say, 'users.action.moreOne', 'account');

const DIALOGS: KeyboardDialog[] = [
  { name: 'software download', path: '/wel/index', trigger: byName((say) => say('topbar.software')) },
  // The tab bar's 更多 is named by its icon too.
  { name: 'clear cache confirm', path: '/wel/index', trigger: inMenu(tabsMore, (say) => say('tabs.clearCache')), returnsTo: (page, say) => button(page, tabsMore(say)) },
  { name: 'log out confirm', path: '/wel/index', trigger: inMenu(userMenu, (say) => say('logout.action')), returnsTo: (page, say) => button(page, userMenu(say)) },
  { name: 'new user', path: '/monitor/user/user', trigger: byName((say) => endsWith(say('users.action.add'))) },
  // The row's "more" menu: 分配角色 opens the user role dialog.
  { name: 'user role', path: '/monitor/user/user', trigger: inMenu(moreOfUser, (say) => say('users.action.grant')), returnsTo: (page, say) => button(page, moreOfUser(say)) },
  { name: 'new company (tree)', path: '/monitor/user/user', trigger: byName((say) => say('department.add')) },
  { name: 'new role', path: '/monitor/role/role', trigger: byName((say) => endsWith(say('roles.action.add'))) },
  { name: 'role grant', path: '/monitor/role/role', trigger: byName((say) => named(say, 'roles.action.grantOne', 'name')) },
  { name: 'new notice', path: '/monitor/inform/index', trigger: byName((say) => endsWith(say('inform.action.add'))) },
  { name: 'send notice confirm', path: '/monitor/inform/index', trigger: byName((say) => named(say, 'inform.action.sendNamed', 'name')) },
  { name: 'new record', path: '/monitor/record/index', trigger: byName((say) => endsWith(say('records.action.add'))) },
  { name: 'new expert entry', path: '/monitor/expert/index', trigger: byName((say) => endsWith(say('expert.action.add'))) },
  { name: 'new menu', path: '/system/menu', trigger: byName((say) => endsWith(say('menuAdmin.action.add'))) },
  { name: 'dictionary form', path: '/dict-horizontal/index', trigger: byName((say) => endsWith(say('dict.action.addDictionary'))) },
];

const opened = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ visible: true }).last();

/** Opens every dialog from the keyboard, Tabs inside it, closes it with Esc and checks where the focus went. */
async function tryDialogs(page: Page, language: Language) {
  const say = textsOf(language);
  const api = watchApi(page);
  await openSignedInIn(page, language);
  const problems: string[] = [];
  const tried: string[] = [];
  // A form the Tabs went through may ask whether to discard it (its own confirm, focus on discard).
  const discard = page.locator('.ant-modal-confirm').filter({ hasText: say('form.unsaved.content') }).filter({ visible: true });
  for (const dialog of DIALOGS) {
    await navigateInApp(page, dialog.path);
    await api.settle(400, SETTLE_MS);
    expect(await isPlaceholderPage(page), `${dialog.name}: ${dialog.path} shows the placeholder frame: every page is built`).toBe(false);
    const trigger = await dialog.trigger(page, say);
    if (!(await trigger.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
      problems.push(`${dialog.name}: no trigger on ${dialog.path}`);
      continue;
    }
    if (!dialog.returnsTo) await trigger.focus();
    // Buttons take Enter and Space, in turns; a menu item takes Enter (Space is optional in menus, WAI-ARIA).
    const key = tried.length % 2 && !dialog.returnsTo ? 'Space' : 'Enter';
    await page.keyboard.press(key);
    const shown = opened(page);
    if (!(await shown.waitFor({ timeout: 10_000 }).then(() => true, () => false))) {
      problems.push(`${dialog.name}: ${key} on its trigger opened nothing`);
      continue;
    }
    await api.settle(400, SETTLE_MS);
    tried.push(dialog.name);
    // Inside: the focus is in the dialog and Tab keeps it there.
    for (let i = 0; i < 6; i++) {
      const inside = await shown.evaluate((el) => el.contains(document.activeElement));
      if (!inside) {
        problems.push(`${dialog.name}: the focus left the dialog (${i} Tab)`);
        break;
      }
      await page.keyboard.press('Tab');
    }
    // Esc closes what is on top first: an open select or date popup, then the dialog.
    for (let i = 0; i < 3 && (await shown.isVisible()); i++) {
      await page.keyboard.press('Escape');
      // The discard question or the dialog gone, whichever comes first (neither: the Esc closed a popup).
      const asked = await Promise.race([
        discard.waitFor({ timeout: 1_000 }).then(() => true, () => false),
        shown.waitFor({ state: 'hidden', timeout: 1_000 }).then(() => false, () => false),
      ]);
      if (asked) {
        await page.keyboard.press('Enter');
        await shown.waitFor({ state: 'hidden', timeout: 1_000 }).catch(() => undefined);
      }
    }
    await expect.soft(shown, `${language} ${dialog.name}: Esc closes it`).toBeHidden();
    const back = dialog.returnsTo ? dialog.returnsTo(page, say) : trigger;
    await expect.soft(back, `${language} ${dialog.name}: the focus returns to its trigger`).toBeFocused();
  }
  console.log(`keyboard dialogs, ${language}: ${tried.length} of ${DIALOGS.length} opened and closed by keyboard (${tried.join(', ')})`);
  expect(problems).toEqual([]);
}

for (const language of languagesOf()) {
  test(`${language}: every dialog opens, works and closes from the keyboard, and the focus goes back to its trigger`, async ({ page }) => {
    // About a minute on a quiet runner; the bound is for one shared with other suites.
    test.setTimeout(420_000);
    await tryDialogs(page, language);
  });
}

/** Tabs (at most `max` times) until `target` holds the focus. */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const language of languagesOf()) {
  test(`${language}: a dictionary is added from the keyboard alone`, async ({ page }) => {
    test.setTimeout(120_000);
    const say = textsOf(language);
    await openSignedInIn(page, language);
    await navigateInApp(page, '/dict-horizontal/index');
    const dictionaries = page.getByRole('region', { name: say('dict.pane.dictionaries') });
    const trigger = dictionaries.getByRole('button', { name: endsWith(say('dict.action.addDictionary')) });
    await expect(trigger).toBeVisible({ timeout: 30_000 });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: say('dict.form.addDictionary') });
    await expect(dialog).toBeVisible();
    // Every field is reached by Tab from where the dialog puts the focus on opening.
    const code = dialog.getByLabel(say('dict.field.code'), { exact: true });
    await tabTo(page, code);
    const name = `kbd-${language}-${Date.now() % 100_000}`;
    await page.keyboard.type(name);
    await tabTo(page, dialog.getByLabel(say('dict.field.dictionaryName'), { exact: true }));
    await page.keyboard.type(`Keyboard ${language}`);
    await tabTo(page, dialog.getByLabel(say('dict.field.sort'), { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0');
    await tabTo(page, dialog.getByLabel(say('dict.field.remark'), { exact: true }));
    await page.keyboard.type('typed, never clicked');
    await tabTo(page, dialog.getByRole('button', { name: new RegExp(`^${say('action.save').split('').map(literal).join('\\s*')}$`) }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(say('action.saved')).first()).toBeVisible();
    await expect(dictionaries.getByText(`Keyboard ${language}`, { exact: true })).toBeVisible();
    await expect(trigger, 'the focus returns to 新增字典').toBeFocused();
  });
}
