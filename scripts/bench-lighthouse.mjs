// Lighthouse (performance only, through its Node API) on the real build (`vite build`, the mock off)
// served by `vite preview` with /api proxied to the mock world as an HTTP server (mocks/server.ts), for
// /login and for the signed-in home /wel/index on a first visit: the tab signs in through the form, the
// HTTP cache is cleared (the session stays in the tab's sessionStorage), then Lighthouse loads the page.
// The mobile preset (simulated slow 4G and a 4x slower CPU) and the desktop preset, the median of --runs
// (default 3) of each figure; the slowest scripts of the run with the median score.
//
// --base <git ref> builds that commit too, in a temporary git worktree outside the repository with a
// hard-linked copy of node_modules (the build is kept in .cache/bench-lighthouse/<commit>/), and measures
// both builds in the same run, interleaved (this build, the base, then the base first), printing the
// ratios this / base. Only ratios from one run compare: the machine's load moves every figure.
//
// Other options: --runs <n>; --presets mobile,desktop; --pages /login,/wel/index; --port <n> (this build's
// preview; the base's on port + 1, the mock server on port + 2, or --mock-port); --no-build (measure
// dist/ as it is); --json <dir> (every report's JSON, for the audits this does not print).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median, startMockServer, startPreview } from './bench-kit.mjs';
import { browserWithFonts } from './find-browser.mjs';

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string', default: '/login,/wel/index' },
    port: { type: 'string', default: process.env.LIGHTHOUSE_PORT ?? '4193' },
    'mock-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const mockPort = Number(options['mock-port'] ?? port + 2);
const presets = options.presets.split(',');
const pages = options.pages.split(',');
const repo = process.cwd();
const cacheDir = path.join(repo, '.cache/bench-lighthouse');

const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const viteBuild = (cwd, outDir) =>
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, VITE_MOCK: 'off' },
  });

/** The base commit's real build, built once per commit in a temporary worktree with a hard-linked node_modules. */
function buildBase(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const outDir = path.join(cacheDir, commit);
  if (existsSync(path.join(outDir, 'index.html'))) return { commit, outDir, cwd: undefined };
  const tree = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  console.log(`building ${ref} (${commit.slice(0, 7)}) in ${tree} ...`);
  git('worktree', 'add', '--detach', tree, commit);
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(tree, 'node_modules')]);
  viteBuild(tree, outDir);
  return { commit, outDir, cwd: tree };
}

function removeWorktree(tree) {
  if (!tree) return;
  git('worktree', 'remove', '--force', tree);
  rmSync(tree, { recursive: true, force: true });
}

/** Signs in as the seeded admin through the form; the mock server sends the captcha's answer in a header. */
async function signIn(page, base) {
  const captcha = page.waitForResponse((res) => res.url().includes('/oauth/captcha') && res.ok(), { timeout: 60_000 });
  await page.goto(`${base}/login`);
  const code = (await captcha).headers()['x-mock-captcha-code'];
  await page.locator('::-p-aria([name="账号"][role="textbox"])').fill('admin');
  await page.locator('::-p-aria([name="密码"][role="textbox"])').fill('Admin123');
  await page.locator('::-p-aria([name="验证码"][role="textbox"])').fill(code);
  await page.locator('::-p-aria([name="登录"][role="button"])').click();
  await page.waitForFunction(() => location.pathname === '/wel/index' && document.querySelector('main h1, main h2, main h3'), { timeout: 60_000 });
}

/** Lighthouse's default (mobile) screen, the Moto G Power it emulates (lighthouse/core/config/constants.js). */
const mobileScreen = { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75 };

/** One Lighthouse run in a fresh browser: the page's report. */
async function measure(base, route, preset) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : browserWithFonts()),
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const signedIn = route !== '/login';
    if (signedIn) {
      // Signed in on the device measured (Lighthouse's own screen for the preset), as a person would be.
      const screen = preset === 'desktop' ? desktopConfig.settings.screenEmulation : mobileScreen;
      await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.mobile, hasTouch: screen.mobile });
      await signIn(page, base);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    // Waits far beyond Lighthouse's defaults (30 s for a first paint): at load 36 on 2 cores a page took longer.
    const flags = { onlyCategories: ['performance'], logLevel: 'error', output: 'json', disableStorageReset: signedIn, maxWaitForFcp: 120_000, maxWaitForLoad: 180_000 };
    const result = await lighthouse(`${base}${route}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
    if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
    if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== route) throw new Error(`${route} ended on ${result.lhr.finalDisplayedUrl}: not signed in`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** A run that failed (a page that did not paint on a machine too busy, a sign-in timed out) is run again, twice at most. */
async function measureWithRetry(base, route, preset) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(base, route, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${route} ${preset} on ${base}: ${error instanceof Error ? error.message : error}; again`);
    }
  }
}

const figures = (lhr) => ({
  score: Math.round(lhr.categories.performance.score * 100),
  fcp: lhr.audits['first-contentful-paint'].numericValue,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  si: lhr.audits['speed-index'].numericValue,
  bootup: lhr.audits['bootup-time'].numericValue,
});
const columns = ['score', 'fcp', 'lcp', 'tbt', 'si', 'bootup'];
const heads = { score: 'score', fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', si: 'SI', bootup: 'JS boot-up' };
const show = (key, value) => (key === 'score' ? String(value) : key === 'tbt' || key === 'bootup' ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`);

function summarise(reports) {
  const each = reports.map(figures);
  const summary = Object.fromEntries(columns.map((key) => [key, median(each.map((f) => f[key]))]));
  const byScore = [...reports].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const typical = byScore[byScore.length >> 1];
  const slowest = typical.audits['bootup-time'].details.items
    .slice(0, 5)
    .map((item) => `${Math.round(item.total)} ms (script ${Math.round(item.scripting)}) ${item.url.replace(/^https?:\/\/[^/]+/, '')}`);
  return { summary, slowest, runs: each.map((f) => f.score) };
}

const targets = [];
let baseBuild;
const mock = await startMockServer(mockPort);
const previews = [];
try {
  if (!options['no-build']) {
    console.log('building this checkout ...');
    viteBuild(repo, path.join(cacheDir, 'current'));
  }
  const currentDist = options['no-build'] ? 'dist' : path.join(cacheDir, 'current');
  if (options.base) baseBuild = buildBase(options.base);
  // Both previews proxy /api to the one mock server; each origin keeps its own session.
  process.env.VITE_API_TARGET = `http://127.0.0.1:${mockPort}`;
  const current = await startPreview({ dist: currentDist, port });
  previews.push(current);
  targets.push({ name: 'this', base: current.base });
  if (baseBuild) {
    const basePreview = await startPreview({ dist: baseBuild.outDir, port: port + 1, cwd: baseBuild.cwd ?? repo });
    previews.push(basePreview);
    targets.push({ name: baseBuild.commit.slice(0, 7), base: basePreview.base });
  }
  const reports = new Map();
  for (let run = 0; run < runs; run++) {
    for (const preset of presets) {
      for (const route of pages) {
        // Interleaved, the order turned every other run: neither build always goes first.
        const order = run % 2 ? [...targets].reverse() : targets;
        for (const target of order) {
          const key = `${route} ${preset} ${target.name}`;
          const lhr = await measureWithRetry(target.base, route, preset);
          const f = figures(lhr);
          console.log(`  run ${run + 1}/${runs} ${key}: score ${f.score}, LCP ${show('lcp', f.lcp)}, TBT ${show('tbt', f.tbt)}`);
          if (!reports.has(key)) reports.set(key, []);
          reports.get(key).push(lhr);
          if (options.json) {
            mkdirSync(options.json, { recursive: true });
            writeFileSync(path.join(options.json, `${key.replace(/[^\w.-]+/g, '_')}_${run + 1}.json`), JSON.stringify(lhr));
          }
        }
      }
    }
  }
  console.log(`\nLighthouse ${reports.values().next().value[0].lighthouseVersion}, median of ${runs}, performance only`);
  for (const route of pages) {
    for (const preset of presets) {
      console.log(`\n${route} (${preset})`);
      console.log(`  ${'build'.padEnd(8)} ${columns.map((key) => heads[key].padStart(11)).join('')}`);
      const rows = targets.map((target) => ({ target, ...summarise(reports.get(`${route} ${preset} ${target.name}`)) }));
      for (const row of rows) console.log(`  ${row.target.name.padEnd(8)} ${columns.map((key) => show(key, row.summary[key]).padStart(11)).join('')}   (scores ${row.runs.join(', ')})`);
      if (rows.length === 2) {
        const ratio = (key) => (rows[1].summary[key] ? rows[0].summary[key] / rows[1].summary[key] : NaN);
        console.log(`  ${'ratio'.padEnd(8)} ${columns.map((key) => `${ratio(key).toFixed(2)}x`.padStart(11)).join('')}`);
      }
      for (const row of rows) console.log(`  slowest scripts (${row.target.name}):\n${row.slowest.map((line) => `    ${line}`).join('\n')}`);
    }
  }
} finally {
  for (const preview of previews) preview.stop();
  mock.kill('SIGTERM');
  removeWorktree(baseBuild?.cwd);
}
