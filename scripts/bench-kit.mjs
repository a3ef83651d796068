// What the Chromium benchmarks (measure-shell, bench-tree, bench-md5) share: statistics, the vite preview
// of a production build, the browser launch and the sign-in on the in-browser mock.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { browserWithFonts } from './find-browser.mjs';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Refuses a port something already answers on: a server left from an earlier run would be measured in
 * place of the build asked for (it happened: an orphaned preview of another build answered every
 * readiness check while the new preview exited on --strictPort).
 */
async function assertPortFree(port, what) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${what}: port ${port} is already in use by another process; stop it or choose another port (--port)`);
}

/**
 * `vite preview` of `dist` on `port`, answered once `readyPath` does; stop() ends it. `cwd` is the checkout
 * whose vite.config.ts (its /api proxy) serves it: another commit's, for a side-by-side benchmark.
 */
export async function startPreview({ dist, port, readyPath = '/login', cwd = process.cwd() }) {
  const base = `http://127.0.0.1:${port}`;
  await assertPortFree(port, `vite preview of ${dist}`);
  const preview = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist],
    { stdio: 'ignore', cwd },
  );
  let exited = false;
  preview.on('exit', () => (exited = true));
  const stop = () => preview.kill('SIGTERM');
  for (let i = 0; i < 100 && !exited; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok && !exited) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(exited ? `vite preview of ${dist} exited before answering on ${base} (port taken?)` : `vite preview did not start on ${base}`);
}

/** Chromium with the flags this machine needs (see the developers' guide), plus any extra ones. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: browserWithFonts(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...extraArgs],
  });
}

/** Signs in as the seeded admin on the mock (its captcha answer comes in x-mock-captcha-code). */
export async function signInAsAdmin(page, base, { query = '', timeout = 30_000 } = {}) {
  const captcha = page.waitForResponse((res) => res.url().includes('/oauth/captcha') && res.ok(), { timeout });
  await page.goto(`${base}/login${query}`);
  const code = (await captcha).headers()['x-mock-captcha-code'];
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin123');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/wel\/index$/, { timeout });
}

/**
 * `npm run mock:server` on `port`, once it answers (401 without a client header is an answer). The
 * console then reaches it through the preview's /api proxy (VITE_API_TARGET, set before startPreview)
 * with `?mock=off`: the mock's work runs in this process, not on the page's main thread.
 */
export async function startMockServer(port, env = {}) {
  await assertPortFree(port, 'mock:server');
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'mocks/server.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/blade-auth/oauth/captcha`);
      return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`mock:server did not start on port ${port}`);
}
