// The contract's releases, kept in the repository (openapi/releases/<info.version>.json, each the bundled
// document as it was released), so a fresh clone can tell a breaking change without tags, and the rule
// the gate holds a change to: a change that breaks a client or a server needs a new major version and a
// changelog entry that says what changed and what a backend team must do.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyChanges } from './diff.mjs';

export const releasesDir = 'openapi/releases';
export const changelogFile = 'docs/contract-changelog.md';

const parts = (version) => version.split(/[.-]/).slice(0, 3).map(Number);
const newer = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  return x.map((n, i) => n - y[i]).find((d) => d !== 0) ?? 0;
};
export const majorOf = (version) => parts(version)[0];

/** The newest release's version and document, or undefined before the first one is cut. */
export function latestRelease(dir = releasesDir) {
  const versions = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort(newer);
  const version = versions.at(-1);
  return version && { version, document: JSON.parse(readFileSync(join(dir, `${version}.json`), 'utf8')) };
}

/** The changelog's section for a version (`## <version>` up to the next `## `), or undefined. */
export function changelogEntry(changelog, version) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${version}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** Whether a line of the entry labels `label` and says something after it. */
const says = (entry, label) => entry.split('\n').some((line) => new RegExp(`^\\W*${label}\\W*\\s*\\S`, 'i').test(line.replace(/\*\*/g, '')));

/** What a set of breaking changes still lacks to land under `version` (empty: it may land). */
export function releaseProblems({ release, version, breaking, changelog }) {
  const problems = [];
  if (breaking.length) {
    if (!(majorOf(version) > majorOf(release.version))) {
      problems.push(`info.version ${version} keeps the major of release ${release.version}: a breaking change needs ${majorOf(release.version) + 1}.0.0 or later`);
    }
    const entry = changelogEntry(changelog, version);
    if (entry === undefined) problems.push(`${changelogFile} has no "## ${version}" entry`);
    else {
      if (!says(entry, 'What changed')) problems.push(`the ${version} entry of ${changelogFile} does not say "What changed: ..."`);
      if (!says(entry, 'What a backend team must do')) problems.push(`the ${version} entry of ${changelogFile} does not say "What a backend team must do: ..."`);
    }
  }
  if (newer(version, release.version) < 0) problems.push(`info.version ${version} is older than release ${release.version}`);
  return problems;
}

/** Holds the current contract to the last release: the changes, those that break, and what they still lack. */
export function judgeAgainstRelease({ release, current, changelog }) {
  const changes = classifyChanges(release.document, current);
  const breaking = changes.filter((c) => c.client || c.server);
  return { changes, breaking, problems: releaseProblems({ release, version: current.info.version, breaking, changelog }) };
}
