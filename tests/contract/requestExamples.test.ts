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

/** The name each seeded record shows, by id: a department's, a device's, a user's account and real name. */
function seededNames(): Map<string, Record<string, string>> {
  const names = new Map<string, Record<string, string>>();
  for (const d of db.world.departments) names.set(d.id, { deptName: d.deptName, departmentName: d.deptName, name: d.deptName });
  for (const d of db.world.devices) names.set(d.deviceId, { deviceName: d.deviceName });
  for (const u of db.world.users) names.set(u.id, { account: u.account, realName: u.realName });
  return names;
}

/** Every name an example shows beside an id the world seeds, with the seeded world's name for that id. */
function* namesIn(value: unknown, at: string, names: Map<string, Record<string, string>>): Generator<[string, unknown, string]> {
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  const idKeys: Array<[idKey: string, nameKeys: string[]]> = [
    ['id', ['deptName', 'name', 'account', 'realName']],
    ['deptId', ['deptName']],
    ['departmentId', ['departmentName', 'deptName']],
    ['deviceId', ['deviceName']],
    ['userId', ['account', 'realName']],
  ];
  for (const [idKey, nameKeys] of idKeys) {
    const seeded = isId(node[idKey]) ? names.get(node[idKey]) : undefined;
    if (!seeded) continue;
    for (const nameKey of nameKeys) {
      if (nameKey in node && seeded[nameKey] !== undefined) yield [`${at}/${nameKey}`, node[nameKey], seeded[nameKey]];
    }
  }
  for (const [key, inner] of Object.entries(node)) yield* namesIn(inner, `${at}/${key}`, names);
}

describe('examples', () => {
  it('name the departments, devices and users they show as the seeded world does', async () => {
    await db.reset();
    const strangers = [...namesIn(contract, '', seededNames())]
      .filter(([, shown, seeded]) => shown !== seeded)
      .map(([at, shown, seeded]) => `${at}: ${String(shown)} (seeded: ${seeded})`);
    expect(strangers).toEqual([]);
  });
});

/** Keys whose example value is a department's or a device's name, with or without an id beside it. */
const NAME_KEYS: Record<string, 'department' | 'device'> = {
  deptName: 'department',
  departmentName: 'department',
  companyName: 'department',
  deviceName: 'device',
};

/** Every department or device name an example shows: a value under a name key, or a schema property's example. */
function* shownNames(value: unknown, at: string): Generator<[at: string, kind: 'department' | 'device', name: string]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const kind = NAME_KEYS[key];
    if (kind && typeof inner === 'string') yield [`${at}/${key}`, kind, inner];
    const example = (inner as { example?: unknown } | null)?.example;
    if (kind && typeof example === 'string' && at.endsWith('/properties')) yield [`${at}/${key}/example`, kind, example];
    yield* shownNames(inner, `${at}/${key}`);
  }
}

describe('examples', () => {
  it('name only departments and devices the seeded world has, with or without an id beside them', async () => {
    await db.reset();
    const seeded = {
      department: new Set(db.world.departments.map((d) => d.deptName)),
      device: new Set(db.world.devices.map((d) => d.deviceName)),
    };
    const strangers = [...shownNames(contract, '')].filter(([, kind, name]) => !seeded[kind].has(name)).map(([at, , name]) => `${at}: ${name}`);
    expect(strangers).toEqual([]);
  });

  it('show only department, device and user ids the seeded world has', async () => {
    await db.reset();
    const known = new Set([
      ...db.world.departments.map((d) => d.id),
      ...db.world.devices.map((d) => d.deviceId),
      ...db.world.users.map((u) => u.id),
    ]);
    const ID_KEYS = new Set(['deptId', 'departmentId', 'companyId', 'deviceId', 'userId']);
    const strangers: string[] = [];
    const walk = (value: unknown, at: string) => {
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
        if (ID_KEYS.has(key) && isId(inner) && !known.has(inner)) strangers.push(`${at}/${key}: ${inner}`);
        walk(inner, `${at}/${key}`);
      }
    };
    walk(contract, '');
    expect(strangers).toEqual([]);
  });
});
