// @vitest-environment node
// The contract's request examples agree with the seeded mock world: every id they name (a company, a
// device, a dictionary, a scope) is one the world holds, so an example request sent to the mock finds
// what it names instead of 该企业不存在.
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/world/db';
import { API_SCOPES, LOGIN_SCOPES, MESSAGE_SCOPES } from '../../mocks/world/scopes';
import { contract, operations } from './contract';

type Parameter = { $ref?: string; name: string; example?: unknown; schema?: { example?: unknown } };

const isId = (value: unknown): value is string => typeof value === 'string' && /^\d{15,}$/.test(value);

function* idsIn(value: unknown, at: string): Generator<[string, string]> {
  if (isId(value)) yield [at, value];
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) yield* idsIn(inner, `${at}/${key}`);
}

/** Alarm events are computed from the readings when asked for, not stored: their ids cannot be seeded. */
const computedIds = new Set(['handleAlarmLogs']);

describe('request examples', () => {
  it('name only ids of the seeded world', async () => {
    await db.reset();
    const known = new Set([...idsIn(db.world, ''), ...idsIn([LOGIN_SCOPES, MESSAGE_SCOPES, API_SCOPES], '')].map(([, id]) => id));
    const parameters = (contract as { components: { parameters?: Record<string, Parameter> } }).components.parameters ?? {};
    const strangers: string[] = [];
    for (const op of operations.filter((o) => !computedIds.has(o.operationId))) {
      for (const raw of (op.raw.parameters ?? []) as Parameter[]) {
        const p = raw.$ref ? parameters[raw.$ref.split('/').pop()!] : raw;
        for (const [at, id] of idsIn(p.example ?? p.schema?.example, `${op.operationId} ?${p.name}`)) if (!known.has(id)) strangers.push(`${at}: ${id}`);
      }
      const body = (op.raw.requestBody as { content?: Record<string, { example?: unknown }> } | undefined)?.content?.['application/json']?.example;
      for (const [at, id] of idsIn(body, `${op.operationId} body`)) if (!known.has(id)) strangers.push(`${at}: ${id}`);
    }
    expect(known.size).toBeGreaterThan(500);
    expect(strangers).toEqual([]);
  });
});
