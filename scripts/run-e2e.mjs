// Runs the Playwright suite against the production build, with a browser found by find-browser and
// Chinese fonts in place (the layout checks measure real glyphs; see find-browser).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserWithFonts } from './find-browser.mjs';

const browser = browserWithFonts();
const dist = process.env.E2E_DIST ?? 'dist';
if (!existsSync(`${dist}/index.html`)) {
  console.error(`E2E needs the production build in ${dist}/: run \`npm run build\` first.`);
  process.exit(1);
}
console.log(`E2E browser: ${browser}`);
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(result.status ?? 1);
