// `npm test`: everything CI checks, stopping at the first failure, with timings.
// The checks run in phases; within a phase, lanes run side by side (the machine has 2 cores), each lane's
// steps one after another.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { e2eSummary } from './e2e-summary.mjs';
import { vitestSummary } from './vitest-summary.mjs';

const releases = JSON.parse(readFileSync('scripts/node-releases.json', 'utf8'));
console.log(`npm test on Node ${process.version} (${process.execPath}); the next-LTS lane on Node ${releases.next}`);
rmSync('reports', { recursive: true, force: true });

// The gate's Playwright runs walk every spec in both languages, starting from sign-ins saved once per
// role (tests/e2e/support/session.ts): the e2e project beside Vitest, then the layout measurements alone
// (they reuse the saved sign-ins).
// It serves the demo build (dist-demo/, the in-browser mock), which is built after the real-backend
// build and its size check. The shell and chart budgets measure that demo build too (they need its mock).
process.env.MEASURE_DIST ??= 'dist-demo';
process.env.BENCH_DIST ??= 'dist-demo';

/** The JSON report of the next-LTS lane's Vitest files (reports/<name>.json). */
const NEXT_LTS_REPORT = 'vitest-next-lts';

/** The JSON reports of the gate's two Playwright runs (E2E_REPORT names the second's). */
const MEASURED_REPORT = 'e2e-measured';
const E2E_REPORTS = ['reports/e2e.json', `reports/${MEASURED_REPORT}.json`];
const VITEST_REPORTS = ['reports/vitest.json', `reports/${NEXT_LTS_REPORT}.json`];

/**
 * A phase is lanes side by side; a lane is steps in order: [name, npm script, ...args], and an object of
 * environment variables last where a step needs some. A phase `streamed` prints its first lane live
 * (the others when the phase ends); otherwise each lane prints whole when it ends, so logs never interleave.
 */
const phases = [
  // Single-threaded checks: ESLint (typed rules, the longest) beside everything else that reads sources.
  {
    lanes: [
      [['eslint (layers, cycles)', 'lint']],
      [
        ['contract lint (spectral)', 'lint:api'],
        ['contract reference docs (redocly)', 'docs'],
        ['generated/ is fresh', 'check:generated'],
        ['contract against its last release (breaking changes)', 'check:contract-release'],
        ['typecheck', 'typecheck'],
        ['unused code (knip)', 'lint:unused'],
      ],
    ],
  },
  {
    lanes: [
      [
        ['production build (real backend, no mock code)', 'build'],
        ['size budget', 'check:size'],
        ['demo build (in-browser mock)', 'build:demo'],
      ],
      // Needs no build: it bundles the checker itself, then mostly waits on the servers it starts.
      [['packed conformance checker, run from an empty folder', 'check:packed-conformance']],
    ],
  },
  // The e2e project (two browsers) beside Vitest (two workers): the browsers wait on pages, replies and
  // timers for a share of their time, and Vitest fills it (docs/decisions.md). Nothing measured runs here.
  {
    streamed: true,
    lanes: [[['playwright e2e (setup and e2e projects)', 'test:e2e', '--project=setup', '--project=e2e']], [['vitest', 'test:unit']]],
  },
  // The layout walks measure pixels at 1366 and 1920: alone (their own project, two browsers), after everything else.
  { lanes: [[['playwright layout walks (measured project, alone)', 'test:e2e', '--project=measured', '--no-deps', { E2E_SERVERS: 'console', E2E_REPORT: MEASURED_REPORT }]]] },
  // Main layout JS, tab switch among 20 tabs, heap after 200 tabs, in Chromium.
  // The tab switch among 20 real pages is printed, not checked, until it meets 50 ms: three rounds
  // (`npm run measure:shell` alone takes five, the figure docs/performance.md records).
  { lanes: [[['shell budgets', 'measure:shell', '--check', '--report-tab-switch', '--rounds', '3']]] },
  // The compare chart with 8 × 10,080 points - first paint and zoom to one day, in Chromium
  // (main-thread CPU time when the machine is busy, like the shell budgets). Printed, not checked, until
  // the first paint meets 300 ms (docs/performance.md has the current figure).
  { lanes: [[['chart budgets', 'bench:chart']]] },
  // The next LTS line (scripts/node-releases.json), so it is no surprise: the static checks, the builds and
  // the Vitest files without a DOM on it, two lanes side by side. Last, so its builds replace nothing measured.
  {
    node: releases.next,
    lanes: [
      [
        ['eslint on the next LTS', 'lint'],
        ['production build on the next LTS', 'build'],
        ['demo build on the next LTS', 'build:demo'],
      ],
      [
        ['typecheck on the next LTS', 'typecheck'],
        ['contract lint on the next LTS', 'lint:api'],
        ['generated/ is fresh on the next LTS', 'check:generated'],
        ['unused code on the next LTS', 'lint:unused'],
        ['vitest without a DOM on the next LTS', 'test:node-env', { VITEST_REPORT: NEXT_LTS_REPORT }],
      ],
    ],
  },
];
/** Runs `npm run <script>`; with `buffer`, keeps its output for later instead of printing it now. */
function runStep([name, script, ...rest], buffer) {
  const started = Date.now();
  const args = rest.filter((arg) => typeof arg === 'string');
  const env = rest.find((arg) => typeof arg === 'object') ?? {};
  const settings = Object.entries(env).map(([key, value]) => (key === 'PATH' ? `node=${value.split(':')[0]} ` : `${key}=${value} `)).join('');
  const header = `\n=== ${name} (${settings}npm run ${[script, ...args].join(' ')})\n`;
  const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const output = [header];
  if (buffer) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  } else process.stdout.write(header);
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ name, script, status, seconds: ((Date.now() - started) / 1000).toFixed(1), output: buffer ? output.join('') : '' }));
  });
}

/** The step with `env` added to the environment variables it sets. */
function withEnv(step, env) {
  const own = step.find((arg) => typeof arg === 'object') ?? {};
  return [...step.filter((arg) => typeof arg !== 'object'), { ...env, ...own }];
}

/** Runs a lane's steps until one fails; a buffered lane's output is returned, to print when it suits. */
async function runLane(steps, buffer) {
  const done = [];
  for (const step of steps) {
    const result = await runStep(step, buffer);
    done.push(result);
    if (result.status !== 0) break;
  }
  return done;
}

/** The PATH that puts Node `version` first (brought from the npm registry once: scripts/node-runtime.mjs). */
function pathWithNode(version) {
  const bin = execFileSync(process.execPath, ['scripts/node-runtime.mjs', version], { encoding: 'utf8' }).trim();
  return `${bin}:${process.env.PATH}`;
}

/** A phase's lanes side by side (see `phases`); its steps' results in lane order. `node` runs them on that Node. */
async function runPhase({ lanes, streamed = false, node }) {
  const printAtEnd = [];
  const nodeEnv = node ? { PATH: pathWithNode(node) } : undefined;
  const done = await Promise.all(
    lanes.map(async (steps, index) => {
      const buffer = lanes.length > 1 && !(streamed && index === 0);
      const onNode = nodeEnv ? steps.map((step) => withEnv(step, nodeEnv)) : steps;
      const results = await runLane(onNode, buffer);
      const output = results.map((r) => r.output).join('');
      if (streamed) printAtEnd[index] = output;
      else process.stdout.write(output);
      return results;
    }),
  );
  process.stdout.write(printAtEnd.join(''));
  return done.flat();
}

/** The machine's CPU time so far, summed over its cores: busy and idle, in ms. */
function cpuTime() {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

const results = [];
const gateStarted = Date.now();
for (const phase of phases) {
  const phaseStarted = Date.now();
  const cpuBefore = cpuTime();
  const done = await runPhase(phase);
  const cpuAfter = cpuTime();
  for (const r of done) results.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  // How busy the cores were (every process of the machine): a phase near 100 % is bound by CPU work, so
  // only less work shortens it; one well below has waits that more parallel lanes or workers could fill.
  const busy = cpuAfter.busy - cpuBefore.busy;
  const cpuBusy = `CPU ${((100 * busy) / (busy + cpuAfter.idle - cpuBefore.idle)).toFixed(0)} % busy of ${cpus().length} cores, ${(busy / 1000).toFixed(0)} CPU-s`;
  results.push(`     (${phase.lanes.length > 1 ? 'side by side' : 'phase'}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s; ${cpuBusy})`);
  const failed = done.find((r) => r.status !== 0);
  if (failed) {
    const e2eLines = done.some((r) => r.script === 'test:e2e') ? e2eSummary(...E2E_REPORTS) : [];
    const vitestLines = done.some((r) => r.status !== 0 && /^test:(unit|node-env)$/.test(r.script)) ? vitestSummary(...VITEST_REPORTS) : [];
    console.error(`\n${[...results, ...e2eLines, ...vitestLines].join('\n')}\nnpm test failed at: ${failed.name}`);
    process.exit(failed.status ?? 1);
  }
}
const vitest = { numPassedTests: 0, numFailedTests: 0 };
for (const path of VITEST_REPORTS) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  vitest.numPassedTests += report.numPassedTests;
  vitest.numFailedTests += report.numFailedTests;
}
const e2e = { expected: 0, unexpected: 0, flaky: 0 };
for (const path of E2E_REPORTS.filter((p) => existsSync(p))) {
  const { stats } = JSON.parse(readFileSync(path, 'utf8'));
  for (const key of Object.keys(e2e)) e2e[key] += stats[key];
}
const passed = vitest.numPassedTests + e2e.expected + e2e.flaky;
const failed = vitest.numFailedTests + e2e.unexpected;
const e2eLines = e2eSummary(...E2E_REPORTS);
const steps = phases.flatMap((phase) => phase.lanes.flat()).length;
console.log(`\n${results.join('\n')}${e2eLines.length ? `\n${e2eLines.join('\n')}` : ''}\nnpm test passed: ${steps} steps in ${((Date.now() - gateStarted) / 60000).toFixed(1)} min (vitest ${vitest.numPassedTests}, e2e ${e2e.expected + e2e.flaky}).`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (passed === 0 || failed > 0) process.exit(1);
