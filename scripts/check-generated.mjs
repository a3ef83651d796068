// Fails when generated/ is not what the contract generates now (spec: generated code is never hand-edited).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = 'generated';
function snapshot(dir = root, out = new Map()) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) snapshot(path, out);
    else out.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return out;
}

const before = snapshot();
execFileSync(process.execPath, ['scripts/generate.mjs', '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length) {
  console.error(`generated/ is stale: ${changed.length} file(s) differ from a fresh generation:\n  ${changed.join('\n  ')}`);
  console.error('Run `npm run generate` and commit the result (the fresh output is now in generated/).');
  process.exit(1);
}
console.log(`generated/ is fresh (${after.size} files).`);
