// `npm run test:node-env`: the Vitest files that run without a DOM (`// @vitest-environment node`: the
// contract, the mock world, the conformance checker, the tools), for the gate's next-LTS lane.
// VITEST_REPORT names its JSON report (reports/<name>.json).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const roots = ['tests/unit', 'tests/contract'];
const files = roots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, file))
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment node')),
);
const report = `reports/${process.env.VITEST_REPORT ?? 'vitest-node-env'}.json`;
console.log(`${files.length} node-environment Vitest files on Node ${process.version}`);
const vitest = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...files], { stdio: 'inherit' });
process.exit(vitest.status ?? 1);
