// `npm run pack:conformance`: the conformance checker as one npm package a backend team runs without this
// repository: `npx ./device-console-conformance-<version>.tgz --target <URL> ...` (docs/backend-teams.md).
// esbuild bundles scripts/conformance/cli.ts and what it imports (ajv, spark-md5) into one file with the
// bundled contract inlined, so the package has no dependencies. Output: dist-conformance/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const packDir = 'dist-conformance';
const contractFile = resolve('generated/openapi.json');

// The packed checker's bundledContract module: the document itself, not a path in the repository.
const inlineContract = {
  name: 'inline-contract',
  setup(b) {
    b.onResolve({ filter: /\/bundledContract$/ }, () => ({ path: 'bundled-contract', namespace: 'inline-contract' }));
    b.onLoad({ filter: /.*/, namespace: 'inline-contract' }, () => ({
      contents: `import document from ${JSON.stringify(contractFile)};\nexport const bundledContract = () => document;\n`,
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

/** Builds and packs the checker; returns the tarball's path and how many dependencies the package has. */
export async function packConformance() {
  const contract = JSON.parse(readFileSync(contractFile, 'utf8'));
  const { version } = contract.info;
  const staging = join(packDir, 'package');
  rmSync(packDir, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  await build({
    entryPoints: ['scripts/conformance/cli.ts'],
    outfile: join(staging, 'conformance.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [inlineContract],
  });
  const manifest = {
    name: 'device-console-conformance',
    version,
    description: `Checks a server against ${contract.info.title} ${version}: every operation, with JSON and JUnit reports.`,
    type: 'module',
    bin: { 'device-console-conformance': 'conformance.mjs' },
    files: ['conformance.mjs', 'openapi.json', 'README.md'],
    engines: { node: '>=20.19.0' },
    license: 'UNLICENSED',
  };
  writeFileSync(join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The contract beside the checker too, for reading and for --contract against an edited copy.
  writeFileSync(join(staging, 'openapi.json'), readFileSync(contractFile));
  writeFileSync(
    join(staging, 'README.md'),
    `# device-console-conformance ${version}\n\n` +
      'Checks a server against the device-monitoring console contract (openapi.json, inside this package).\n\n' +
      '```bash\nnpx ./device-console-conformance-' + version + '.tgz --target https://your-gateway.example.com/api --account admin --password \'***\'\n```\n\n' +
      'Options: `--report-dir DIR` (default reports/conformance: conformance.json and conformance.junit.xml), ' +
      '`--contract FILE` (another copy of the contract), `--stateless` (a mock that keeps nothing), `--timeout MS`. ' +
      'Exit code 0 only when no check failed.\n',
  );
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', resolve(packDir)], { cwd: staging, encoding: 'utf8' }));
  return { tarball: join(packDir, filename), version, dependencies: Object.keys(manifest.dependencies ?? {}).length };
}

/** How many packages `npm ls --all` lists for the repository (every dependency, however deep). */
export function repositoryDependencyCount() {
  const out = execFileSync('npm', ['ls', '--all', '--parseable'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return out.trim().split('\n').length - 1; // the first line is the repository itself
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { tarball, dependencies } = await packConformance();
  const kib = (execFileSync('wc', ['-c', tarball], { encoding: 'utf8' }).trim().split(' ')[0] / 1024).toFixed(0);
  console.log(`${tarball} (${kib} KiB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`dependencies: the package ${dependencies}, the repository ${repositoryDependencyCount()} (npm ls --all)`);
}
