import type { Page } from '@playwright/test';

// The top bar's optional items as the shell specs reach them (topBarOptional, shellOptional).

/** Serves console-config.js as a deployment would after editing it. */
export async function useRuntimeConfig(page: Page, config: unknown) {
  await page.route('**/console-config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__CONSOLE_CONFIG__ = ${JSON.stringify(config)};` }),
  );
}

/** A console-config.js that switches on the four optional top-bar items. */
export const allOn = { topBar: { colorPicker: true, debugLog: true, lock: true, theme: true } };
export const header = (page: Page) => page.locator('.ant-layout-header');
export const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });
export const logButton = (page: Page) => page.getByRole('button', { name: /^错误日志，\d+ 条$/ });
