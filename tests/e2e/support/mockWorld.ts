import type { Page } from '@playwright/test';

/**
 * Waits until the in-browser mock has saved the signed-in session to IndexedDB (it saves 200 ms after a
 * change). A page load before that starts from the world without the new token, which answers 401 and
 * signs the page out; on a busy machine the save can take seconds.
 */
export async function waitForMockSaved(page: Page, timeout = 60_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const saved = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string | undefined;
          const open = indexedDB.open('console-mock');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            const done = (value: boolean) => {
              db.close();
              resolve(value);
            };
            if (!db.objectStoreNames.contains('world')) return done(false);
            const read = db.transaction('world', 'readonly').objectStore('world').get('current');
            read.onsuccess = () => done(Boolean((read.result as { accessTokens?: { token: string }[] } | undefined)?.accessTokens?.some((t) => t.token === token)));
            read.onerror = () => done(false);
          };
        }),
    );
    if (saved) return;
    if (Date.now() > deadline) throw new Error('the mock did not save the session in time');
    await page.waitForTimeout(100);
  }
}

/** A call to the mock as the signed-in console makes it (to know what the page should show). */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch(`/api${path}`, { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: T }).data;
  }, path);
}
