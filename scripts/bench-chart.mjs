// `npm run bench:chart`: the compare chart's budgets, measured in Chromium against the production
// build on its in-browser mock, and printed:
//   - first paint: the compare chart with 8 series × 10,080 points (7 days of one-minute samples), at most
//     300 ms - from the moment the history reply has arrived (resource timing responseEnd) to the next frame
//     after echarts has drawn it (the page's User Timing mark `compare-chart:drawn`, set on echarts'
//     `finished`). This covers reading and parsing the 8 × 10,080-point reply, turning it into series,
//     echarts' setOption with min/max and LTTB sampling to the pixels, and the drawing;
//   - zoom to one day: a click on the chart's 最近1天 button to the next frame after the zoomed chart has
//     been drawn (`compare-chart:zoomed`), at most 100 ms. The day is drawn from its 1,440 points per series,
//     in full.
// Both are medians: RUNS page loads after a warm-up load (not counted), and ZOOMS zooms per load (each
// back to the whole week in between, not counted).
//
// The items: 8 items sampled every minute whose devices reported all week (so each series holds exactly
// 10,080 points; found through the mock's own calls), of several kinds and units (the chart gets one y-axis
// per unit), over a fixed custom range ending at the last whole minute (a range in the past is not
// refreshed while measuring).
//
// On a busy machine (load average above the number of CPUs) wall-clock times mostly measure the wait for
// a CPU. Then the budgets are checked on the main thread's CPU time (Chrome's thread clock, as measure-shell
// does): for the zoom, the CPU time from the click to the painted frame; for the first paint, the CPU time
// of the renderer's main thread between the reply and the painted frame, from a trace. The output says which.
//
// Options: --check (exit 1 when a budget is missed), --dist <dir> (default dist-demo; BENCH_DIST), --port <n>
// (default 4185; BENCH_PORT), --runs <n> (default 5), --zooms <n> (default 3).
// Needs the demo build first (`npm run build:demo`, or `VITE_MOCK=on npx vite build --outDir <dir>`).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium, median, signInAsAdmin, startPreview } from './bench-kit.mjs';

const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    // The in-browser mock answers (scenarios in the address): the demo build carries it, `npm run build` does not.
    dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist-demo' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4185' },
    runs: { type: 'string', default: '5' },
    zooms: { type: 'string', default: '3' },
  },
});
const dist = options.dist;
const port = Number(options.port);
const runs = Math.max(1, Number(options.runs) || 5);
const zooms = Math.max(1, Number(options.zooms) || 3);
const BUDGET = { firstPaint: 300, zoom: 100 };
const SERIES = 8;
const POINTS = 10_080;

if (!existsSync(`${dist}/index.html`)) {
  console.error(`bench:chart needs the production build in ${dist}/: run \`npm run build:demo\` (or VITE_MOCK=on npx vite build --outDir ${dist}) first.`);
  process.exit(1);
}

/** In the page: each compare-chart mark with the time of the next frame after it. */
function recordMarks() {
  window.__chartBench = { marks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.startsWith('compare-chart:')) continue;
      requestAnimationFrame(() => setTimeout(() => window.__chartBench.marks.push({ name: entry.name, at: entry.startTime, painted: performance.now() })));
    }
  }).observe({ type: 'mark', buffered: true });
}

const pad2 = (n) => String(n).padStart(2, '0');
const serverTime = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
};

const loadBefore = loadavg()[0];
const { base, stop } = await startPreview({ dist, port });
const browser = await launchChromium().catch((error) => {
  stop();
  throw error;
});
try {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.addInitScript(recordMarks);
  await signInAsAdmin(page, base, { query: '?mock-scenario=default' });

  // ---- the items: 8 one-minute items with a full week each ------------------------------------------
  const end = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const start = end - 7 * 86_400_000;
  const range = { from: serverTime(start), to: serverTime(end) };
  const items = await page.evaluate(
    async ({ range, wanted, points }) => {
      const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content;
      const headers = { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` };
      const get = async (path) => (await (await fetch(`/api${path}`, { headers })).json()).data;
      const devices = (await get('/device/page?current=1&size=200')).records;
      const candidates = [];
      for (const device of devices) {
        const found = (await get(`/device/monitorItems?deviceId=${device.deviceId}`)).filter((i) => i.samplePeriod === 60);
        candidates.push(...found);
        if (candidates.length >= 96) break;
      }
      // Which of them reported all week (no outage): exactly `points` samples.
      const full = [];
      for (let i = 0; i < candidates.length; i += 8) {
        const ids = candidates.slice(i, i + 8).map((c) => c.itemId).join(',');
        const q = new URLSearchParams({ itemIds: ids, startTime: range.from, endTime: range.to, points: '2000' });
        full.push(...(await get(`/device/history?${q}`)).series.filter((s) => s.rawCount === points));
      }
      // Several units, round robin, so the chart has several y-axes as a real comparison does.
      const byUnit = new Map();
      for (const s of full) byUnit.set(s.unit, [...(byUnit.get(s.unit) ?? []), s]);
      const chosen = [];
      while (chosen.length < wanted && [...byUnit.values()].some((l) => l.length)) for (const list of byUnit.values()) if (list.length && chosen.length < wanted) chosen.push(list.shift());
      return chosen.map((s) => ({ itemId: s.itemId, unit: s.unit, name: `${s.deviceName} · ${s.itemName}` }));
    },
    { range, wanted: SERIES, points: POINTS },
  );
  if (items.length < SERIES) throw new Error(`bench:chart: found only ${items.length} one-minute items with a full week in the mock world`);
  const query = new URLSearchParams({ items: items.map((i) => i.itemId).join(','), from: range.from, to: range.to });
  const url = `${base}/monitor/device/chart?${query}`;
  const dayButton = page.getByRole('button', { name: '最近1天' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;

  /**
   * Main-thread CPU ms of the page's renderer between two performance.now() times, from a trace: the sum of
   * the thread time of its tasks in that window. The trace clock is tied to performance.now() by the
   * `compare-chart:drawn` mark, which both record.
   */
  const traceCpu = (trace, fromMs, toMs, markAt) => {
    const events = JSON.parse(trace.toString()).traceEvents;
    const mark = events.find((e) => e.name === 'compare-chart:drawn' && String(e.cat).includes('user_timing'));
    if (!mark) return NaN;
    const offset = mark.ts - markAt * 1000;
    const from = fromMs * 1000 + offset;
    const to = toMs * 1000 + offset;
    let cpu = 0;
    for (const e of events) {
      if (e.pid !== mark.pid || e.tid !== mark.tid || e.ph !== 'X' || e.name !== 'RunTask' || e.tdur === undefined || !e.dur) continue;
      const overlap = (Math.min(e.ts + e.dur, to) - Math.max(e.ts, from)) / e.dur;
      if (overlap > 0) cpu += (e.tdur * Math.min(1, overlap)) / 1000;
    }
    return cpu;
  };

  /** One page load: first paint (wall and main-thread CPU), then `zooms` zooms to the last day. */
  const loadOnce = async () => {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await page.goto(url);
    await page.waitForFunction(() => window.__chartBench.marks.some((m) => m.name === 'compare-chart:drawn'), undefined, { timeout: 120_000 });
    const timing = await page.evaluate(() => {
      const reply = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/device/history')).at(-1);
      const drawn = window.__chartBench.marks.find((m) => m.name === 'compare-chart:drawn');
      return { responseEnd: reply.responseEnd, requestStart: reply.requestStart, size: reply.decodedBodySize, drawn: drawn.at, painted: drawn.painted };
    });
    const trace = await browser.stopTracing();
    const firstCpu = traceCpu(trace, timing.responseEnd, timing.painted, timing.drawn);
    await dayButton.waitFor();
    const zoomWall = [];
    const zoomCpu = [];
    for (let i = 0; i < zooms; i++) {
      const cpuBefore = await taskSeconds();
      const ms = await page.evaluate(async () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === '最近1天');
        const before = window.__chartBench.marks.length;
        const started = performance.now();
        button.click();
        let zoomed;
        while (!(zoomed = window.__chartBench.marks.slice(before).find((m) => m.name === 'compare-chart:zoomed'))) await new Promise((r) => setTimeout(r, 0));
        return zoomed.painted - started;
      });
      zoomCpu.push(((await taskSeconds()) - cpuBefore) * 1000);
      zoomWall.push(ms);
      // Back to the whole week (not measured), once the zoom has reached the address.
      await page.waitForTimeout(400);
      await page.getByRole('button', { name: '还原缩放' }).click();
      await page.waitForTimeout(400);
    }
    return { first: timing.painted - timing.responseEnd, drawn: timing.drawn - timing.responseEnd, firstCpu, mock: timing.responseEnd - timing.requestStart, size: timing.size, zoomWall, zoomCpu };
  };

  await loadOnce(); // warm-up
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await loadOnce());

  const loadAfter = loadavg()[0];
  const busy = Math.max(loadBefore, loadAfter) > cpus().length;
  const first = loads.map((l) => l.first);
  const firstCpu = loads.map((l) => l.firstCpu);
  const zoomWall = loads.flatMap((l) => l.zoomWall);
  const zoomCpu = loads.flatMap((l) => l.zoomCpu);
  const results = [
    ['first paint, 8 × 10,080 points (median)', median(first), BUDGET.firstPaint, Math.max(...first), !busy],
    ['first paint, main-thread CPU (median)', median(firstCpu), BUDGET.firstPaint, Math.max(...firstCpu), busy],
    ['zoom to one day (median)', median(zoomWall), BUDGET.zoom, Math.max(...zoomWall), !busy],
    ['zoom to one day, main-thread CPU (median)', median(zoomCpu), BUDGET.zoom, Math.max(...zoomCpu), busy],
  ];
  const load = `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${cpus().length} CPUs`;
  console.log(`Compare chart budgets (Chromium 1920×1080, production build in ${dist}/, mock backend; ${runs} loads after a warm-up, ${zooms} zooms each; ${load}):`);
  console.log(`  ${SERIES} series × ${POINTS} points (${range.from} – ${range.to}), units ${[...new Set(items.map((i) => i.unit))].join(', ')}; reply ${(median(loads.map((l) => l.size)) / 1024 / 1024).toFixed(1)} MB`);
  let failed = false;
  for (const [name, value, limit, worst, checked] of results) {
    const ok = value <= limit;
    if (checked) failed ||= !ok;
    const mark = !checked ? 'info' : ok ? 'ok  ' : 'OVER';
    console.log(`  ${mark} ${name.padEnd(46)} ${value.toFixed(1).padStart(7)} ms (budget ${limit} ms; worst ${worst.toFixed(1)} ms)`);
  }
  const info = (name, value) => console.log(`       ${name.padEnd(46)} ${value.toFixed(1).padStart(7)} ms`);
  info('first paint, reply to echarts finished (median)', median(loads.map((l) => l.drawn)));
  info('mock answering the history call (median)', median(loads.map((l) => l.mock)));
  if (busy) console.log('  The machine was busy: the budgets were checked on main-thread CPU time; the wall-clock figures are pessimistic.');
  if (options.check && failed) {
    console.error('bench:chart --check: a budget is missed.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  stop();
}
