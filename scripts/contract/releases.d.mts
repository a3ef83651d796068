import type { ContractChange } from './diff.mjs';
export const releasesDir: string;
export const changelogFile: string;
export function majorOf(version: string): number;
export function latestRelease(dir?: string): { version: string; document: Record<string, unknown> } | undefined;
export function changelogEntry(changelog: string, version: string): string | undefined;
/** What breaking changes still lack to land under `version` (empty: they may). */
export function releaseProblems(input: { release: { version: string }; version: string; breaking: ContractChange[]; changelog: string }): string[];
/** The changes since a release, those that break, and what a breaking change still lacks (empty: it may land). */
export function judgeAgainstRelease(input: {
  release: { version: string; document: unknown };
  current: { info: { version: string } };
  changelog: string;
}): { changes: ContractChange[]; breaking: ContractChange[]; problems: string[] };
