// @vitest-environment node
// Every operation of the contract reaches the console as a generated hook and the mocks as a handler.
import { describe, expect, it } from 'vitest';
import * as endpoints from '../../generated/endpoints';
import { contract, operations, pascal } from './contract';

const mockModules = import.meta.glob<Record<string, unknown>>('../../generated/endpoints/*/*.msw.ts', { eager: true });
const mockExports = Object.assign({}, ...Object.values(mockModules)) as Record<string, unknown>;

describe('contract operations', () => {
  it('has about a hundred operations with unique ids, each tagged', () => {
    expect(operations.length).toBeGreaterThanOrEqual(95);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => op.tags?.length !== 1).map((op) => op.operationId)).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s has a generated hook and mock handler', (id) => {
    expect(typeof (endpoints as Record<string, unknown>)[`use${pascal(id)}`]).toBe('function');
    expect(typeof mockExports[`get${pascal(id)}MockHandler`]).toBe('function');
  });

  it('names every bundled schema once (no collision suffixes from the bundler)', () => {
    expect(Object.keys(contract.components.schemas).filter((name) => /-\d+$/.test(name))).toEqual([]);
  });

  it('wraps every JSON success reply in the R envelope, except the flat BladeX OAuth replies', () => {
    // GET oauth/logout and oauth/clear-cache: BladeX-Boot's raw map, or the envelope.
    const flat = new Set(['signIn', 'signInWithoutCaptcha', 'getCaptcha', 'signOut', 'clearServerCache']);
    const unwrapped = operations.filter((op) => {
      const schema = op.raw.responses['200']?.content?.['application/json']?.schema as { $ref?: string } | undefined;
      if (!schema || flat.has(op.operationId)) return false;
      return !wrapsEnvelope(schema);
    });
    expect(unwrapped.map((op) => op.operationId)).toEqual([]);
  });

  it('answers 401 and 400 on every operation (generic handling of spec 8)', () => {
    const missing = operations.filter((op) => !op.raw.responses['401'] || !op.raw.responses['400']);
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('explains every proposed operation (x-proposed) in its description', () => {
    const proposed = operations.filter((op) => op.raw['x-proposed'] === true);
    expect(proposed.length).toBeGreaterThanOrEqual(4);
    expect(proposed.filter((op) => String(op.raw.description ?? '').length < 40).map((op) => op.operationId)).toEqual([]);
  });
});

function wrapsEnvelope(schema: { $ref?: string; allOf?: unknown[] }, depth = 0): boolean {
  if (depth > 5) return false;
  if (schema.$ref === '#/components/schemas/R') return true;
  if (schema.$ref) return wrapsEnvelope(resolve(schema.$ref), depth + 1);
  return (schema.allOf ?? []).some((part) => wrapsEnvelope(part as { $ref?: string }, depth + 1));
}

function resolve(ref: string) {
  return contract.components.schemas[ref.replace('#/components/schemas/', '')] as { $ref?: string; allOf?: unknown[] };
}
