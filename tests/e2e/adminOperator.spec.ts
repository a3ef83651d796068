import type { Page } from '@playwright/test';
import { expect, openSignedInIn, test } from './support/session';
import { languagesOf, openPage, say, type Language } from './support/language';

// spec 6 in Chromium against the in-browser mock, in both languages: the restricted operator
// (no dict_*, menu_*, inform_* or configuration_submit buttons in the server's permission set) opens
// the dictionary, notice, big-screen and menu pages its menu holds, and sees no add, edit, push, remove
// or save anywhere on them.

// The saved sign-in (support/session.ts).
test.use({ signedInAs: 'operator', viewport: { width: 1366, height: 768 } });

/** Any button whose name starts with one of these words (the row buttons' names carry the row's name). */
const buttonsStarting = (page: Page, ...words: string[]) =>
  page.getByRole('button', { name: new RegExp(`^(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`) });

const changeWords = (lang: Language) => [say(lang, 'action.add'), say(lang, 'action.edit'), say(lang, 'action.remove'), say(lang, 'action.removeSelected')];

for (const lang of languagesOf()) {
  test(`(${lang}) the operator sees the management pages without add, edit, remove, push or save`, async ({ page }) => {
    test.setTimeout(180_000); // four page loads, each restarting the app and its mock worker
    await openSignedInIn(page, lang);

    await openPage(page, '/dict-horizontal/index', say(lang, 'route.dictHorizontal'));
    const dictionaries = page.getByRole('region', { name: say(lang, 'dict.pane.dictionaries') });
    await dictionaries.getByRole('button', { name: '性别', exact: true }).click();
    await expect(page.getByRole('region', { name: say(lang, 'dict.pane.entriesOf', { name: '性别' }) }).getByRole('row', { name: /未知/ })).toBeVisible();
    await expect(buttonsStarting(page, ...changeWords(lang), say(lang, 'dict.action.addDictionary'), say(lang, 'dict.action.addEntry'))).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0); // nothing to select for a batch delete

    await openPage(page, '/monitor/inform/index', say(lang, 'route.inform'));
    await expect(page.getByText(say(lang, 'inform.readOnly'))).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(buttonsStarting(page, ...changeWords(lang), say(lang, 'inform.action.add'), say(lang, 'inform.action.send'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${say(lang, 'action.view')}`) }).first()).toBeVisible(); // reading is allowed

    await openPage(page, '/monitor/configuration/index', say(lang, 'route.configuration'));
    await expect(page.getByText(say(lang, 'screen.readOnly'))).toBeVisible();
    const form = page.getByRole('form', { name: say(lang, 'screen.platform.title') });
    await expect(form.getByLabel(say(lang, 'screen.field.deviceCarouselPeriod'), { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: say(lang, 'action.save'), exact: true })).toHaveCount(0);

    await openPage(page, '/system/menu', say(lang, 'route.menu'));
    await expect(page.getByText(say(lang, 'menuAdmin.readOnly'))).toBeVisible();
    await expect(page.getByRole('row', { name: /monitor_device/ })).toBeVisible();
    await expect(buttonsStarting(page, ...changeWords(lang), say(lang, 'menuAdmin.action.add'), say(lang, 'menuAdmin.action.addChild'))).toHaveCount(0);
  });
}
