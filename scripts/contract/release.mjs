// `npm run contract:release`: records the bundled contract (generated/openapi.json) as the release of its
// info.version in openapi/releases/, the document the gate holds later changes to. A release is never
// overwritten: a changed contract is released under a new info.version.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { releasesDir } from './releases.mjs';

const text = readFileSync('generated/openapi.json', 'utf8');
const { version } = JSON.parse(text).info;
const file = join(releasesDir, `${version}.json`);
if (existsSync(file)) {
  const same = readFileSync(file, 'utf8') === text;
  console.error(same ? `${file} is already this contract.` : `${file} exists and differs: give the contract a new info.version first.`);
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
console.log(`Released the contract as ${file}.`);
