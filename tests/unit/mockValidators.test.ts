// @vitest-environment node
// The in-browser mock's request checks are compiled ahead of time (no eval under the build's
// Content-Security-Policy): the committed module must be what the contract compiles to now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALIDATORS_FILE, mockValidatorsSource } from '../../scripts/generate-mock-validators';
import { validators } from '../../mocks/contract/validators.generated.js';

describe("the mock's compiled request checks", () => {
  it('are what the contract compiles to now (npm run generate writes them)', () => {
    expect(readFileSync(VALIDATORS_FILE, 'utf8') === mockValidatorsSource(), `${VALIDATORS_FILE} is stale: run npm run generate`).toBe(true);
  });

  it('hold no eval: no Function constructor in the module', () => {
    expect(readFileSync(VALIDATORS_FILE, 'utf8')).not.toMatch(/\bFunction\(|\beval\(/);
  });

  it("check a parameter as the contract says, with Ajv's error", () => {
    const current = validators['contract#/components/parameters/Current/schema']!;
    expect(current(1)).toBe(true);
    expect(current('one')).toBe(false);
    expect(current.errors?.[0]).toMatchObject({ keyword: 'type' });
  });
});
