import type { Page } from '@playwright/test';

/** A call to the mock as the signed-in console makes it (to know what the page should show). */
export function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch(`/api${path}`, { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: T }).data;
  }, path);
}
