// The JavaScript a browser fetches on a first visit to each budgeted page of the real build (`npm run
// build`, dist/), in gzip KB and files, and with --check a failure when a page is over its limit (KB, or
// files where the budget names a count) in scripts/size-budget.json.
//
// Counted the way a browser downloads it: Chromium loads the built page with an empty cache and every
// script response is counted (the entry, its static imports, modulepreloads, and the lazy chunks of what
// the page shows: route pages, charts, locale tables), each body gzipped at the default level. Counting
// the manifest's static imports alone left out the lazy chunks (the home page's chart was 219 KB of them).
//
// The real build has no mock, so the signed-in page needs a backend: the mock world runs as an HTTP
// server (mocks/server.ts, as `npm run mock:server`) behind `vite preview`'s /api proxy, the way a real
// backend is reached. Only the built files are counted, never the backend's.
//
// Options: --check; --dist <dir> (default dist); --port <n> (preview, default 4183; REPORT_PORT) and
// --mock-port <n> (default port + 1); --verbose lists every file fetched.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium, signInAsAdmin, startMockServer, startPreview } from './bench-kit.mjs';

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.REPORT_PORT ?? '4183' },
    'mock-port': { type: 'string' },
  },
});
const port = Number(options.port);
const mockPort = Number(options['mock-port'] ?? port + 1);
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8')).routes;

/** Records every script the page fetches (by URL, once), with its gzip size. */
function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!isScript || url.pathname.startsWith('/api/') || scripts.has(url.pathname) || !response.ok()) return;
    scripts.set(url.pathname, null);
    try {
      scripts.set(url.pathname, gzipSync(await response.body()).length / 1024);
    } catch {
      scripts.delete(url.pathname);
    }
  });
  return scripts;
}

/** Waits until nothing has been fetched for `quietMs`: the lazy chunks of what is on screen are in. */
async function settle(page, quietMs = 1500) {
  let last = Date.now();
  const bump = () => (last = Date.now());
  page.on('request', bump);
  page.on('requestfinished', bump);
  await page.waitForLoadState('networkidle');
  while (Date.now() - last < quietMs) await page.waitForTimeout(250);
  page.off('request', bump);
  page.off('requestfinished', bump);
}

/** A fresh context (empty cache: a first visit) opening `path`, optionally with a session's storage. */
async function firstVisit(browser, base, path, { storage, ready } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (storage) await context.addInitScript(restoreStorage, storage);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${base}${path}`);
  if (ready) await ready(page);
  await settle(page);
  await context.close();
  return scripts;
}

/** Runs in the page before its scripts: puts back the signed-in tab's storage. */
function restoreStorage({ local, session }) {
  if (sessionStorage.getItem('report-bundle-restored')) return;
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  sessionStorage.setItem('report-bundle-restored', '1');
}

async function signedInStorage(browser, base) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInAsAdmin(page, base, { timeout: 60_000 });
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  await context.close();
  return storage;
}

const pages = {
  '/login': { path: '/login', ready: (page) => page.getByRole('button', { name: '登录', exact: true }).waitFor() },
  '/wel/index': {
    path: '/wel/index',
    signedIn: true,
    // The welcome, then every card drawn (no skeleton left): the cards' lazy chunks are in.
    ready: async (page) => {
      await page.getByRole('heading', { name: '欢迎，管理员' }).waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.querySelectorAll('main section h3').length > 0 && !document.querySelector('main .ant-skeleton'), null, { timeout: 60_000 });
    },
  },
};

process.env.VITE_API_TARGET = `http://127.0.0.1:${mockPort}`;
const mock = await startMockServer(mockPort);
let preview;
let failed = false;
let browser;
try {
  preview = await startPreview({ dist: options.dist, port });
  browser = await launchChromium();
  const storage = await signedInStorage(browser, preview.base);
  console.log(`JavaScript fetched on a first visit to the build in ${options.dist}/ (gzip, as Chromium loads it):`);
  for (const [route, { path, signedIn, ready }] of Object.entries(pages)) {
    const scripts = await firstVisit(browser, preview.base, path, { storage: signedIn ? storage : undefined, ready });
    const size = [...scripts.values()].reduce((sum, kb) => sum + (kb ?? 0), 0);
    const rule = budget[route];
    const over = rule && size > rule.limit;
    // Files count too: on a connection with a round trip per file, a first visit of many files waits on them.
    const tooMany = rule?.files !== undefined && scripts.size > rule.files;
    if (over || tooMany) failed = true;
    const target = rule && rule.target < rule.limit ? `, target ${rule.target} KB` : '';
    const files = rule?.files !== undefined ? `, at most ${rule.files} files` : '';
    const note = rule ? ` limit ${rule.limit} KB${target}${files} ${over || tooMany ? 'OVER' : 'ok'}` : '';
    console.log(`  ${route.padEnd(12)} ${size.toFixed(1).padStart(7)} KB in ${scripts.size} files${note}`);
    if (options.verbose) {
      for (const [file, kb] of [...scripts].sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))) console.log(`      ${(kb ?? 0).toFixed(1).padStart(7)} KB  ${file}`);
    }
  }
} finally {
  await browser?.close();
  preview?.stop();
  mock.kill('SIGTERM');
}
if (options.check && failed) {
  console.error('A page is over its size or file-count limit (scripts/size-budget.json).');
  process.exit(1);
}
