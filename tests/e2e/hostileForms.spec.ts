import type { Browser, Locator, Page } from '@playwright/test';
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

type Say = (id: string, values?: Record<string, string | number>) => string;
type Ctx = { page: Page; t: Say; language: Language };

/** A form not opened from a list row's edit button: how it opens, takes a value and shows it again. */
type OwnForm = {
  /** Opens the form on the record the row edits (the first time). */
  open: (ctx: Ctx) => Promise<void>;
  /** Opens it again on the same record. */
  reopen: (ctx: Ctx) => Promise<void>;
  /** Enters `value` in the row's field (and whatever else the form needs to be sent). */
  enter?: (ctx: Ctx, field: Locator, value: string) => Promise<void>;
  /** Waits until the form was sent and closed. */
  saved?: (ctx: Ctx) => Promise<void>;
  /** The value as shown again, when that is a list rather than the form. */
  shown?: (ctx: Ctx) => Promise<string>;
};

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
  /** The save button's message id (action.save unless said). */
  save?: string;
  /** Letters only (a pattern): the value at the limit is made of these; every vector is refused (the vector rows). */
  letters?: string;
  /** The last row's edit button rather than the first's (the users list: not the signed-in admin). */
  last?: boolean;
  own?: OwnForm;
};

const USERS = '/monitor/user/user';
const FILES = '/monitor/file/index';

/** The company tree's toolbar edits the company chosen in the tree (the first under the root). */
const department: OwnForm = {
  open: async (ctx) => {
    await ctx.page.getByRole('tree', { name: ctx.t('companyTree.label') }).getByRole('treeitem').nth(1).click();
    await department.reopen(ctx);
  },
  // The chosen company stays chosen after a save, whatever its new name.
  reopen: async ({ page, t }) => {
    await page.getByRole('toolbar', { name: t('department.toolbar') }).getByRole('button', { name: t('department.edit'), exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

/** Bytes no other upload of the run has (the mock refuses a file it has, 文件已存在). */
let uploads = 0;
const fileBytes = (language: Language) => Buffer.from(`hostile upload ${language} ${++uploads} ${Date.now()} ${Math.random()}`);
const chooseFile = (dialog: Locator, name: string, language: Language) =>
  dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: fileBytes(language) });
const uploadDialog = (page: Page) => page.getByRole('dialog');
/** The file management page's upload: a version typed and a file chosen; the list shows both, newest first. */
const upload = (what: 'version' | 'name'): OwnForm => ({
  open: async ({ page, t }) => {
    // Named with its icon's label first (upload 上传文件).
    await page.getByRole('main').getByRole('button', { name: new RegExp(`(^| )${t('fileManagement.upload')}$`) }).click();
    await expect(uploadDialog(page)).toBeVisible();
  },
  reopen: async (ctx) => upload(what).open(ctx),
  enter: async ({ page, t, language }, field, value) => {
    const dialog = uploadDialog(page);
    if (what === 'version') {
      await field.fill(value);
      await chooseFile(dialog, `hostile-${language}.bin`, language);
    } else {
      await dialog.getByLabel(t('software.upload.version'), { exact: true }).fill('V1.0.0');
      await chooseFile(dialog, value, language);
    }
  },
  saved: async ({ page, t }) => {
    await expect(page.getByText(t('software.upload.success')).first()).toBeVisible({ timeout: 30_000 });
    await expect(uploadDialog(page)).toHaveCount(0);
  },
  shown: async ({ page }) => {
    // Columns: index, file name, size, last modified time, version.
    const cells = page.getByRole('main').getByRole('row').nth(1).getByRole('cell');
    return (await cells.nth(what === 'name' ? 1 : 4).textContent()) ?? '';
  },
});

/** The file rows: the version typed, and the chosen file's name (the row's label names the chooser). */
const FORMS: FormRow[] = [
  { form: 'role', route: '/monitor/role/role', label: 'roles.field.alias', max: 50, over: 'roles.rule.aliasMax', namesRow: false },
  { form: 'dictionary', route: '/dict-horizontal/index', label: 'dict.field.dictionaryName', max: 100, over: 'dict.rule.valueMax', namesRow: true },
  { form: 'menu', route: '/system/menu', label: 'menuAdmin.field.name', max: 50, over: 'menuAdmin.rule.nameMax', namesRow: true },
  { form: 'notice', route: '/monitor/inform/index', label: 'inform.field.title', max: 50, over: 'inform.rule.titleMax', namesRow: true },
  { form: 'notice', route: '/monitor/inform/index', label: 'inform.field.content', max: 2000, over: 'inform.rule.contentMax', namesRow: false },
  { form: 'record', route: '/monitor/record/index', label: 'records.field.title', max: 50, over: 'formText.tooLong', overValues: { field: 'records.field.title' }, namesRow: true },
  { form: 'expert entry', route: '/monitor/expert/index', label: 'expert.field.faultType', max: 50, over: 'formText.tooLong', overValues: { field: 'expert.field.faultType' }, namesRow: true },
  { form: 'expert entry', route: '/monitor/expert/index', label: 'expert.field.advice', max: 2000, over: 'formText.tooLong', overValues: { field: 'expert.field.advice' }, namesRow: false, stopsAtLimit: true },
  { form: 'user', route: USERS, label: 'users.field.account', max: 15, over: 'users.rule.accountFormat', namesRow: true, save: 'users.form.save', letters: 'Over_flow-7', last: true },
  { form: 'user', route: USERS, label: 'users.field.realName', max: 15, over: 'users.rule.realNameFormat', namesRow: false, save: 'users.form.save', letters: '超长文本Overflow', last: true },
  { form: 'department', route: USERS, label: 'department.field.deptName', max: 50, over: 'department.rule.nameMax', namesRow: false, save: 'department.form.save', own: department },
  { form: 'department', route: USERS, label: 'department.field.address', max: 255, over: 'department.rule.max', namesRow: false, save: 'department.form.save', own: department },
  { form: 'file', route: FILES, label: 'software.upload.version', max: 50, over: 'software.upload.versionTooLong', namesRow: false, save: 'software.upload.submit', own: upload('version') },
  { form: 'file', route: FILES, label: 'software.upload.file', max: 255, over: 'software.upload.fileNameTooLong', namesRow: false, save: 'software.upload.submit', own: upload('name') },
];

/** A vector filled out to exactly `length` characters (right-to-left and zero-width ones), no space at either end. */
function hostileOf(length: number, vector: string): string {
  const filler = '\u202Bنص\u202C\u200B超长Z';
  let text = vector.replace(/\s+/g, '_').slice(0, Math.max(0, length - 1));
  while (text.length < length) text += filler;
  return text.slice(0, length).replace(/^\s|\s$/g, 'Z');
}
/** What a pattern takes (letters; an account's ASCII), `length` of them. */
const lettersOf = (length: number, unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** A file name cannot hold a path separator. */
const asFileName = (text: string) => text.replace(/[\\/]/g, '');
/** Characters as the contract counts them. */
const lengthOf = (text: string) => [...text].length;
/** `text` cut to `max` characters, no space at either end (what an operator trims it to). */
const cut = (text: string, max: number) => [...text].slice(0, max).join('').trim();

const EDIT = /^(修改|编辑|Edit) /;

const languages = languagesOf();
/**
 * The parts of a vector sweep that `language` types: the languages of the run share the parts out, so each
 * vector is typed once a run, in one of them (what a vector does to a form does not hang on the language;
 * the refusals' words do, and every language says its own, in the rows above and in its parts).
 */
const partsFor = (language: Language, parts: number[]) => parts.filter((part) => part % languages.length === languages.indexOf(language));
const saveButton = (dialog: Locator, text: string) => dialog.getByRole('button', { name: new RegExp(`^${text.split('').join('\\s*')}$`) });

for (const language of languagesOf()) {
  test.describe(`[${language}] hostile text at the forms' limits`, () => {
    test.describe.configure({ mode: 'default' });
    const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
    let page: Page;
    let dialogs: string[];
    let api: ReturnType<typeof watchApi>;
    let typed = 0;
    let saved = 0;
    let refused = 0;

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
      console.log(`[${language}] hostile forms: ${typed} vectors typed into fields, ${saved} saved and shown again, ${refused} refused at the field in words`);
      // The context itself, awaited: closing the page alone closes it later, in the next test (its trace).
      await page.context().close();
    });

    const ctx = (): Ctx => ({ page, t, language });

    /** Escape, and the unsaved-changes question answered (typed and not saved, the console asks first). */
    async function dismiss() {
      await page.keyboard.press('Escape');
      const discard = page.getByRole('dialog').filter({ hasText: t('form.unsaved.content') }).getByRole('button', { name: t('form.unsaved.ok'), exact: true });
      // The question, or the form closed at once (nothing typed): whichever comes first, not 5 s for a question never asked.
      const asked = await Promise.race([
        discard.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false),
        expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 5_000 }).then(() => false, () => false),
      ]);
      if (asked) await discard.click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    FORMS.forEach((row, n) => {
      test(`[${language}] ${row.form}: ${t(row.label)} of ${row.max} characters reads back as typed, one more is refused in words`, async () => {
        test.setTimeout(90_000);
        await navigateInApp(page, row.route);
        await api.settle(400, SETTLE_MS);
        const dialog = page.getByRole('dialog');
        const field = dialog.getByLabel(t(row.label), { exact: true });
        const save = saveButton(dialog, t(row.save ?? 'action.save'));
        const own = row.own;
        const enter = (value: string) => (own?.enter ? own.enter(ctx(), field, value) : field.fill(value));

        // The first row that may be edited (a sealed dictionary's button is disabled), or the last.
        const editButtons = page.getByRole('main').getByRole('button', { name: EDIT, disabled: false });
        const editButton = row.last ? editButtons.last() : editButtons.first();
        let rowName = '';
        if (own) await own.open(ctx());
        else {
          await expect(editButton).toBeVisible({ timeout: 30_000 });
          rowName = (await editButton.getAttribute('aria-label'))!;
          await editButton.click();
        }
        await expect(dialog).toBeVisible();
        await api.settle(300, SETTLE_MS);

        const value = row.letters ? lettersOf(row.max, row.letters) : hostileOf(row.max, XSS_VECTORS[(n * 3 + 1) % XSS_VECTORS.length]);
        expect(value).toHaveLength(row.max);
        await enter(value);
        await save.click();
        if (own?.saved) await own.saved(ctx());
        else await expect(dialog, 'saved and closed').toHaveCount(0, { timeout: 30_000 });
        await api.settle(400, SETTLE_MS);
        await expectHarmless(page, dialogs, `[${language}] ${row.form} ${row.label} saved`);

        // Shown again (the list, or the form opened again): the value as typed, byte for byte.
        if (own?.shown) expect(await own.shown(ctx()), 'shown again byte for byte').toBe(value);
        if (own) await own.reopen(ctx());
        else {
          const again = row.namesRow ? page.getByRole('main').getByRole('button', { name: rowName.replace(/ .*$/s, ` ${value}`), exact: true }) : page.getByRole('main').getByRole('button', { name: rowName, exact: true });
          await again.first().click();
        }
        await expect(dialog).toBeVisible();
        await api.settle(300, SETTLE_MS);
        if (!own?.shown) expect(await field.inputValue(), 'read back byte for byte').toBe(value);

        // One character more.
        await enter(`${value}Z`);
        if (row.stopsAtLimit) {
          expect((await field.inputValue()).length, 'the field takes no more than its limit').toBe(row.max);
        } else {
          await save.click();
          const said = t(row.over, { max: row.max, ...(row.overValues ? { field: t(row.overValues.field) } : {}) });
          await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: said }), `refused: ${said}`).toBeVisible();
          await expect(dialog).toBeVisible();
        }
        await expectHarmless(page, dialogs, `[${language}] ${row.form} ${row.label} over the limit`);
        await dismiss();
      });
    });

    // Every vector, as typed, through the user, department and file forms (the rows above take one vector
    // each, filled out to the field's limit), in the parts this language takes (partsFor). A value within
    // the field's limit is saved and shown again as typed; a longer one is refused at the field with its
    // message, then cut to the limit and saved.

    for (const part of partsFor(language, [0, 1])) {
      const vectors = XSS_VECTORS.map((_, i) => i).filter((i) => i % 2 === part);
      test(`[${language}] user form: vectors ${vectors.map((i) => i + 1).join(', ')} typed as account and real name are refused by the field's pattern, in words`, async () => {
        test.setTimeout(90_000);
        await navigateInApp(page, USERS);
        await api.settle(400, SETTLE_MS);
        const dialog = page.getByRole('dialog');
        const editButton = page.getByRole('main').getByRole('button', { name: EDIT, disabled: false }).last();
        await expect(editButton).toBeVisible({ timeout: 30_000 });
        await editButton.click();
        await expect(dialog).toBeVisible();
        await api.settle(300, SETTLE_MS);
        const account = dialog.getByLabel(t('users.field.account'), { exact: true });
        const realName = dialog.getByLabel(t('users.field.realName'), { exact: true });
        for (const i of vectors) {
          await account.fill(XSS_VECTORS[i]);
          await realName.fill(XSS_VECTORS[(i + 11) % XSS_VECTORS.length]);
          await saveButton(dialog, t('users.form.save')).click();
          for (const said of [t('users.rule.accountFormat'), t('users.rule.realNameFormat')]) {
            await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: said }), `vector ${i + 1} refused: ${said}`).toBeVisible();
          }
          await expect(dialog).toBeVisible();
          await expectHarmless(page, dialogs, `[${language}] user form, vector ${i + 1}`);
          typed += 2;
          refused += 2;
        }
        await dismiss();
      });
    }

    const DEPARTMENT_FIELDS = [
      { label: 'department.field.deptName', max: 50, over: () => t('department.rule.nameMax') },
      { label: 'department.field.address', max: 255, over: () => t('department.rule.max', { max: 255 }) },
      { label: 'department.field.remark', max: 500, over: () => t('department.rule.max', { max: 500 }) },
    ];
    /** What the department form held when last saved (read back when it opens again). */
    let departmentSaved: string[] | undefined;
    for (const part of partsFor(language, [0, 1, 2, 3])) {
      const vectors = XSS_VECTORS.map((_, i) => i).filter((i) => i % 4 === part);
      test(`[${language}] department form: vectors ${vectors.map((i) => i + 1).join(', ')} as name, address and remark, saved and read back`, async () => {
        test.setTimeout(120_000);
        await navigateInApp(page, USERS);
        await api.settle(400, SETTLE_MS);
        const dialog = page.getByRole('dialog');
        const save = saveButton(dialog, t('department.form.save'));
        const fields = DEPARTMENT_FIELDS.map((f) => ({ ...f, input: dialog.getByLabel(t(f.label), { exact: true }) }));
        const tree = page.getByRole('tree', { name: t('companyTree.label') });
        for (const [k, i] of vectors.entries()) {
          // The company chosen by the first part stays chosen (its name changes with every save).
          if (k === 0 && !departmentSaved) await department.open(ctx());
          else await department.reopen(ctx());
          await api.settle(300, SETTLE_MS);
          if (departmentSaved) {
            for (const [j, f] of fields.entries()) expect(await f.input.inputValue(), `${t(f.label)} read back byte for byte`).toBe(departmentSaved[j]);
          }
          // A vector in each field (seven apart), as the field takes it (an input's maxLength may stop it short).
          for (const [j, f] of fields.entries()) await f.input.fill(XSS_VECTORS[(i + j * 7) % XSS_VECTORS.length]);
          // As the fields hold them (read before the save closes the dialog).
          const values = await Promise.all(fields.map((f) => f.input.inputValue()));
          typed += fields.length;
          const over = fields.filter((f, j) => lengthOf(values[j]) > f.max);
          if (over.length) {
            await save.click();
            for (const f of over) {
              await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: f.over() }), `vector ${i + 1} in ${t(f.label)} refused`).toBeVisible();
              refused++;
              const j = fields.indexOf(f);
              values[j] = cut(values[j], f.max);
              await f.input.fill(values[j]);
            }
            await expect(dialog).toBeVisible();
          }
          await save.click();
          await expect(dialog, `vector ${i + 1} saved and closed`).toHaveCount(0, { timeout: 30_000 });
          await api.settle(400, SETTLE_MS);
          saved += 3;
          departmentSaved = values;
          await expect(tree, `vector ${i + 1}: the tree shows the name`).toContainText(values[0]);
          await expectHarmless(page, dialogs, `[${language}] department form, vector ${i + 1}`);
        }
        await department.reopen(ctx());
        await api.settle(300, SETTLE_MS);
        for (const [j, f] of fields.entries()) expect(await f.input.inputValue(), `${t(f.label)} read back byte for byte`).toBe(departmentSaved![j]);
        await dismiss();
      });
    }

    for (const part of partsFor(language, [0, 1])) {
      const vectors = XSS_VECTORS.map((_, i) => i).filter((i) => i % 2 === part);
      test(`[${language}] file form: vectors ${vectors.map((i) => i + 1).join(', ')} as version and file name, uploaded and listed as typed`, async () => {
        test.setTimeout(150_000);
        await navigateInApp(page, FILES);
        await api.settle(400, SETTLE_MS);
        const form = upload('version');
        const dialog = uploadDialog(page);
        const version = dialog.getByLabel(t('software.upload.version'), { exact: true });
        const submit = saveButton(dialog, t('software.upload.submit'));
        for (const i of vectors) {
          await form.open(ctx());
          await api.settle(300, SETTLE_MS);
          await version.fill(XSS_VECTORS[i]);
          let name = asFileName(XSS_VECTORS[(i + 5) % XSS_VECTORS.length]);
          await chooseFile(dialog, name, language);
          // As the field holds it, read before the submit (a quick upload closes the dialog).
          let tab = await version.inputValue();
          await submit.click();
          typed += 2;
          if (lengthOf(tab.trim()) > 50) {
            await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: t('software.upload.versionTooLong') }), `vector ${i + 1} as version refused`).toBeVisible();
            refused++;
            tab = cut(tab, 50);
            await version.fill(tab);
            await submit.click();
          }
          if (lengthOf(name) > 255) {
            await expect(dialog.locator('.ant-form-item-explain-error').filter({ hasText: t('software.upload.fileNameTooLong', { max: 255 }) }), `vector ${(i + 5) % XSS_VECTORS.length + 1} as file name refused`).toBeVisible();
            refused++;
            name = cut(name, 255);
            await chooseFile(dialog, name, language);
            await submit.click();
          }
          await form.saved!(ctx());
          await api.settle(400, SETTLE_MS);
          saved += 2;
          expect(await upload('name').shown!(ctx()), `vector ${(i + 5) % XSS_VECTORS.length + 1}: the file name listed as chosen`).toBe(name);
          expect(await form.shown!(ctx()), `vector ${i + 1}: the version listed as typed`).toBe(tab.trim());
          await expectHarmless(page, dialogs, `[${language}] file form, vector ${i + 1}`);
        }
      });
    }
  });
}
