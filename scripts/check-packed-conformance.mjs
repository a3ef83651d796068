// `npm run check:packed-conformance`: the packed checker works without the repository. It packs it, puts
// only the tarball in an empty temporary folder, and runs it from there with npx against the mock server
// (must pass), against the mock server breaking one reply (getUserInfo without its required account:
// must fail, naming it), and with --contract naming a copy of the contract that asks for a field the mock
// never sends (must fail: the copy is the one checked).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { packConformance } from './pack-conformance.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the mock server (BREAK=<kind> breaks one reply, see tests/contract/conformance/brokenServer.ts). */
async function startServer(brokenKind) {
  const port = await freePort();
  const entry = brokenKind ? 'tests/contract/conformance/brokenServer.ts' : 'mocks/server.ts';
  const child = spawn('node_modules/.bin/tsx', [entry], { env: { ...process.env, PORT: String(port), BREAK: brokenKind ?? '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in 180 s`)), 180_000);
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
  return { target: `http://127.0.0.1:${port}/api`, stop: () => child.kill('SIGTERM') };
}

/** Runs the packed checker from `folder` with npx; its exit code and what it printed. */
function runPacked(folder, tarball, args) {
  const started = Date.now();
  const child = spawn('npx', ['--yes', `./${tarball}`, ...args], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString(), seconds: ((Date.now() - started) / 1000).toFixed(1) })));
}

const problems = [];
const expect = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) problems.push(message);
};

const { tarball } = await packConformance();
const folder = mkdtempSync(join(tmpdir(), 'packed-conformance-'));
copyFileSync(tarball, join(folder, basename(tarball)));
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
contract.components.schemas.UserInfo.required.push('phone');
writeFileSync(join(folder, 'stricter-openapi.json'), JSON.stringify(contract));
const login = ['--account', 'admin', '--password', 'Admin123'];

const servers = [];
try {
  const [honest, broken] = await Promise.all([startServer(), startServer('missing-field')]);
  servers.push(honest, broken);

  const passing = await runPacked(folder, basename(tarball), ['--target', honest.target, ...login]);
  const summaryLine = passing.output.match(/\d+ checks: .*skipped\./)?.[0];
  expect(passing.status === 0, `against the mock server: exit ${passing.status} in ${passing.seconds} s (${summaryLine ?? 'no summary'})`);
  const reports = ['conformance.json', 'conformance.junit.xml'].map((name) => join(folder, 'reports', 'conformance', name));
  expect(reports.every((file) => existsSync(file)), `wrote ${reports.map((file) => file.slice(folder.length + 1)).join(' and ')}`);

  const failing = await runPacked(folder, basename(tarball), ['--target', broken.target, ...login, '--report-dir', 'reports/broken']);
  expect(failing.status === 1 && /FAIL getUserInfo[\s\S]*schema at \/data\/account: required field is missing/.test(failing.output), `against the mock server without getUserInfo's account: exit ${failing.status}, getUserInfo named`);

  const stricter = await runPacked(folder, basename(tarball), ['--target', honest.target, ...login, '--contract', 'stricter-openapi.json', '--report-dir', 'reports/stricter']);
  expect(stricter.status === 1 && /schema at \/data\/phone: required field is missing/.test(stricter.output), `with --contract asking for UserInfo.phone: exit ${stricter.status}, the copy checked`);
  if (problems.length) console.log(`\nThe packed checker's output against the mock server:\n${passing.output}`);
} finally {
  servers.forEach((server) => server.stop());
  rmSync(folder, { recursive: true, force: true });
}
process.exit(problems.length ? 1 : 0);
