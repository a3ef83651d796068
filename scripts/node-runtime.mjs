// Brings a Node release from the npm registry (versions: scripts/node-releases.json), for .ci/run and the
// gate's next-LTS lane: the `node-<os>-<cpu>` package ships the official binary (what `npm i node@24`
// installs through a script npm 11 skips). It goes to a cache folder outside the work tree, once per
// version. Prints the folder holding `node`, for PATH.
//   node scripts/node-runtime.mjs 24.21.0   ->  ~/.cache/device-console/node-24.21.0/.../bin
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const version = process.argv[2];
if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) {
  console.error('Usage: node scripts/node-runtime.mjs <exact version, e.g. 24.21.0>');
  process.exit(2);
}
const cache = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'device-console', `node-${version}`);
const binaryPackage = `node-${process.platform}-${process.arch}`;
const bin = path.join(cache, 'node_modules', binaryPackage, 'bin');
if (!existsSync(path.join(bin, 'node'))) {
  mkdirSync(cache, { recursive: true });
  execFileSync('npm', ['install', '--prefix', cache, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${binaryPackage}@${version}`], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const reported = execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
if (reported !== `v${version}`) {
  console.error(`${bin}/node says ${reported}, not v${version}`);
  process.exit(1);
}
console.log(bin);
