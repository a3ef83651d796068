// `npm run test:changed`: the inner loop. What changed against HEAD (or against the ref given:
// `npm run test:changed -- main`), untracked files included, gets the Vitest tests that import it
// (vitest related), ESLint, and the typecheck - tsc incremental, so only what the change reaches is
// checked again (its state in .cache/). Each step's time is printed; the first failure stops it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'HEAD';
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].filter((file) => existsSync(file));

const code = changed.filter((file) => /\.(m?[jt]sx?)$/.test(file));
const lintable = code.filter((file) => !file.startsWith('generated/') && !file.startsWith('public/'));
// Tests are found by what they import: sources, mocks, locales and the tests themselves.
const related = changed.filter((file) => /\.(m?[jt]sx?|json|ya?ml)$/.test(file) && !file.startsWith('tests/e2e/'));

console.log(`changed against ${base}: ${changed.length ? changed.join(', ') : 'nothing'}`);
const steps = [
  ['vitest related', related.length ? ['npx', 'vitest', 'related', '--run', '--passWithNoTests', ...related] : undefined],
  ['eslint', lintable.length ? ['npx', 'eslint', '--max-warnings=0', ...lintable] : undefined],
  ['typecheck (incremental)', code.length ? ['npx', 'tsc', '-p', 'tsconfig.json', '--pretty', 'false', '--incremental', '--tsBuildInfoFile', '.cache/tsc-changed.tsbuildinfo'] : undefined],
];
const results = [];
const started = Date.now();
for (const [name, command] of steps) {
  if (!command) {
    results.push(`skip ${name} (nothing it checks changed)`);
    continue;
  }
  const stepStarted = Date.now();
  console.log(`\n=== ${name}`);
  const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  results.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${((Date.now() - stepStarted) / 1000).toFixed(1)} s)`);
  if (status !== 0) {
    console.error(`\n${results.join('\n')}\ntest:changed failed at: ${name}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\ntest:changed passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
