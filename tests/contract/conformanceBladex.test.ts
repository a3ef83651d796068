// @vitest-environment node
// The conformance checker agrees with the contract on the wire a stock BladeX 2.x/3.x server writes:
// against `mock:server --wire bladex` (nulls as "", -1, false, [] and {}, writes answering data: {},
// top-menu items without a path) every step it runs passes, the same steps as on the default wire.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runConformance, type StepResult } from '../../scripts/conformance/run';
import { startProcess } from '../support/startProcess';
import { REPLY_WAIT_MS } from '../support/waits';

const port = Number(process.env.CONFORMANCE_BLADEX_TEST_PORT ?? 4611);
let server: ChildProcess | undefined;
let results: StepResult[] = [];

beforeAll(async () => {
  ({ child: server } = await startProcess('node_modules/.bin/tsx', ['mocks/server.ts', '--wire', 'bladex'], { ready: 'listening', env: { PORT: String(port) } }));
  results = await runConformance({ target: `http://127.0.0.1:${port}/api`, account: 'admin', password: 'Admin123', timeout: REPLY_WAIT_MS });
}, 360_000);

afterAll(() => server?.kill('SIGTERM'));

it('passes every step it runs against the BladeX wire, writes and the monitoring lifecycles among them', () => {
  const failed = results.filter((r) => r.outcome === 'failed').map((r) => `${r.operationId} ${r.status}: ${r.violations.map((v) => `${v.where} ${v.message}`).join('; ')}`);
  expect(failed).toEqual([]);
  const passed = results.filter((r) => r.outcome === 'passed').map((r) => r.operationId);
  expect(passed.length).toBeGreaterThan(140);
  for (const id of ['getTopMenu', 'submitDepartment', 'removeDepartment', 'updateOwnInfo', 'submitRecord', 'getMonitorHistory', 'signOut']) expect(passed).toContain(id);
});
