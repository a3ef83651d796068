import type { Browser, Page } from '@playwright/test';
import { expect, newSignedInPage, openSignedIn, test } from './support/session';
import { XSS_VECTORS } from '../../mocks/world/hostile';
import { navigateInApp, watchApi } from './support/crawl';
import { expectHarmless, watchDialogs } from './support/hostile';
import { languagesOf, say, startIn, type Language } from './support/language';

// Hostile text typed at the edge of the create and edit forms, in both languages (the field rules
// themselves, field by field, are tests/unit/hostileFieldLimits.test.ts): in each form, one field gets a
// script vector filled out to exactly the field's limit (with right-to-left and zero-width characters),
// is saved, and reads back byte for byte when the form is opened again; one character more is refused
// under the field with the field's own message in the console's language. Nothing runs meanwhile.

const SETTLE_MS = 60_000;

type FormRow = {
  form: string;
  route: string;
  /** The field's label (message id). */
  label: string;
  max: number;
  /** The message the field says one character over, and its values (`field` a label id). */
  over: string;
  overValues?: { field: string };
  /** The row's edit button names the row by this field (so the name changes with the saved value). */
  namesRow: boolean;
  /** The input stops at the limit itself (a text area's own maxLength): one more is never typed. */
  stopsAtLimit?: boolean;
};

const FORMS: FormRow[] = [
  { form: 'role', route: '/monitor/role/role', label: 'roles.field.alias', max: 50, over: 'roles.rule.aliasMax', namesRow: false },
  { form: 'dictionary', route: '/dict-horizontal/index', label: 'dict.field.dictionaryName', max: 100, over: 'dict.rule.valueMax', namesRow: true },
  { form: 'menu', route: '/system/menu', label: 'menuAdmin.field.name', max: 50, over: 'menuAdmin.rule.nameMax', namesRow: true },
  { form: 'notice', route: '/monitor/inform/index', label: 'inform.field.title', max: 50, over: 'inform.rule.titleMax', namesRow: true },
  { form: 'notice', route: '/monitor/inform/index', label: 'inform.field.content', max: 2000, over: 'inform.rule.contentMax', namesRow: false },
  { form: 'record', route: '/monitor/record/index', label: 'records.field.title', max: 50, over: 'formText.tooLong', overValues: { field: 'records.field.title' }, namesRow: true },
  { form: 'expert entry', route: '/monitor/expert/index', label: 'expert.field.faultType', max: 50, over: 'formText.tooLong', overValues: { field: 'expert.field.faultType' }, namesRow: true },
  { form: 'expert entry', route: '/monitor/expert/index', label: 'expert.field.advice', max: 2000, over: 'formText.tooLong', overValues: { field: 'expert.field.advice' }, namesRow: false, stopsAtLimit: true },
];

/** A vector filled out to exactly `length` characters (right-to-left and zero-width ones), no space at either end. */
function hostileOf(length: number, vector: string): string {
  const filler = '\u202Bنص\u202C\u200B超长Z';
  let text = vector.replace(/\s+/g, '_').slice(0, Math.max(0, length - 1));
  while (text.length < length) text += filler;
  return text.slice(0, length).replace(/^\s|\s$/g, 'Z');
}

const EDIT = /^(修改|编辑|Edit) /;

for (const language of languagesOf()) {
  test.describe(`[${language}] hostile text at the forms' limits`, () => {
    test.describe.configure({ mode: 'default' });
    const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
    let page: Page;
    let dialogs: string[];
    let api: ReturnType<typeof watchApi>;

    async function open(browser: Browser, lang: Language) {
      page = await newSignedInPage(browser, 'admin', { viewport: { width: 1366, height: 768 } });
      dialogs = watchDialogs(page);
      api = watchApi(page);
      await startIn(page, lang);
      await openSignedIn(page, '/login?mock-scenario=default&mock-reset=1');
    }
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      await open(browser, language);
    });
    test.afterAll(async () => {
      // The context itself, awaited: closing the page alone closes it later, in the next test (its trace).
      await page.context().close();
    });

    FORMS.forEach((row, n) => {
      test(`[${language}] ${row.form}: ${row.label} of ${row.max} characters reads back as typed, one more is refused in words`, async () => {
        test.setTimeout(90_000);
        await navigateInApp(page, row.route);
        await api.settle(400, SETTLE_MS);
        // The first row that may be edited (a sealed dictionary's button is disabled).
        const editButtons = page.getByRole('main').getByRole('button', { name: EDIT, disabled: false });
        await expect(editButtons.first()).toBeVisible({ timeout: 30_000 });
        const rowName = (await editButtons.first().getAttribute('aria-label'))!;
        const dialog = page.getByRole('dialog');
        const field = dialog.getByLabel(t(row.label), { exact: true });
        const save = dialog.getByRole('button', { name: new RegExp(`^${t('action.save').split('').join('\\s*')}$`) });

        const value = hostileOf(row.max, XSS_VECTORS[(n * 3 + 1) % XSS_VECTORS.length]);
        expect(value).toHaveLength(row.max);
        await editButtons.first().click();
        await expect(field).toBeVisible();
        await api.settle(300, SETTLE_MS);
        await field.fill(value);
        await save.click();
        await expect(dialog, 'saved and closed').toHaveCount(0, { timeout: 30_000 });
        await api.settle(400, SETTLE_MS);
        await expectHarmless(page, dialogs, `[${language}] ${row.form} ${row.label} saved`);

        // Opened again: the value as typed, byte for byte.
        const again = row.namesRow ? page.getByRole('main').getByRole('button', { name: rowName.replace(/ .*$/s, ` ${value}`), exact: true }) : page.getByRole('main').getByRole('button', { name: rowName, exact: true });
        await again.first().click();
        await expect(field).toBeVisible();
        await api.settle(300, SETTLE_MS);
        expect(await field.inputValue(), 'read back byte for byte').toBe(value);

        // One character more.
        await field.fill(`${value}Z`);
        if (row.stopsAtLimit) {
          expect((await field.inputValue()).length, 'the field takes no more than its limit').toBe(row.max);
        } else {
          await save.click();
          const said = t(row.over, { max: row.max, ...(row.overValues ? { field: t(row.overValues.field) } : {}) });
          await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: said }), `refused: ${said}`).toBeVisible();
          await expect(dialog).toBeVisible();
        }
        await expectHarmless(page, dialogs, `[${language}] ${row.form} ${row.label} over the limit`);
        await page.keyboard.press('Escape');
        // Typed and not saved: the console asks before it drops it.
        const discard = page.getByRole('dialog').filter({ hasText: t('form.unsaved.content') }).getByRole('button', { name: t('form.unsaved.ok'), exact: true });
        await discard.waitFor({ state: 'visible', timeout: 5_000 }).then(
          () => discard.click(),
          () => undefined,
        );
        await expect(dialog).toHaveCount(0);
      });
    });
  });
}
