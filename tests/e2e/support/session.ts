import { readFileSync } from 'node:fs';
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startIn, type Language } from './language';

// Sign in once, reuse it. The setup project (session.setup.ts) signs each role in through the login page
// once per run and saves what a signed-in tab holds: cookies, local storage and IndexedDB (the mock's
// world, with the token it issued) in Playwright's storage state, and session storage (the console's
// token, user and menu, the mock's scenario and switch) beside it, which storageState leaves out. A test
// that says `test.use({ signedInAs: 'admin' })` starts from that state: its first page load is the
// console already signed in, without the 7-9 s sign-in.
//
// A fresh world keeps the session: `?mock-reset=1` (and a `?mock-scenario=` switch) rebuilds the seeded
// world with the live tokens carried over (mocks/world/db.ts), so `openSignedIn(page, '/login?mock-reset=1')`
// is a signed-in console in a freshly seeded world.
//
// Tests whose subject is signing in, the session, the lock or a 401 keep signing in themselves
// (support/signIn.ts); each such sign-in is noted on the test (an annotation `sign-in`) and the gate
// counts them.

export type Role = 'admin' | 'operator';
export const ROLES: Role[] = ['admin', 'operator'];

/** The seeded accounts of the roles. */
export const ACCOUNTS: Record<Role, { account: string; password: string }> = {
  admin: { account: 'admin', password: 'Admin123' },
  operator: { account: 'operator', password: 'Operator123' },
};

const port = process.env.E2E_PORT ?? '4173';
/** Where a run keeps its saved sign-ins (per port, so two suites side by side keep their own). */
export const SAVED_DIR = `test-results${port === '4173' ? '' : `-${port}`}-auth`;
export const savedStatePath = (role: Role) => `${SAVED_DIR}/${role}.json`;
export const savedSessionPath = (role: Role) => `${SAVED_DIR}/${role}.session.json`;

/** The key that says this tab's session storage was restored already (set once per tab, never by the console). */
const RESTORED = 'e2e-saved-sign-in';

/**
 * Puts the saved session storage into a tab before the console's first script, once per tab: a later
 * load of the same tab (a reload, a sign-out then a visit) sees what the console left, as a browser would.
 */
function restoreSessionStorage({ origin, entries, marker }: { origin: string; entries: Record<string, string>; marker: string }) {
  try {
    if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
    window.sessionStorage.setItem(marker, '1');
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
  } catch {
    // A sandboxed frame (an external page in /myiframe) has no storage of its own to fill.
  }
}

/** Makes every tab of `context` start signed in as `role` (its session storage; the rest is the storage state). */
export async function restoreSignIn(context: BrowserContext, role: Role, baseURL: string) {
  const entries = JSON.parse(readFileSync(savedSessionPath(role), 'utf8')) as Record<string, string>;
  await context.addInitScript(restoreSessionStorage, { origin: new URL(baseURL).origin, entries, marker: RESTORED });
}

/** A context of its own signed in as `role` (for a page shared by the tests of a file, opened in beforeAll). */
export async function newSignedInContext(browser: Browser, role: Role, options: BrowserContextOptions = {}) {
  const { baseURL: projectBaseURL, reducedMotion } = test.info().project.use;
  const baseURL = options.baseURL ?? projectBaseURL;
  if (!baseURL) throw new Error('newSignedInContext needs a baseURL');
  const context = await browser.newContext({ baseURL, reducedMotion, ...options, storageState: savedStatePath(role) });
  await restoreSignIn(context, role, baseURL);
  return context;
}

/** A page in a context of its own signed in as `role` (see newSignedInContext); closing the page closes its context. */
export async function newSignedInPage(browser: Browser, role: Role, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newSignedInContext(browser, role, options);
  const page = await context.newPage();
  page.once('close', () => void context.close());
  return page;
}

/**
 * Opens the signed-in console and waits for the home page. `url` may carry mock settings
 * (`/login?mock-reset=1`, `/login?mock-scenario=empty&mock-reset=1`): the mock applies them as it starts,
 * and the signed-in console leaves /login for home, as after a sign-in.
 */
export async function openSignedIn(page: Page, url = '/login') {
  await page.goto(url);
  // The home page is a lazy chunk: on a loaded 2-core runner it can take well over 10 s to arrive.
  await expect(page).toHaveURL(/\/wel\/index$/, { timeout: 60_000 });
}

/** The signed-in console in `language` (stored as the console stores it, before the first load). */
export async function openSignedInIn(page: Page, language: Language, url = '/login') {
  await startIn(page, language);
  await openSignedIn(page, url);
}

/** The admin's home page in Chinese, as signInAsAdmin leaves it. */
export async function openAdminHome(page: Page, url?: string) {
  await openSignedIn(page, url);
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Playwright's test with the saved sign-in as an option: `test.use({ signedInAs: 'admin' })` (or
 * 'operator') in a file or a describe block; unset, a test starts signed out as before.
 */
export const test = base.extend<{ signedInAs: Role | undefined }>({
  signedInAs: [undefined, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? savedStatePath(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs, baseURL }, use, testInfo) => {
    if (signedInAs) await restoreSignIn(context, signedInAs, baseURL ?? '');
    const signIns = countSignIns(context);
    await use(context);
    for (let n = 0; n < signIns.count; n++) testInfo.annotations.push({ type: 'sign-in' });
  },
});

/**
 * Counts the sign-ins of a context: the login form's token requests (a refresh is another address).
 * The gate adds up the `sign-in` annotations of the run: the setup's plus those of the tests that sign in.
 */
export function countSignIns(context: BrowserContext) {
  const signIns = { count: 0 };
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/blade-auth\/oauth\/token(NoCheckCode)?(\?|$)/.test(request.url())) signIns.count++;
  });
  return signIns;
}

export { expect };
