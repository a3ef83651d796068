// Bundles the split contract (openapi/) into one document: every external $ref becomes a named
// component, so Orval generates each schema once and backend teams get a single file.
// The files are read the way Prism reads them: YAML 1.2, where `<<` is an ordinary key, not a merge
// (Redocly's reader would expand merge keys and hide examples that Prism serves without the merged
// fields). So the bundle, the example check and everything built on generated/openapi.json see what
// Prism serves.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const contractRoot = 'openapi/openapi.yaml';

/** Copies the contract's folder, each YAML file re-written as the JSON a YAML 1.2 reader sees (no merge keys expanded). */
function copyAsYaml12(folder, into) {
  cpSync(folder, into, { recursive: true });
  for (const entry of readdirSync(into, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.ya?ml$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    // merge: false is YAML 1.2's rule (and Prism's): `<<` stays a key named "<<".
    const data = parse(readFileSync(file, 'utf8'), { merge: false, maxAliasCount: -1 });
    writeFileSync(file, JSON.stringify(data));
  }
}

export function bundleContract(root = contractRoot) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  const out = join(dir, 'openapi.json');
  const folder = dirname(root);
  copyAsYaml12(folder, join(dir, 'src'));
  try {
    execFileSync('node_modules/.bin/redocly', ['bundle', join(dir, 'src', relative(folder, root)), '--ext', 'json', '-o', out], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return JSON.parse(readFileSync(out, 'utf8'));
  } catch (error) {
    throw new Error(`Could not bundle ${root}:\n${error.stderr?.toString() ?? error.message}`, { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [root = contractRoot] = process.argv.slice(2);
  process.stdout.write(`${JSON.stringify(bundleContract(root), null, 2)}\n`);
}
