// Which devices a request covers: a company's whole subtree, or the companies a user may see (their
// enterprise permission, else their own company's subtree). Built per call from the world as it is, so
// transfers, new companies and deletions count at once.
import type { MockDepartment, MockDevice, MockUser, World } from '../types';

export type TreeIndex = { byId: Map<string, MockDepartment>; children: Map<string, MockDepartment[]> };

export function treeIndex(world: World): TreeIndex {
  const byId = new Map(world.departments.map((d) => [d.id, d]));
  const children = new Map<string, MockDepartment[]>();
  for (const d of world.departments) {
    const list = children.get(d.parentId);
    if (list) list.push(d);
    else children.set(d.parentId, [d]);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.createTime.localeCompare(b.createTime));
  return { byId, children };
}

/** The ids of a company and everything below it. */
export function subtreeIds(tree: TreeIndex, id: string): Set<string> {
  const ids = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const at = stack.pop()!;
    if (ids.has(at) || !tree.byId.has(at)) continue;
    ids.add(at);
    for (const child of tree.children.get(at) ?? []) stack.push(child.id);
  }
  return ids;
}

/** The companies a user sees when a call names none: their enterprise permission, else their company. */
export function userScopeRoots(world: World, user: MockUser): string[] {
  const granted = world.userConfigs.find((c) => c.userId === user.id)?.deptIds ?? [];
  const roots = granted.filter((id) => world.departments.some((d) => d.id === id));
  return roots.length ? roots : [user.deptId];
}

export type Scope = { tree: TreeIndex; deptIds: Set<string>; devices: MockDevice[] };

/** The devices of a company subtree (deptId), or of the user's companies. undefined: no such company. */
export function scopeOf(world: World, user: MockUser, deptId: string | null | undefined): Scope | undefined {
  const tree = treeIndex(world);
  if (deptId && !tree.byId.has(deptId)) return undefined;
  const deptIds = new Set<string>();
  for (const root of deptId ? [deptId] : userScopeRoots(world, user)) for (const id of subtreeIds(tree, root)) deptIds.add(id);
  return { tree, deptIds, devices: world.devices.filter((d) => deptIds.has(d.deptId)) };
}

/** The chain from the top-level company (below the root group) down to a company. */
export function chainOf(tree: TreeIndex, id: string): MockDepartment[] {
  const path: MockDepartment[] = [];
  for (let at = tree.byId.get(id); at && !path.includes(at); at = tree.byId.get(at.parentId)) path.unshift(at);
  return path;
}

/** 'top / region / plant' below the group (the group itself is left out when the chain is longer). */
export function pathName(tree: TreeIndex, id: string): string {
  const chain = chainOf(tree, id);
  return (chain.length > 1 ? chain.slice(1) : chain).map((d) => d.deptName).join(' / ');
}
