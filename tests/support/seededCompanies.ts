// Companies of the seeded world as the company tree gives them, for tests that choose one.
import { db } from '../../mocks/world/db';

/** The group and two top-level companies below it, as tree entries. */
export function twoCompanies() {
  const root = db.world.departments.find((d) => !db.world.departments.some((p) => p.id === d.parentId))!;
  const [a, b] = db.world.departments.filter((d) => d.parentId === root.id);
  const entry = (d: typeof a) => ({ id: d.id, label: d.deptName, property: false });
  return { root: entry(root), a: entry(a), b: entry(b) };
}
