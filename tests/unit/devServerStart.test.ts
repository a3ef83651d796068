// @vitest-environment node
// `npm start` greets a newcomer with nothing red or yellow, in any state of the tree: here beside a page
// Vite cannot parse (as the gate leaves Redoc's docs/api/index.html and the builds' index.html files).
// The dev server transforms the entry and every stylesheet of the console, and waits for its dependencies.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProcess } from '../support/startProcess';

const port = Number(process.env.DEV_START_TEST_PORT ?? 4331);
const base = `http://127.0.0.1:${port}`;
// Ignored by git (dist-*/), like the builds it stands for.
const unparsable = 'dist-start-check';
let server: ChildProcess | undefined;
let output = () => '';

beforeAll(async () => {
  mkdirSync(unparsable, { recursive: true });
  writeFileSync(`${unparsable}/index.html`, '<!doctype html><script type="module">let broken = (;</script>\n');
  // --force: the dependency scan runs whatever the cache holds. Vite says "scanning dependencies" only when
  // the scan takes over a second, so the test waits for the server's address and then for a dependency.
  const started = await startProcess('node', ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--force'], { ready: 'Local:' });
  server = started.child;
  output = started.output;
});

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(unparsable, { recursive: true, force: true });
});

it('starts, transforms the entry and every stylesheet, and prints no error or warning', async () => {
  const entry = await (await fetch(`${base}/src/main.tsx`)).text();
  // A pre-bundled dependency is served once the optimizer has bundled them all, so after the scan that
  // failed on the unparsable page before (a failed scan prints its error first).
  const dependency = /\/node_modules\/\.vite\/deps\/[^"'?]+\?v=[\w]+/.exec(entry)?.[0];
  expect(dependency, entry.slice(0, 500)).toBeDefined();
  expect((await fetch(`${base}${dependency}`)).status).toBe(200);
  const stylesheets = execFileSync('git', ['ls-files', 'src/**.css'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(stylesheets.length).toBeGreaterThan(10);
  for (const stylesheet of stylesheets) expect((await fetch(`${base}/${stylesheet}`)).status, stylesheet).toBe(200);
  const lines = output().split('\n');
  expect(lines.filter((line) => /error|warn|fail|\(!\)/i.test(line))).toEqual([]);
});
