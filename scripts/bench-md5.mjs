// `npm run bench:md5`: the md5 behind the upload identifier, measured side by side on
// this machine and printed:
//   1. Node: native md5 (node:crypto, OpenSSL), hash-wasm's WASM md5 (what the console ships) and
//      spark-md5 (pure JavaScript), over the same bytes fed in 8 MB slices as the worker does; one
//      warm-up, then the median of --runs runs. The budget is "at least half of native".
//   2. Chromium (with --dist): the console's real md5 worker from the production build hashes a disk
//      File of --browser-mb MB (default 1024 = 1 GB, written to the temp folder and given to an <input
//      type=file>) while a PerformanceObserver('longtask') on the main thread records every task over
//      50 ms. The budget is "no main-thread task over 50 ms".
//
// Options: --mb <n> bytes for the Node part (default 512), --runs <n> (default 3), --dist <dir> a
// production build (`npx vite build --outDir <dir>`; without it the browser part is skipped),
// --browser-mb <n>, --port <n> (default 4185), --check (exit 1 when a budget is missed).
// Figures measured while other work loads the machine are pessimistic: the conditions are printed.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';
import { launchChromium, median, startPreview } from './bench-kit.mjs';

const { values: options } = parseArgs({
  options: {
    mb: { type: 'string', default: '512' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string' },
    'browser-mb': { type: 'string', default: '1024' },
    port: { type: 'string', default: '4185' },
    check: { type: 'boolean', default: false },
  },
});
const MB = 1024 * 1024;
const SLICE = 8 * MB; // MD5_SLICE_SIZE of src/lib/chunkedUpload/md5Protocol.ts
const size = Math.max(1, Number(options.mb) || 512) * MB;
const runs = Math.max(1, Number(options.runs) || 3);

// Varied bytes (not zeros), so nothing can shortcut.
const bytes = new Uint8Array(size);
for (let i = 0; i < size; i += 4) bytes[i] = (i * 2654435761) >>> 24;

const candidates = {
  'native (node:crypto)': async () => {
    const hash = createHash('md5');
    for (let o = 0; o < size; o += SLICE) hash.update(bytes.subarray(o, o + SLICE));
    return hash.digest('hex');
  },
  'hash-wasm (WASM, shipped)': async () => {
    const md5 = await createMD5();
    md5.init();
    for (let o = 0; o < size; o += SLICE) md5.update(bytes.subarray(o, o + SLICE));
    return md5.digest('hex');
  },
  'spark-md5 (JavaScript)': async () => {
    const spark = new SparkMD5.ArrayBuffer();
    // spark-md5 takes ArrayBuffers: the slice copy is part of its cost in the browser too.
    for (let o = 0; o < size; o += SLICE) spark.append(bytes.slice(o, o + SLICE).buffer);
    return spark.end();
  },
};

console.log(`md5 throughput, ${size / MB} MB in ${SLICE / MB} MB slices, median of ${runs} interleaved runs after a warm-up`);
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}, Node ${process.version}`);
const results = {};
let reference;
for (const [name, run] of Object.entries(candidates)) {
  const digest = await run(); // warm-up (and the digest every implementation must agree on)
  reference ??= digest;
  if (digest !== reference) throw new Error(`${name} disagrees: ${digest} != ${reference}`);
}
// Rounds interleave the candidates, so a burst of load from elsewhere hits them alike.
const times = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, run] of Object.entries(candidates)) {
    const started = performance.now();
    await run();
    times[name].push(performance.now() - started);
  }
}
for (const name of Object.keys(candidates)) results[name] = size / MB / (median(times[name]) / 1000);
const native = results['native (node:crypto)'];
for (const [name, mbps] of Object.entries(results)) {
  console.log(`  ${name.padEnd(28)} ${mbps.toFixed(0).padStart(6)} MB/s  ${((mbps / native) * 100).toFixed(0).padStart(4)}% of native`);
}
const wasmShare = results['hash-wasm (WASM, shipped)'] / native;
let failed = wasmShare < 0.5;
console.log(`  ${wasmShare >= 0.5 ? 'ok  ' : 'OVER'} shipped md5 at least half of native: ${(wasmShare * 100).toFixed(0)}%`);

if (options.dist) failed = (await browserPart(options.dist)) || failed;
else console.log('Browser part skipped: pass --dist <dir> of a production build (npx vite build --outDir <dir>).');

if (options.check && failed) {
  console.error('bench:md5 --check: a budget is missed.');
  process.exitCode = 1;
}

/**
 * The shipped worker in Chromium hashing a real disk File of --browser-mb MB (given to an <input
 * type=file>, as the upload dialog gets it), with the main thread's long tasks recorded. Also prints how
 * fast Chromium merely reads that File (the ceiling for any hashing in the page) and checks the digest
 * against Node's.
 */
async function browserPart(dist) {
  const worker = existsSync(`${dist}/assets`) && readdirSync(`${dist}/assets`).find((f) => /^md5\.worker-.*\.js$/.test(f));
  if (!worker) throw new Error(`no md5 worker in ${dist}/assets: build first (npx vite build --outDir ${dist})`);
  const browserMb = Math.max(1, Number(options['browser-mb']) || 1024);
  const path = join(tmpdir(), `bench-md5-${process.pid}.bin`);
  const piece = Buffer.alloc(16 * MB);
  for (let i = 0; i < piece.length; i += 4) piece[i] = (i * 2654435761) >>> 24;
  const native = createHash('md5');
  const fd = openSync(path, 'w');
  let written = 0;
  for (let mb = 0; mb < browserMb; mb += 16) {
    const part = piece.subarray(0, Math.min(16, browserMb - mb) * MB);
    writeSync(fd, part);
    native.update(part);
    written += part.length;
  }
  closeSync(fd);
  const expected = native.digest('hex');

  const { base, stop } = await startPreview({ dist, port: Number(options.port), readyPath: `/assets/${worker}` });
  const browser = await launchChromium(['--disable-dev-shm-usage']).catch((error) => {
    stop();
    throw error;
  });
  try {
    const page = await browser.newPage();
    // A bare page on the preview's origin, so the worker loads as the console loads it.
    await page.route(`${base}/__bench`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title><input type="file" id="file">' }));
    await page.goto(`${base}/__bench`);
    await page.setInputFiles('#file', path);
    const result = await page.evaluate(
      async ({ workerUrl, slice }) => {
        const file = document.getElementById('file').files[0];
        // The ceiling: how fast this browser reads the File at all (in a worker, no hashing).
        const readOnly = await new Promise((resolve) => {
          const code = 'self.onmessage=async({data})=>{const t=performance.now();const r=data.stream().getReader();for(;;){const{done}=await r.read();if(done)break}postMessage(performance.now()-t)}';
          const w = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
          w.onmessage = ({ data }) => {
            w.terminate();
            resolve(data);
          };
          w.postMessage(file);
        });
        const longTasks = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
        observer.observe({ type: 'longtask', buffered: false });
        // A heartbeat on the main thread, as a second witness (late beats also come from other processes).
        let worstGap = 0;
        let last = performance.now();
        const beat = setInterval(() => {
          const now = performance.now();
          worstGap = Math.max(worstGap, now - last - 10);
          last = now;
        }, 10);
        const started = performance.now();
        const md5 = await new Promise((resolve, reject) => {
          const w = new Worker(workerUrl, { type: 'module' });
          w.onmessage = ({ data }) => {
            if (data.type === 'done') resolve(data.md5);
            if (data.type === 'error') reject(new Error(data.message));
          };
          w.onerror = (e) => reject(new Error(e.message));
          w.postMessage({ file, sliceSize: slice });
        });
        const ms = performance.now() - started;
        clearInterval(beat);
        await new Promise((r) => setTimeout(r, 100));
        observer.disconnect();
        return { md5, ms, readOnly, longTasks, worstGap };
      },
      { workerUrl: `${base}/assets/${worker}`, slice: SLICE },
    );
    if (result.md5 !== expected) throw new Error(`the worker's md5 ${result.md5} differs from Node's ${expected}`);
    const mb = written / MB;
    const mbps = mb / (result.ms / 1000);
    const longest = Math.max(0, ...result.longTasks);
    console.log(`Chromium, the shipped worker (${dist}/assets/${worker}) over a ${mb} MB disk File (digest checked against Node's):`);
    console.log(`  read + md5 in the worker     ${mbps.toFixed(0).padStart(6)} MB/s  ${((mbps / results['native (node:crypto)']) * 100).toFixed(0).padStart(4)}% of Node's native md5`);
    console.log(`  reading the File alone       ${(mb / (result.readOnly / 1000)).toFixed(0).padStart(6)} MB/s  (the ceiling for hashing in the browser)`);
    console.log(`  main-thread long tasks       ${String(result.longTasks.length).padStart(6)}       longest ${longest.toFixed(0)} ms; heartbeat's worst lateness ${result.worstGap.toFixed(0)} ms`);
    const ok = longest <= 50;
    console.log(`  ${ok ? 'ok  ' : 'OVER'} no main-thread task over 50 ms while hashing`);
    return !ok;
  } finally {
    await browser.close();
    stop();
    rmSync(path, { force: true });
  }
}
