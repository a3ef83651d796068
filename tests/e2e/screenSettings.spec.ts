import { expect, openSignedInIn, test } from './support/session';
import { languagesOf, openPage, say } from './support/language';

// in Chromium against the in-browser mock, in both languages: the big-screen settings refuse a
// device carousel period of 4 (spec 5, 9: at least 5) without calling the server, say that there are
// unsaved changes, save 15 with a new device refresh time, and show both after a reload; polling off
// disables its fields, and restore goes back to what is saved.

// The saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

for (const lang of languagesOf()) {
  test(`(${lang}) a carousel period of 4 is refused; valid settings are saved and seen after a reload`, async ({ page }) => {
    await openSignedInIn(page, lang, '/login?mock-reset=1');
    const submits: string[] = [];
    page.on('request', (request) => request.url().includes('/screen/submit') && submits.push(request.url()));
    await openPage(page, '/monitor/configuration/index', say(lang, 'route.configuration'));
    const form = page.getByRole('form', { name: say(lang, 'screen.platform.title') });
    const carousel = form.getByLabel(say(lang, 'screen.field.deviceCarouselPeriod'), { exact: true });
    const deviceRefresh = form.getByLabel(say(lang, 'screen.field.deviceRefreshTime'), { exact: true });
    await expect(carousel).toHaveValue('10');
    await expect(page.getByText(say(lang, 'screen.saved'), { exact: true })).toBeVisible();

    await carousel.fill('4');
    await expect(page.getByText(say(lang, 'screen.unsaved'), { exact: true })).toBeVisible();
    await form.getByRole('button', { name: say(lang, 'action.save') }).click();
    await expect(form.getByText(say(lang, 'screen.rule.carouselMin'))).toBeVisible();
    await expect(carousel).toHaveAttribute('aria-invalid', 'true');
    expect(submits).toEqual([]);

    await carousel.fill('15');
    await deviceRefresh.fill('45');
    await form.getByRole('button', { name: say(lang, 'action.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: say(lang, 'action.saved') })).toBeVisible();
    await expect(page.getByText(say(lang, 'screen.saved'), { exact: true })).toBeVisible();
    expect(submits).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: say(lang, 'route.configuration'), level: 3 })).toBeVisible({ timeout: 30_000 });
    const reloaded = page.getByRole('form', { name: say(lang, 'screen.platform.title') });
    await expect(reloaded.getByLabel(say(lang, 'screen.field.deviceCarouselPeriod'), { exact: true })).toHaveValue('15');
    await expect(reloaded.getByLabel(say(lang, 'screen.field.deviceRefreshTime'), { exact: true })).toHaveValue('45');

    // Polling off disables its two fields; restore puts the saved settings back.
    await reloaded.getByLabel(say(lang, 'screen.field.pollEnabled'), { exact: true }).click();
    await expect(reloaded.getByLabel(say(lang, 'screen.field.deviceCarouselPeriod'), { exact: true })).toBeDisabled();
    await expect(reloaded.getByLabel(say(lang, 'screen.field.restorePollIdleTime'), { exact: true })).toBeDisabled();
    await page.getByRole('button', { name: say(lang, 'screen.restore') }).first().click();
    await expect(reloaded.getByLabel(say(lang, 'screen.field.deviceCarouselPeriod'), { exact: true })).toBeEnabled();
    await expect(page.getByText(say(lang, 'screen.saved'), { exact: true })).toBeVisible();
  });
}
