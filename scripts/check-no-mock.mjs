// `npm run build` is for a real backend: its output must hold no mock code (the in-browser mock is the
// demo build's, `npm run build:demo`). Fails when the manifest has a chunk from mocks/ (or from MSW or
// faker), when the mock's worker scripts were copied, or when a script names one; and when the Prism
// panel (development and demo builds only) left its marker, the storage key of its choice.
// `--dist <dir>` reads another build folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** MSW's worker script and the API-only worker around it (public/): the demo build's alone. */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mockApiWorker.js'];
/** src/features/prismPanel/choice.ts's storage key: in a script of the build, the Prism panel came along. */
export const PRISM_PANEL_MARKER = 'console-prism-choice';
const mockSources = [/features\/prismPanel\//, /^mocks\//, /node_modules\/msw\//, /node_modules\/@faker-js\//, /^\0?console:no-mock/];

/** What in a build's output is mock code: each finding is one line of the failure message. */
export function mockFindings(manifest, files) {
  const findings = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (mockSources.some((source) => source.test(key) || source.test(chunk.src ?? ''))) findings.push(`manifest chunk ${key} (${chunk.file})`);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (mockSources.some((source) => source.test(imported))) findings.push(`${key} imports ${imported}`);
    }
  }
  for (const [file, text] of Object.entries(files)) {
    const named = MOCK_WORKER_FILES.find((worker) => text.includes(worker));
    if (MOCK_WORKER_FILES.includes(path.basename(file))) findings.push(`${file}: the mock's worker script`);
    else if (named) findings.push(`${file} names the mock's worker script (${named})`);
    if (text.includes(PRISM_PANEL_MARKER)) findings.push(`${file} holds the Prism panel (${PRISM_PANEL_MARKER})`);
  }
  return findings;
}

function filesOf(dir) {
  const files = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = readFileSync(full, 'utf8');
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distFlag = process.argv.indexOf('--dist');
  const dist = distFlag === -1 ? 'dist' : process.argv[distFlag + 1];
  if (!existsSync(`${dist}/.vite/manifest.json`)) {
    console.error(`No build in ${dist}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  const findings = mockFindings(JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')), filesOf(dist));
  if (findings.length) {
    console.error(`The build in ${dist}/ holds mock code (use \`npm run build:demo\` for the demo):\n  ${findings.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No mock code in ${dist}/ (manifest, scripts, worker) and no Prism panel.`);
}
