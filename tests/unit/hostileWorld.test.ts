// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HOSTILE_FIELDS, hostileTag, XSS_VECTORS, type HostileField } from '../../mocks/world/hostile';
import { buildWorld } from '../../mocks/world/seed';

// The 'hostile' scenario puts every vector into every listed field, keeps the default
// world's structure (ids, accounts, paths) and is as deterministic as any other scenario.
describe('hostile world', () => {
  const world = buildWorld({ seed: 20261121, scenario: 'hostile' });
  const plain = buildWorld({ seed: 20261121, scenario: 'default' });
  const texts = JSON.stringify(world);

  it('has twenty distinct vectors', () => {
    expect(new Set(XSS_VECTORS).size).toBe(20);
  });

  it.each(Object.keys(HOSTILE_FIELDS) as HostileField[])('carries every vector in %s', (field) => {
    const missing = XSS_VECTORS.map((_, i) => hostileTag(field, i)).filter((tag) => !texts.includes(tag));
    // Lists shorter than twenty (roles, informs, experts) carry as many as they have records.
    expect(missing.length, `${field}: ${missing.join(' ')}`).toBeLessThan(20);
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
