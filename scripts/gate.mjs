// `npm test`: everything CI checks, stopping at the first failure, with timings.
// The checks run in phases; within a phase, lanes run side by side (the machine has 2 cores), each lane's
// steps one after another. A lane's output is printed whole when the lane ends, so logs never interleave.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { e2eSummary } from './e2e-summary.mjs';

rmSync('reports', { recursive: true, force: true });

// The gate's Playwright run walks every spec in both languages, starting from sign-ins saved once per
// role (tests/e2e/support/session.ts); the layout measurements run after it, alone.
// It serves the demo build (dist-demo/, the in-browser mock), which is built after the real-backend
// build and its size check. The shell and chart budgets measure that demo build too (they need its mock).
process.env.MEASURE_DIST ??= 'dist-demo';
process.env.BENCH_DIST ??= 'dist-demo';

/** A phase is lanes side by side; a lane is steps in order: [name, npm script, ...args]. */
const phases = [
  // Single-threaded checks: ESLint (typed rules, the longest) beside everything else that reads sources.
  [
    [['eslint (layers, cycles)', 'lint']],
    [
      ['contract lint (spectral)', 'lint:api'],
      ['contract reference docs (redocly)', 'docs'],
      ['generated/ is fresh', 'check:generated'],
      ['typecheck', 'typecheck'],
      ['unused code (knip)', 'lint:unused'],
    ],
  ],
  // Two workers of its own (vitest.config.ts).
  [[['vitest', 'test:unit']]],
  [
    [
      ['production build (real backend, no mock code)', 'build'],
      ['size budget', 'check:size'],
      ['demo build (in-browser mock)', 'build:demo'],
    ],
  ],
  [[['playwright e2e', 'test:e2e']]],
  // Main layout JS, tab switch among 20 tabs, heap after 200 tabs, in Chromium.
  // The tab switch among 20 real pages is printed, not checked, until it meets 50 ms.
  [[['shell budgets', 'measure:shell', '--check', '--report-tab-switch']]],
  // The compare chart with 8 × 10,080 points - first paint and zoom to one day, in Chromium
  // (main-thread CPU time when the machine is busy, like the shell budgets). Printed, not checked, until
  // the first paint meets 300 ms (docs/performance.md has the current figure).
  [[['chart budgets', 'bench:chart']]],
];

/** Runs `npm run <script>`; with `buffer`, keeps its output for later instead of printing it now. */
function runStep([name, script, ...args], buffer) {
  const started = Date.now();
  const header = `\n=== ${name} (npm run ${[script, ...args].join(' ')})\n`;
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [header];
  if (buffer) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  } else process.stdout.write(header);
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ name, script, status, seconds: ((Date.now() - started) / 1000).toFixed(1), output: buffer ? output.join('') : '' }));
  });
}

async function runLane(steps, buffer) {
  const done = [];
  for (const step of steps) {
    const result = await runStep(step, buffer);
    done.push(result);
    if (result.status !== 0) break;
  }
  if (buffer) process.stdout.write(done.map((r) => r.output).join(''));
  return done;
}

const results = [];
const gateStarted = Date.now();
for (const lanes of phases) {
  const phaseStarted = Date.now();
  const done = (await Promise.all(lanes.map((steps) => runLane(steps, lanes.length > 1)))).flat();
  for (const r of done) results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  if (lanes.length > 1) results.push(`     (side by side: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s)`);
  const failed = done.find((r) => r.status !== 0);
  if (failed) {
    const e2eLines = failed.script === 'test:e2e' ? e2eSummary('reports/e2e.json') : [];
    console.error(`\n${[...results, ...e2eLines].join('\n')}\nnpm test failed at: ${failed.name}`);
    process.exit(failed.status ?? 1);
  }
}
const vitest = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
const e2e = existsSync('reports/e2e.json') ? JSON.parse(readFileSync('reports/e2e.json', 'utf8')).stats : { expected: 0, unexpected: 0, flaky: 0 };
const passed = vitest.numPassedTests + e2e.expected + e2e.flaky;
const failed = vitest.numFailedTests + e2e.unexpected;
const e2eLines = e2eSummary('reports/e2e.json');
const steps = phases.flat(2).length;
console.log(`\n${results.join('\n')}${e2eLines.length ? `\n${e2eLines.join('\n')}` : ''}\nnpm test passed: ${steps} steps in ${((Date.now() - gateStarted) / 60000).toFixed(1)} min (vitest ${vitest.numPassedTests}, e2e ${e2e.expected + e2e.flaky}).`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
