import type { Page } from '@playwright/test';
import { expect, openSignedInIn, test } from './support/session';
import { languagesOf, openPage, say, type Language } from './support/language';

// in Chromium against the in-browser mock, in both languages: the same dictionaries in two
// layouts (spec 2.2), an entry added (a duplicate key refused at its field first) and removed (a confirm
// naming it) in each, and the panes' share resized from the keyboard and remembered after a reload.

// The saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

const LAYOUTS = [
  { layout: 'horizontal', path: '/dict-horizontal/index', title: 'route.dictHorizontal', less: 'ArrowLeft', more: 'ArrowRight' },
  { layout: 'vertical', path: '/dict-vertical/index', title: 'route.dictVertical', less: 'ArrowUp', more: 'ArrowDown' },
] as const;

const dictionaries = (page: Page, lang: Language) => page.getByRole('region', { name: say(lang, 'dict.pane.dictionaries') });
const entriesOf = (page: Page, lang: Language, name: string) => page.getByRole('region', { name: say(lang, 'dict.pane.entriesOf', { name }) });

for (const lang of languagesOf()) {
  for (const { layout, path, title, less, more } of LAYOUTS) {
    test(`${layout} layout (${lang}): adds an entry to 性别 and removes it`, async ({ page }) => {
      await openSignedInIn(page, lang, '/login?mock-reset=1');
      await openPage(page, path, say(lang, title));

      await dictionaries(page, lang).getByRole('button', { name: '性别', exact: true }).click();
      const entries = entriesOf(page, lang, '性别');
      await expect(entries.getByRole('row', { name: /未知/ })).toBeVisible();
      await expect(page).toHaveURL(/item\.parent=\d+/); // the choice is in the address

      await entries.getByRole('button', { name: say(lang, 'dict.action.addEntry'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: say(lang, 'dict.form.addEntry') });
      await expect(dialog.getByLabel(say(lang, 'dict.field.code'), { exact: true })).toHaveValue('sex');
      await expect(dialog.getByLabel(say(lang, 'dict.field.code'), { exact: true })).toBeDisabled();
      const key = dialog.getByLabel(say(lang, 'dict.field.dictKey'), { exact: true });
      await key.fill('1'); // 男 has it
      await dialog.getByLabel(say(lang, 'dict.field.dictValue'), { exact: true }).fill('未说明');
      await dialog.getByRole('button', { name: say(lang, 'action.save') }).click();
      // The server's refusal names the field: it shows under the key, and what was typed stays.
      await expect(dialog.getByText('当前字典键值已存在!')).toBeVisible();
      await expect(key).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel(say(lang, 'dict.field.dictValue'), { exact: true })).toHaveValue('未说明');

      await key.fill('9');
      await dialog.getByRole('button', { name: say(lang, 'action.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: say(lang, 'action.saved') })).toBeVisible();
      await expect(dialog).toBeHidden();
      const added = entries.getByRole('row', { name: /未说明/ });
      await expect(added).toBeVisible();
      await expect(added).toContainText('9');

      await entries.getByRole('button', { name: say(lang, 'action.removeNamed', { name: '未说明' }) }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: say(lang, 'dict.remove.entries') });
      await expect(confirm.getByRole('listitem')).toHaveText([say(lang, 'common.nameWithCode', { name: '未说明', code: '9' })]);
      await confirm.getByRole('button', { name: say(lang, 'list.remove.ok') }).click();
      await expect(page.getByRole('status').filter({ hasText: say(lang, 'action.removed') })).toBeVisible();
      await expect(added).toBeHidden();
      await expect(entries.getByRole('row', { name: /未知/ })).toBeVisible();
    });

    test(`${layout} layout (${lang}): the panes resize from the keyboard and keep their size after a reload`, async ({ page }) => {
      await openSignedInIn(page, lang);
      await openPage(page, path, say(lang, title));
      const bar = page.getByRole('separator', { name: say(lang, 'dict.layout.separator') });
      await expect(bar).toHaveAttribute('aria-valuenow', '50');
      await bar.focus();
      await page.keyboard.press(more);
      await page.keyboard.press(more);
      await page.keyboard.press(less);
      await expect(bar).toHaveAttribute('aria-valuenow', '55');
      await page.reload();
      await expect(page.getByRole('separator', { name: say(lang, 'dict.layout.separator') })).toHaveAttribute('aria-valuenow', '55');
      // Back to the default for the next run in this browser profile.
      await page.getByRole('button', { name: say(lang, 'dict.layout.reset') }).click();
      await expect(page.getByRole('separator', { name: say(lang, 'dict.layout.separator') })).toHaveAttribute('aria-valuenow', '50');
    });
  }
}
