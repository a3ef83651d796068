// Prints the gzip size of the JavaScript each route loads (from Vite's manifest) and, with --check,
// fails when a route exceeds its limit in scripts/size-budget.json. `--dist <dir>` reads another build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const distFlag = process.argv.indexOf('--dist');
const dist = distFlag === -1 ? 'dist' : process.argv[distFlag + 1];
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const budget = JSON.parse(readFileSync('scripts/size-budget.json', 'utf8')).routes;
const gz = (file) => gzipSync(readFileSync(`${dist}/${file}`)).length / 1024;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
// Every page also loads the messages of its language before the first render (main.tsx): counted
// with the default language's table.
const messages = 'locales/zh-CN/index.ts';
const routes = {
  '/login': ['src/features/auth/pages/LoginPage.tsx', messages],
  '/wel/index': ['src/layouts/MainLayout.tsx', 'src/features/home/pages/HomePage.tsx', messages],
  '/404': ['src/components/NotFoundPage.tsx', messages],
  'mock worker (mock mode only)': 'mocks/browser/index.ts',
};

let failed = false;
console.log('JavaScript loaded per route (gzip):');
for (const [route, modules] of Object.entries(routes)) {
  const keys = closure(entry);
  for (const module of [modules].flat()) closure(module, keys);
  const size = route.startsWith('mock') ? kb(closure('mocks/browser/index.ts')) : kb(keys);
  const rule = budget[route];
  const verdict = rule ? (size <= rule.limit ? 'ok' : 'OVER') : '';
  if (rule && size > rule.limit) failed = true;
  const note = rule ? ` limit ${rule.limit} KB, target ${rule.target} KB ${verdict}` : '';
  console.log(`  ${route.padEnd(30)} ${size.toFixed(1).padStart(7)} KB${note}`);
}
if (process.argv.includes('--check') && failed) {
  console.error('A route is over its size limit (scripts/size-budget.json).');
  process.exit(1);
}
