// @vitest-environment node
// The breaking-change gate: changes since the last release are judged for clients and servers, and a
// breaking one lands only with a new major info.version and a changelog entry for it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyChanges } from '../../scripts/contract/diff.mjs';
import { judgeAgainstRelease, releaseProblems } from '../../scripts/contract/releases.mjs';
import { bundled, changed, changes, type ContractChange } from './fixtures/contractChanges';

const release = { version: '0.1.0', document: bundled() };
const changelog = '# Contract changelog\n\n## 0.1.0\nWhat changed: the first release.\nWhat a backend team must do: run the checker.\n';
const entry = (version: string, mustDo = 'What a backend team must do: send it.') => `${changelog}\n## ${version}\nWhat changed: a change.\n${mustDo}\n`;
const judge = (change: ContractChange, version = '0.1.0', log = changelog) => {
  const current = changed(change);
  current.info.version = version;
  return judgeAgainstRelease({ release, current, changelog: log });
};
const slow = 120_000; // two comparisons a case (and a Redocly bundle for contract:diff) on a busy 2-core machine

describe('the contract release gate', () => {
  it.each([changes.removedReplyField, changes.newRequiredParameter, changes.narrowedRequestEnum])('fails on $name under the same major', (change) => {
    const { breaking, problems } = judge(change);
    expect({ client: breaking.some((c) => c.client), server: breaking.some((c) => c.server) }).toEqual({ client: change.client, server: change.server });
    expect(problems).toEqual(['info.version 0.1.0 keeps the major of release 0.1.0: a breaking change needs 1.0.0 or later']);
  }, slow);

  it('passes an added optional field under the same version', () => {
    const { changes: found, breaking, problems } = judge(changes.addedOptionalField);
    expect(found.length).toBeGreaterThan(0);
    expect(breaking).toEqual([]);
    expect(problems).toEqual([]);
  }, slow);

  it('passes a breaking change with a new major and its changelog entry, and not without either', () => {
    const { breaking } = judge(changes.newRequiredParameter);
    const problems = (version: string, log: string) => releaseProblems({ release, version, breaking, changelog: log });
    expect(problems('1.0.0', entry('1.0.0'))).toEqual([]);
    expect(problems('1.0.0', changelog)).toEqual(['docs/contract-changelog.md has no "## 1.0.0" entry']);
    expect(problems('1.0.0', entry('1.0.0', 'Nothing else.'))).toEqual(['the 1.0.0 entry of docs/contract-changelog.md does not say "What a backend team must do: ..."']);
    expect(problems('0.2.0', entry('0.2.0'))).toEqual(['info.version 0.2.0 keeps the major of release 0.1.0: a breaking change needs 1.0.0 or later']);
  }, slow);
});

describe('contract change classification', () => {
  // The gate's cases above check their own verdicts.
  const others = [changes.narrowedReplyEnum, changes.loosenedReplyField, changes.nullableReplyField, changes.newRequiredReplyField, changes.widenedRequestEnum, changes.addedOptionalParameter];
  it.each(others)('$name: breaking for a client $client, for a server $server', (change) => {
    const found = classifyChanges(bundled(), changed(change));
    expect(found.length).toBeGreaterThan(0);
    expect({ client: found.some((c) => c.client), server: found.some((c) => c.server) }).toEqual({ client: change.client, server: change.server });
  }, slow);

  // Only the paths that differ are compared: a component's change must still reach every path that
  // uses it, however deep the reference.
  it('judges a change in a component in every operation that reaches it, through other components too', () => {
    const reply = (ref: string) => ({ responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: ref } } } } } });
    const document = (statusEnum: string[]) => ({
      openapi: '3.0.3',
      info: { title: 't', version: '1.0.0' },
      paths: { '/direct': { get: reply('#/components/schemas/Device') }, '/nested': { get: reply('#/components/schemas/DevicePage') }, '/other': { get: reply('#/components/schemas/Other') } },
      components: {
        schemas: {
          Device: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: statusEnum } } },
          DevicePage: { type: 'object', properties: { records: { type: 'array', items: { $ref: '#/components/schemas/Device' } } } },
          Other: { type: 'object', properties: { name: { type: 'string' } } },
        },
      },
    });
    const found = classifyChanges(document(['online', 'offline']), document(['online']));
    expect(found.map(({ operation, client, server }) => ({ operation, client, server }))).toEqual([
      { operation: 'GET /direct', client: false, server: true },
      { operation: 'GET /nested', client: false, server: true },
    ]);
  });
});

describe('npm run contract:diff', () => {
  const run = (head: string) => {
    try {
      return { status: 0, out: execFileSync('node', ['scripts/contract/contract-diff.mjs', '--base', 'HEAD', '--head', head], { encoding: 'utf8' }) };
    } catch (error) {
      const { status, stdout } = error as { status: number; stdout: string };
      return { status, out: stdout };
    }
  };
  const write = (document: unknown) => {
    const file = join(mkdtempSync(join(tmpdir(), 'contract-diff-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    return file;
  };

  it('reports nothing for the contract at the base itself', () => {
    const head = write(JSON.parse(execFileSync('git', ['show', 'HEAD:generated/openapi.json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })));
    expect(run(head)).toEqual({ status: 0, out: 'No change to the contract since HEAD.\n' });
  }, slow);

  it('lists a breaking change with the operation and who it breaks, and exits 1', () => {
    const { status, out } = run(write(changed(changes.newRequiredParameter)));
    expect(status).toBe(1);
    expect(out).toContain('BREAKING client GET /blade-user/page parameters/');
    expect(out).toContain('1 breaking for a client, 0 breaking for a server');
  }, slow);
});
