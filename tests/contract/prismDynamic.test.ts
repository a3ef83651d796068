// @vitest-environment node
// Prism's dynamic mode (json-schema-faker with a fixed seed) must produce replies that validate against
// the contract: otherwise the contract promises shapes no server can honour consistently.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { contract, operations } from './contract';
import { sampleRequest } from '../../scripts/conformance/requests';
import { startProcess } from '../support/startProcess';

const port = Number(process.env.PRISM_DYNAMIC_TEST_PORT ?? 4311);
const base = `http://127.0.0.1:${port}`;
let prism: ChildProcess;
const validate = createValidator(contract);

beforeAll(async () => {
  const args = ['mock', '-d', '--seed', 'console', '-h', '127.0.0.1', '-p', String(port), process.env.CONTRACT_ROOT ?? 'openapi/openapi.yaml'];
  ({ child: prism } = await startProcess('node_modules/.bin/prism', args, { ready: 'Prism is listening' }));
});

afterAll(() => {
  prism?.kill('SIGTERM');
});

describe('Prism dynamic mode (-d, fixed seed)', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s replies 200 with a valid body', async (_name, op) => {
    const { url, init } = sampleRequest(op, base);
    const reply = await fetch(url, init);
    const text = await reply.text();
    expect(reply.status, text.slice(0, 500)).toBe(200);
    const content = op.raw.responses['200'].content ?? {};
    if (!content['application/json']) return;
    const errors = validate(['paths', op.path, op.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema'], JSON.parse(text));
    expect(errors, text.slice(0, 500)).toEqual([]);
  });
});
