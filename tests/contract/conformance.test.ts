// @vitest-environment node
// The conformance checker passes against the mock server and names each kind of violation precisely
// against a deliberately broken variant of it.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, unplanned, type StepResult } from '../../scripts/conformance/run';
import { toJunit } from '../../scripts/conformance/report';
import { startProcess } from '../support/startProcess';
import { REPLY_WAIT_MS } from '../support/waits';

const kinds = ['none', 'envelope', 'missing-field', 'wrong-type', 'wrong-status', 'missing-operation'] as const;
const servers: ChildProcess[] = [];
const results = new Map<string, StepResult[]>();

async function start(kind: string, port: number) {
  const { child } = await startProcess('node_modules/.bin/tsx', ['tests/contract/conformance/brokenServer.ts'], { ready: 'listening', env: { BREAK: kind, PORT: String(port) } });
  servers.push(child);
}

beforeAll(async () => {
  await Promise.all(kinds.map((kind, i) => start(kind, 4601 + i)));
  await Promise.all(
    kinds.map(async (kind, i) => {
      results.set(kind, await runConformance({ target: `http://127.0.0.1:${4601 + i}/api`, account: 'admin', password: 'Admin123', timeout: REPLY_WAIT_MS }));
    }),
  );
}, 360_000);

afterAll(() => servers.forEach((server) => server.kill('SIGTERM')));

const failures = (kind: string) => results.get(kind)!.filter((r) => r.outcome === 'failed');

describe('conformance checker', () => {
  it('plans every operation of the contract (run or skipped with a reason)', () => {
    expect(unplanned()).toEqual([]);
    const skipped = results.get('none')!.filter((r) => r.outcome === 'skipped');
    expect(skipped.every((r) => (r.reason ?? '').length > 15)).toBe(true);
  });

  it('passes against the mock server, exercising create, read back, update and delete', () => {
    expect(failures('none')).toEqual([]);
    const passed = results.get('none')!.filter((r) => r.outcome === 'passed').map((r) => r.operationId);
    for (const id of ['submitDepartment', 'removeDepartment', 'uploadFileChunk', 'downloadFile', 'removeFile', 'submitUser', 'removeUsers']) {
      expect(passed).toContain(id);
    }
  });

  it('runs the monitoring lifecycles against the mock server: every step of them passes, none skipped', () => {
    // Its own record and expert entry (create, update, remove), a diagnosis read back by its share code,
    // and a history of up to 8 items: a skipped step here would mean the plan found no device or items.
    const ops = ['submitRecord', 'removeRecords', 'submitExpert', 'removeExperts', 'runDiagnosis', 'getDiagnosisReport', 'getMonitorHistory'];
    const steps = results.get('none')!.filter((r) => ops.includes(r.operationId));
    expect([...new Set(steps.map((r) => r.operationId))].sort()).toEqual([...ops].sort());
    expect(steps.filter((r) => r.outcome !== 'passed').map((r) => `${r.operationId}: ${r.outcome} ${r.reason ?? ''}`)).toEqual([]);
    // submitRecord and submitExpert run twice: the create and the update of the checker's own entry.
    expect(steps.filter((r) => r.operationId === 'submitRecord')).toHaveLength(2);
    expect(steps.filter((r) => r.operationId === 'submitExpert')).toHaveLength(2);
  });

  it('names a reply without the R envelope', () => {
    expect(failures('envelope')).toMatchObject([{ operationId: 'getVersion', violations: [{ kind: 'envelope', where: '/' }] }]);
    expect(failures('envelope')[0].violations[0].message).toContain('missing code, success, msg');
  });

  it('names a missing required field and where it is', () => {
    expect(failures('missing-field')).toMatchObject([{ operationId: 'getUserInfo', violations: [{ kind: 'schema', where: '/data/account', message: 'required field is missing' }] }]);
  });

  it('names a value of the wrong type and where it is', () => {
    expect(failures('wrong-type')).toMatchObject([{ operationId: 'getDepartmentDeviceCount', violations: [{ kind: 'schema', where: '/data', message: 'wrong type: must be integer' }] }]);
  });

  it('names a wrong HTTP status', () => {
    expect(failures('wrong-status')).toMatchObject([{ operationId: 'removeInform', status: 201, violations: [{ kind: 'status' }] }]);
  });

  it('names an operation the server does not implement', () => {
    expect(failures('missing-operation')).toMatchObject([{ operationId: 'getTopMenu', violations: [{ kind: 'missing-operation' }] }]);
  });

  it('writes JUnit XML that CI systems read: one testcase per check, failures and skips marked', () => {
    const xml = toJunit('http://x', results.get('wrong-type')!);
    expect(xml).toMatch(/<testsuites name="contract conformance" tests="\d+" failures="1" skipped="\d+"/);
    expect(xml).toContain('<failure message="wrong type: must be integer" type="schema">');
    expect(xml).toContain('<skipped message="changes the signed-in account&apos;s password"/>'.replace('&apos;', "'"));
  });
});
