// `npm run bench:cards`: the monitoring cards' budget (virtualised so that 1,000 devices of the
// large scenario scroll without a long task over 50 ms), measured in Chromium against the production
// build. The mock runs as an HTTP server with the large scenario (mock:server, 20,000 devices), so the
// page's main thread does only the console's work, as against a real backend.
//
// The company is the smallest whose subtree holds at least 1,000 devices. Its cards page is scrolled as
// a wheel does, 240 px a frame, from the top until card 1,000 is on screen (the 200-card pages are fetched
// on the way, their cards drawn as they arrive), then back to the top; then the scrollbar is dragged: five
// jumps to far positions, each waited for. A PerformanceObserver('longtask') records every main-thread
// task over 50 ms meanwhile (wall clock). Printed: long tasks (count and the longest), the slowest frame
// (between two animation frames) and the pages fetched.
//
// Robust on a busy machine: RUNS runs (default 3) after a warm-up run; the check applies to the median
// run. Long tasks are wall-clock time: with a load average above the CPU count, another process can
// stretch any task, so --check then says so and does not fail.
// Options: --check, --dist <dir> (default dist), --port <n> (default 4186), --mock-port <n> (port + 1),
// --runs <n>. Needs a production build first (`npm run build`).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium, median, signInAsAdmin, startMockServer, startPreview } from './bench-kit.mjs';

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4186' },
    'mock-port': { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const dist = options.dist;
const port = Number(options.port);
const mockPort = Number(options['mock-port'] ?? port + 1);
const runs = Math.max(1, Number(options.runs) || 3);
const CARDS = 1000;
const LONG_TASK_MS = 50;

if (!existsSync(`${dist}/index.html`)) {
  console.error(`bench:cards needs the production build in ${dist}/: run \`npm run build\` first.`);
  process.exit(1);
}

const loadBefore = loadavg()[0];
const mock = await startMockServer(mockPort, { MOCK_SCENARIO: 'large' });
process.env.VITE_API_TARGET = `http://127.0.0.1:${mockPort}`;
const { base, stop: stopPreview } = await startPreview({ dist, port });
const stop = () => {
  stopPreview();
  mock.kill('SIGTERM');
};
const browser = await launchChromium().catch((error) => {
  stop();
  throw error;
});

/** A reply of the mock, as the signed-in console gets it. */
const api = (page, path) =>
  page.evaluate(async (p) => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content;
    const reply = await fetch(`/api${p}`, { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return (await reply.json()).data;
  }, path);

/** The smallest company whose subtree holds at least CARDS devices, walking down from the top. */
async function companyWithCards(page) {
  let chosen;
  let level = await api(page, '/device/companyOverview');
  for (let depth = 0; depth < 4 && level?.length; depth++) {
    const big = level.filter((c) => c.counts.total >= CARDS).sort((a, b) => a.counts.total - b.counts.total)[0];
    if (!big) break;
    chosen = big;
    level = await api(page, `/device/companyOverview?parentId=${big.deptId}`);
  }
  return chosen;
}

/** One run in the page: wheel down to card CARDS and back, then five scrollbar jumps. */
async function scrollRun(page) {
  return page.evaluate(
    async ({ cards, longTask }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const long = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.duration > longTask) long.push({ ms: Math.round(entry.duration), at: entry.startTime });
      });
      observer.observe({ type: 'longtask' });
      const frames = [];
      let last = performance.now();
      const step = async (dy) => {
        window.scrollBy(0, dy);
        await frame();
        const now = performance.now();
        frames.push(now - last);
        last = now;
      };
      const furthest = () => Math.max(0, ...[...document.querySelectorAll('[role="feed"] article')].map((a) => Number(a.getAttribute('aria-posinset'))));
      const started = performance.now();
      // Down until card `cards` is on screen (at most two minutes), then back to the top.
      while (furthest() < cards && performance.now() - started < 120_000) await step(240);
      const reached = furthest();
      const upAt = performance.now();
      while (window.scrollY > 0 && performance.now() - started < 240_000) await step(-240);
      // Scrollbar drags: far positions at once, each given the time to fetch and draw.
      const jumpsAt = performance.now();
      const height = document.documentElement.scrollHeight;
      for (const at of [0.8, 0.2, 0.6, 0.95, 0.4]) {
        window.scrollTo(0, height * at);
        last = performance.now();
        for (let i = 0; i < 60; i++) await step(0);
      }
      window.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      observer.disconnect();
      const phase = (at) => (at < upAt ? 'down' : at < jumpsAt ? 'up' : 'jumps');
      return { long: long.map((task) => task.ms), phases: long.map((task) => phase(task.at)), reached, slowestFrame: Math.max(...frames), frames: frames.length };
    },
    { cards: CARDS, longTask: LONG_TASK_MS },
  );
}

try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  // The large world is built by the mock server at start-up; the first sign-in may wait for it.
  await signInAsAdmin(page, base, { query: '?mock=off', timeout: 120_000 });
  const company = await companyWithCards(page);
  if (!company) throw new Error(`no company with ${CARDS} devices in the large scenario`);
  const pages = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/device/cardPage')) pages.push(new URL(request.url()).searchParams.get('current'));
  });
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/monitor/device/card?dept=${company.deptId}`);
  await page.locator('[role="feed"] article').first().waitFor({ timeout: 60_000 });

  await scrollRun(page); // warm-up, not counted
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await scrollRun(page));

  const longest = results.map((r) => Math.max(0, ...r.long));
  const counts = results.map((r) => r.long.length);
  const loadAfter = loadavg()[0];
  const busy = Math.max(loadBefore, loadAfter) > cpus().length;
  const medianLongest = median(longest);

  console.log(
    `Monitoring cards (Chromium, production build in ${dist}/, mock:server large scenario; ${company.deptName}: ${company.counts.total} devices; ` +
      `${runs} runs after a warm-up; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${cpus().length} CPUs):`,
  );
  console.log(`  scrolled to card ${Math.min(...results.map((r) => r.reached))} and back, then five scrollbar jumps; card pages fetched: ${new Set(pages).size} of ${Math.ceil(company.counts.total / 200)}`);
  console.log(`  ${medianLongest <= LONG_TASK_MS ? 'ok  ' : busy ? 'info' : 'OVER'} longest main-thread task, median run  ${String(medianLongest).padStart(5)} ms (budget: no task over ${LONG_TASK_MS} ms)`);
  console.log(`       tasks over ${LONG_TASK_MS} ms per run                  ${counts.join(', ')}`);
  console.log(`       of which (wheel down / wheel up / jumps)   ${results.map((r) => ['down', 'up', 'jumps'].map((p) => r.phases.filter((x) => x === p).length).join('/')).join(', ')}`);
  console.log(`       longest task per run                       ${longest.join(', ')} ms`);
  console.log(`       slowest frame per run                      ${results.map((r) => Math.round(r.slowestFrame)).join(', ')} ms (${results[0].frames} frames a run)`);
  if (busy) console.log('  The machine was busy: long tasks are wall-clock time, which other processes stretch; not checked.');
  if (options.check && medianLongest > LONG_TASK_MS && !busy) {
    console.error('bench:cards --check: a long task over 50 ms while scrolling the cards.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  stop();
}
