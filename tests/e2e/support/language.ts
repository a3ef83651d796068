import { expect, type Locator, type Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages } from '../../../locales';

// The console in either language for e2e tests (Playwright in both languages): the choice
// is stored as the console stores it (spec 9: locally, as 'language') before the first page loads, and
// the tests read every expected word from the same message tables the console shows.

export type Language = keyof typeof messages;
export const LANGUAGES: Language[] = ['zh-CN', 'en-US'];

/**
 * The languages a spec walks: both, unless E2E_LANGUAGES names some (`zh-CN`, or `zh-CN,en-US`) for a
 * quicker local run. The gate walks both.
 */
export function languagesOf(): Language[] {
  const mode = process.env.E2E_LANGUAGES ?? 'all';
  if (mode === 'all') return LANGUAGES;
  return LANGUAGES.filter((language) => mode.split(',').includes(language));
}

/** A message of `language`, with {name}-style values put in (no plural forms). */
export function say(language: Language, id: string, values: Record<string, string | number> = {}): string {
  const table = messages[language] as Record<string, string>;
  const text = table[id];
  if (text === undefined) throw new Error(`no message ${id} in ${language}`);
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** A message with ICU plural forms (`{count, plural, ...}`), formatted as react-intl formats it. */
export function sayCounted(language: Language, id: string, values: Record<string, string | number>): string {
  const text = (messages[language] as Record<string, string>)[id];
  if (text === undefined) throw new Error(`no message ${id} in ${language}`);
  return String(new IntlMessageFormat(text, language).format(values));
}

/** Every load of this page starts in `language`. */
export async function startIn(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: lang, type: 'local', datetime: Date.now() }));
  }, language);
}

/**
 * Signs a seeded account in through the login page in `language` (the mock sends the captcha answer in
 * x-mock-captcha-code); `loginUrl` may carry mock settings (?mock-reset=1, ?mock-scenario=empty).
 */
export async function signInIn(page: Page, language: Language, account: 'admin' | 'operator', loginUrl = '/login') {
  await startIn(page, language);
  const captcha = page.waitForResponse((res) => res.url().includes('/blade-auth/oauth/captcha') && res.ok());
  await page.goto(loginUrl);
  const code = (await captcha).headers()['x-mock-captcha-code'] ?? 'any';
  await page.getByLabel(say(language, 'login.account')).fill(account);
  await page.getByLabel(say(language, 'login.password')).fill(account === 'admin' ? 'Admin123' : 'Operator123');
  await page.getByRole('textbox', { name: say(language, 'login.captcha') }).fill(code);
  await page.getByRole('button', { name: say(language, 'login.submit'), exact: true }).click();
  // The home page is a lazy chunk: on a loaded 2-core runner it can take well over 10 s to arrive.
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 60_000 });
}

/**
 * Opens a console page by its address and waits for its heading: a page load restarts the app, its
 * mock worker and the user's menu, slower than a click on a busy machine.
 */
export async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible({ timeout: 30_000 });
}

/**
 * Waits until the top menu's cut into pages has held for 600 ms. The cut follows the row's measured width,
 * and the row narrows once the top bar's permission-gated icons arrive (three button checks after the
 * menu), so an item seen on the first page a moment after sign-in may move to the second.
 */
async function topMenuSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __topMenuCut?: { cut: string; since: number } };
      const pages = document.querySelectorAll('nav [data-page]');
      const cut = pages.length ? Array.from(pages, (slide) => slide.querySelectorAll('li').length).join() : String(document.querySelectorAll('nav li').length);
      const now = performance.now();
      if (state.__topMenuCut?.cut !== cut) state.__topMenuCut = { cut, since: now };
      return now - state.__topMenuCut.since >= 600;
    },
    undefined,
    { polling: 100, timeout: 30_000 },
  );
}

/**
 * Turns the top menu's carousel (spec 2.5: past 15 items, pages of at most 10) until `item` - a locator
 * inside the top menu - is on the page shown. The monitoring menus put 通知管理 on a later page at 1366 px.
 */
export async function revealTopMenuItem(page: Page, language: Language, item: Locator): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: say(language, 'topbar.menu.label') });
  const next = menu.getByRole('button', { name: say(language, 'topbar.menu.next') });
  await expect(menu.getByRole('button').first()).toBeVisible();
  await topMenuSettled(page);
  for (let turn = 0; turn < 10; turn++) {
    // Items of the pages not shown are aria-hidden, so `item` resolves only on the page shown.
    if (await item.waitFor({ state: 'visible', timeout: 1_000 }).then(() => true, () => false)) return item;
    if (!(await next.isVisible()) || (await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
  }
  await expect(item).toBeVisible();
  return item;
}
