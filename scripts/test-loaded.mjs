// `npm run test:loaded`: the Vitest suite, then the e2e specs that once failed only on a busy machine, each
// beside a CPU hog that keeps one core busy (a Node process spinning), as a developer's machine may be
// while the gate runs. Green here is what "no functional test depends on an idle machine" means.
//   npm run test:loaded [-- <e2e spec> ...]    (default: the specs below; needs the demo build)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['tests/e2e/monitorArchive.spec.ts', 'tests/e2e/monitorLogs.spec.ts', 'tests/e2e/monitoringOverview.spec.ts'];

const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
console.log(`test:loaded on Node ${process.version}: a CPU hog (pid ${hog.pid}) keeps 1 of ${cpus().length} cores busy`);

/** Runs `npm run <script> [-- args]` in the foreground; its exit status and seconds. */
function run(script, args = []) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit' });
  return { script, status, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

const results = [];
try {
  results.push(run('test:unit'));
  if (!existsSync('dist-demo/index.html')) results.push(run('build:demo'));
  results.push(run('test:e2e', ['--project=setup', '--project=e2e', ...specs]));
} finally {
  hog.kill('SIGKILL');
}
for (const { script, status, seconds } of results) console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${script} beside the hog (${seconds} s)`);
const failed = results.filter((r) => r.status !== 0);
console.log(failed.length ? `test:loaded failed: ${failed.map((r) => r.script).join(', ')}` : 'test:loaded passed: every functional test held with one core taken');
process.exit(failed.length ? 1 : 0);
