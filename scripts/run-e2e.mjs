// Runs the Playwright suite against the production build, with a browser found by find-browser and
// Chinese fonts in place (the layout checks measure real glyphs; see find-browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eSummary } from './e2e-summary.mjs';
import { browserWithFonts } from './find-browser.mjs';

const browser = browserWithFonts();
// The demo build (the in-browser mock) by default; E2E_DIST serves another (playwright.config.ts).
const dist = process.env.E2E_DIST ?? 'dist-demo';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`E2E needs the build in ${dist}/: run \`npm run build:demo\` first (or set E2E_DIST).`);
  process.exit(1);
}
console.log(`E2E browser: ${browser}`);
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
const port = process.env.E2E_PORT ?? '4173';
for (const line of e2eSummary(`reports/${process.env.E2E_REPORT ?? 'e2e'}${port === '4173' ? '' : `-${port}`}.json`)) console.log(line);
process.exit(result.status ?? 1);
