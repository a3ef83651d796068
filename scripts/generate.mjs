// `npm run generate`: bundle the split contract into generated/openapi.json, then let Orval write the
// hooks, models and MSW handlers from that one file (one named type per schema, no per-operation copies).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleContract } from './contract/bundle.mjs';

export const bundledContract = 'generated/openapi.json';

mkdirSync('generated', { recursive: true });
writeFileSync(bundledContract, `${JSON.stringify(bundleContract(), null, 2)}\n`);
const quiet = process.argv.includes('--quiet');
execFileSync(process.execPath, ['node_modules/orval/dist/bin/orval.mjs', '--config', 'orval.config.ts'], {
  stdio: quiet ? 'ignore' : 'inherit',
});
// The in-browser mock's request checks, compiled from the same contract (no eval under the build's CSP).
execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/generate-mock-validators.ts'], { stdio: quiet ? 'ignore' : 'inherit' });
