// `npm run check:contract-release`: the gate's hold on the contract. A change since the last release that
// breaks a client or a server fails unless info.version has a new major and docs/contract-changelog.md
// says, for that version, what changed and what a backend team must do.
import { readFileSync } from 'node:fs';
import { formatChange } from './diff.mjs';
import { changelogFile, judgeAgainstRelease, latestRelease, releasesDir } from './releases.mjs';

const release = latestRelease();
if (!release) {
  console.error(`No release in ${releasesDir}: cut the first with npm run contract:release.`);
  process.exit(1);
}
const current = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
const { changes, breaking, problems } = judgeAgainstRelease({ release, current, changelog: readFileSync(changelogFile, 'utf8') });
for (const change of breaking) console.log(formatChange(change));
console.log(`${changes.length} change(s) since release ${release.version}, ${breaking.length} breaking; info.version ${current.info.version}.`);
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exit(problems.length ? 1 : 0);
