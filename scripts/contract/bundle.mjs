// Bundles the split contract (openapi/) into one document: every external $ref becomes a named
// component, so Orval generates each schema once and backend teams get a single file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const contractRoot = 'openapi/openapi.yaml';

export function bundleContract(root = contractRoot) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  const out = join(dir, 'openapi.json');
  try {
    execFileSync('node_modules/.bin/redocly', ['bundle', root, '--ext', 'json', '-o', out], {
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
