// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOSTILE_FIELDS, hostileTag, LONG_VECTOR_LENGTH, XSS_VECTORS, type HostileField } from '../../mocks/world/hostile';
import { buildWorld } from '../../mocks/world/seed';

// The 'hostile' scenario puts every vector into every listed field, keeps the default
// world's structure (ids, accounts, paths) and is as deterministic as any other scenario.
describe('hostile world', () => {
  const world = buildWorld({ seed: 20261121, scenario: 'hostile' });
  const plain = buildWorld({ seed: 20261121, scenario: 'default' });
  const texts = JSON.stringify(world);

  it('has at least twenty distinct vectors, one of them 2,000 characters with no space to wrap at', () => {
    expect(new Set(XSS_VECTORS).size).toBe(XSS_VECTORS.length);
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(20);
    const long = XSS_VECTORS.filter((v) => [...v].length === LONG_VECTOR_LENGTH);
    expect(long).toHaveLength(1);
    // The payload's own spaces aside, nothing to wrap at.
    expect(long[0].slice(40)).not.toMatch(/ /);
    expect(long[0]).toMatch(/\u200B|\u200D|\u2060/);
  });

  it('puts the 2,000-character vector into a field of every short list', () => {
    const long = XSS_VECTORS.findIndex((v) => v.length === LONG_VECTOR_LENGTH);
    for (const field of ['roleName', 'userRealName', 'informTitle', 'fileVersion', 'recordTitle', 'expertFault'] as HostileField[]) {
      expect(texts, field).toContain(hostileTag(field, long));
    }
  });

  it.each(Object.keys(HOSTILE_FIELDS) as HostileField[])('carries every vector in %s', (field) => {
    const missing = XSS_VECTORS.map((_, i) => hostileTag(field, i)).filter((tag) => !texts.includes(tag));
    // Lists shorter than the vectors (roles, informs, experts) carry as many as they have records.
    expect(missing.length, `${field}: ${missing.join(' ')}`).toBeLessThan(XSS_VECTORS.length);
  });

  it('keeps the ids, accounts, menu paths and tree of the default world', () => {
    expect(world.departments.map((d) => [d.id, d.parentId])).toEqual(plain.departments.map((d) => [d.id, d.parentId]));
    expect(world.users.map((u) => u.account)).toEqual(plain.users.map((u) => u.account));
    expect(world.menus.map((m) => m.path)).toEqual(plain.menus.map((m) => m.path));
    expect(world.users.slice(0, 2).map((u) => u.realName)).toEqual(plain.users.slice(0, 2).map((u) => u.realName));
  });

  it('is the same world for the same seed', () => {
    expect(JSON.stringify(buildWorld({ seed: 20261121, scenario: 'hostile' }))).toBe(texts);
  });
});
