// `npm run measure:shell`: the shell's budgets (issue 5), measured in Chromium against the production
// build on its in-browser mock, and printed:
//   - the JavaScript the main layout loads (gzip), at most 350 KB;
//   - switching between 20 open tabs: click to the next painted frame, at most 50 ms;
//   - opening and closing 200 tabs: JS heap growth after GC, at most 5 MB.
// Exits 1 when a budget is missed. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';

const port = 4183;
const base = `http://127.0.0.1:${port}`;
const routes = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));

function layoutKb() {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of routes[key].imports ?? []) walk(dep);
  };
  walk(Object.keys(routes).find((key) => routes[key].isEntry));
  walk('src/layouts/MainLayout.tsx');
  return [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(`dist/${routes[key].file}`)).length, 0) / 1024;
}

const preview = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore' });
const browser = await chromium.launch({
  executablePath: findBrowser(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--js-flags=--expose-gc', '--enable-precise-memory-info'],
});
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const captcha = page.waitForResponse((res) => res.url().includes('/oauth/captcha') && res.ok());
  await page.goto(`${base}/login`);
  const code = (await captcha).headers()['x-mock-captcha-code'];
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin123');
  await page.getByRole('textbox', { name: '验证码' }).fill(code);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/wel\/index$/);

  // Twenty tabs: home and nineteen pages of the main layout.
  const { mainRoutes } = await import('../src/app/routeTable.ts');
  const paths = mainRoutes.map((r) => r.path).filter((p) => p !== '/wel/index').slice(0, 19);
  const open = async (path) => {
    await page.evaluate((p) => {
      history.pushState({}, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator(`[data-node-key="${path}"]`).waitFor();
  };
  for (const path of paths) await open(path);

  const switches = [];
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < paths.length; i++) {
      const path = paths[(i * 7) % paths.length];
      switches.push(
        await page.evaluate(async (p) => {
          const tab = document.querySelector(`[data-node-key="${p}"] [role="tab"]`);
          const started = performance.now();
          tab.click();
          while (!document.querySelector(`[data-node-key="${p}"].ant-tabs-tab-active`)) await new Promise((r) => setTimeout(r, 0));
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          return performance.now() - started;
        }, path),
      );
    }
  }
  switches.sort((a, b) => a - b);

  const heap = () =>
    page.evaluate(async () => {
      for (let i = 0; i < 3; i++) {
        window.gc();
        await new Promise((r) => setTimeout(r, 50));
      }
      return performance.memory.usedJSHeapSize;
    });
  // Back to home only, then 200 open/close cycles.
  await page.getByRole('button', { name: '更多标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 1);
  const before = await heap();
  for (let i = 0; i < 200; i++) {
    const path = paths[i % paths.length];
    await open(path);
    await page.locator(`[data-node-key="${path}"] .ant-tabs-tab-remove`).click();
    await page.locator(`[data-node-key="${path}"]`).waitFor({ state: 'detached' });
  }
  const after = await heap();

  const median = switches[switches.length >> 1];
  const worst = switches.at(-1);
  const results = [
    ['main layout JavaScript (gzip)', layoutKb(), 350, 'KB'],
    ['tab switch, 20 tabs, median', median, 50, 'ms'],
    ['tab switch, 20 tabs, worst', worst, 50, 'ms'],
    ['heap growth after 200 open/close', (after - before) / 1024 / 1024, 5, 'MB'],
  ];
  let failed = false;
  console.log('Shell budgets (Chromium, production build, mock backend):');
  for (const [name, value, limit, unit] of results) {
    const ok = value <= limit;
    failed ||= !ok;
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(36)} ${value.toFixed(1).padStart(7)} ${unit} (budget ${limit} ${unit})`);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser.close();
  preview.kill('SIGTERM');
}
