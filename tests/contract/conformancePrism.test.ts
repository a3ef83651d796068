// @vitest-environment node
// The conformance checker against a server no one here wrote: Prism serving the contract's examples.
// Prism keeps no state, so with `stateless` the "created but not listed" checks are skips with that
// reason; everything else passes, and Prism's own request validator accepts every request it sends.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, statefulSkip, type StepResult } from '../../scripts/conformance/run';
import { startProcess } from '../support/startProcess';
import { REPLY_WAIT_MS } from '../support/waits';

const port = Number(process.env.PRISM_CONFORMANCE_PORT ?? 4312);
let prism: ChildProcess;
let output = () => '';
let results: StepResult[] = [];

/** Skips the plan makes against any server (a person's captcha, writes it cannot undo). */
const plannedSkips = ['signIn', 'transferDevices', 'updateOwnPassword', 'updatePasswordById', 'uploadErrorLogs'];

beforeAll(async () => {
  const started = await startProcess('node_modules/.bin/prism', ['mock', '-h', '127.0.0.1', '-p', String(port), 'openapi/openapi.yaml'], { ready: 'Prism is listening' });
  prism = started.child;
  output = started.output;
  results = await runConformance({ target: `http://127.0.0.1:${port}`, account: 'admin', password: 'Admin123', stateless: true, timeout: REPLY_WAIT_MS });
});

afterAll(() => {
  prism?.kill('SIGTERM');
});

describe('conformance against Prism static (--stateless)', () => {
  it('passes every check but the stateful ones, which are skipped with that reason', () => {
    expect(results.filter((r) => r.outcome === 'failed').map((r) => `${r.operationId}: ${r.violations.map((v) => v.message).join('; ')}`)).toEqual([]);
    const skipped = results.filter((r) => r.outcome === 'skipped' && !plannedSkips.includes(r.operationId));
    expect(skipped.length).toBeGreaterThan(5);
    for (const result of skipped) expect(result.reason, result.operationId).toContain(statefulSkip);
    expect(results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(130);
  });

  it('sends only requests that Prism validates as honouring the contract', () => {
    const sent = results.filter((r) => r.request).length;
    const accepted = output().match(/The request passed the validation rules/g)?.length ?? 0;
    expect(output().split('\n').filter((line) => /Violation: request/.test(line))).toEqual([]);
    expect(accepted).toBeGreaterThanOrEqual(sent);
  });
});
