import { expect, test } from '@playwright/test';

// Spec 8: "A route chunk load timeout of 120 s gives a chunk load error." The timeout is a runtime
// setting (console-config.js, chunkLoadTimeoutMs): a deployment keeps 120 s, this test waits 2 s.

test('a route chunk that never arrives shows the chunk load error page, and its retry loads the page', async ({ page }) => {
  await page.route('**/console-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__CONSOLE_CONFIG__ = { chunkLoadTimeoutMs: 2000 };' }),
  );
  // The not-found page's chunk stalls: asked for, never answered (a network that hangs). Routed on the
  // context: the mock's service worker fetches the page's files, and page.route does not see those.
  let stall = true;
  await page.context().route(/\/assets\/NotFoundPage-[\w-]+\.js$/, (route) => (stall ? undefined : route.continue()));
  const started = Date.now();
  await page.goto('/404');
  const error = page.getByRole('alert');
  await expect(error.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expect(error).toContainText('网络较慢或已中断');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toHaveCount(0);

  // The network is back: the retry reloads and the page shows.
  stall = false;
  await error.getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible({ timeout: 15_000 });
});
