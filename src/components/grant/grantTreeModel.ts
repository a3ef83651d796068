// The checking rules of a grant tree (the Saber grant dialog done right), as pure functions so
// that the role grant and the user configuration share them and the tests pin them.
//
// Linked ("联动") a parent is what its leaves are: all checked → checked, some → half-checked. The
// state then holds the checked leaves only, and parents are derived, so a parent can never be checked
// while a leaf under it is not (Saber's bug was to lose the half-checked parents on save; here they are
// sent, and when the grant comes back only the checked leaves are applied again). Unlinked, every node
// is checked on its own and the state holds exactly the checked nodes.

import type { TreeNode } from '../../../generated/model';

export type GrantIndex = {
  /** Every node by id: its parent (undefined for a root), children and title, in tree order. */
  nodes: ReadonlyMap<string, { id: string; parentId: string | undefined; title: string; value: string; children: readonly string[] }>;
  roots: readonly string[];
  /** Ids in depth-first order (parents before their children). */
  order: readonly string[];
};

/** The tree's lookups, built once per tree. */
export function indexGrantTree(tree: readonly TreeNode[]): GrantIndex {
  const nodes = new Map<string, { id: string; parentId: string | undefined; title: string; value: string; children: string[] }>();
  const order: string[] = [];
  const walk = (list: readonly TreeNode[], parentId: string | undefined) => {
    for (const node of list) {
      if (nodes.has(node.id)) continue; // a malformed reply with a repeated id: the first one wins
      const entry = { id: node.id, parentId, title: node.title, value: node.value ?? node.id, children: [] as string[] };
      nodes.set(node.id, entry);
      order.push(node.id);
      if (parentId) nodes.get(parentId)!.children.push(node.id);
      walk(node.children ?? [], node.id);
    }
  };
  walk(tree, undefined);
  return { nodes, roots: tree.map((n) => n.id).filter((id, i, all) => all.indexOf(id) === i), order };
}

const isLeaf = (index: GrantIndex, id: string) => (index.nodes.get(id)?.children.length ?? 0) === 0;

/** The leaves at or below `id` (a leaf is its own). */
function leavesUnder(index: GrantIndex, id: string): string[] {
  const node = index.nodes.get(id);
  if (!node) return [];
  if (node.children.length === 0) return [id];
  return node.children.flatMap((child) => leavesUnder(index, child));
}

/** `id` and every node below it. */
function subtreeOf(index: GrantIndex, id: string): string[] {
  const node = index.nodes.get(id);
  return node ? [id, ...node.children.flatMap((child) => subtreeOf(index, child))] : [];
}

/** The ancestors of `id`, nearest first. */
function ancestorsOf(index: GrantIndex, id: string): string[] {
  const found: string[] = [];
  for (let at = index.nodes.get(id)?.parentId; at && !found.includes(at); at = index.nodes.get(at)?.parentId) found.push(at);
  return found;
}

/**
 * The grant tree's state: `linked` with the checked leaves, or unlinked with the checked nodes. Always
 * within the tree (ids the tree does not have are never held).
 */
export type GrantState = { linked: boolean; keys: ReadonlySet<string> };

/**
 * What a linked tree shows: the fully checked nodes and the half-checked ones (some leaves below checked).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function conduct(index: GrantIndex, leaves: ReadonlySet<string>): { checked: Set<string>; halfChecked: Set<string> } {
  const checked = new Set<string>();
  const halfChecked = new Set<string>();
  // Children before parents: each parent looks at its children's verdicts.
  for (let i = index.order.length - 1; i >= 0; i--) {
    const id = index.order[i];
    const { children } = index.nodes.get(id)!;
    if (children.length === 0) {
      if (leaves.has(id)) checked.add(id);
      continue;
    }
    const all = children.every((c) => checked.has(c));
    const some = children.some((c) => checked.has(c) || halfChecked.has(c));
    if (all) checked.add(id);
    else if (some) halfChecked.add(id);
  }
  return { checked, halfChecked };
}

/** What the tree shows, for antd's Tree with checkStrictly (we do the linking ourselves). */
export function displayed(index: GrantIndex, state: GrantState): { checked: string[]; halfChecked: string[] } {
  if (!state.linked) return { checked: [...state.keys], halfChecked: [] };
  const { checked, halfChecked } = conduct(index, state.keys);
  return { checked: [...checked], halfChecked: [...halfChecked] };
}

/**
 * How a tree's grant is read and sent. `exact` (a role grant): every granted node is listed, and the
 * half-checked parents of a linked tree are sent too (a granted button needs its menu). `subtree` (a
 * user's companies): a granted node stands for everything below it, so only the highest fully checked
 * nodes are sent and a half-checked parent never is (it would grant its whole subtree).
 */
export type GrantRule = { mode: 'exact' | 'subtree' };
export const EXACT: GrantRule = { mode: 'exact' };
export const SUBTREE: GrantRule = { mode: 'subtree' };

/** What a save sends, in tree order (a request and a summary read top-down). Unlinked: exactly the checked nodes. */
export function sentKeys(index: GrantIndex, state: GrantState, rule: GrantRule = EXACT): string[] {
  if (!state.linked) return index.order.filter((id) => state.keys.has(id));
  const { checked, halfChecked } = conduct(index, state.keys);
  if (rule.mode === 'subtree') return index.order.filter((id) => checked.has(id) && !checked.has(index.nodes.get(id)!.parentId ?? ''));
  return index.order.filter((id) => checked.has(id) || halfChecked.has(id));
}

const sameSet = (a: readonly string[], b: ReadonlySet<string>) => a.length === b.size && a.every((id) => b.has(id));

/**
 * The state for what the server holds. `exact` (a role grant, half-checked parents included): only
 * the granted leaves are applied again, linked - unless linking cannot show the grant as it is (a menu
 * granted without any of its buttons, saved unlinked), then unlinked and exact. `subtree` (a user's
 * companies, each standing for everything below it): every leaf below a granted node is checked.
 */
export function stateFromServer(index: GrantIndex, granted: readonly string[], rule: GrantRule = EXACT): GrantState {
  const known = new Set(granted.filter((id) => index.nodes.has(id)));
  if (rule.mode === 'subtree') return { linked: true, keys: new Set([...known].flatMap((id) => leavesUnder(index, id))) };
  const linked: GrantState = { linked: true, keys: new Set([...known].filter((id) => isLeaf(index, id))) };
  return sameSet(sentKeys(index, linked, rule), known) ? linked : { linked: false, keys: known };
}

/** Checks or unchecks one node: linked, every leaf below it goes with it; unlinked, the node alone. */
export function setChecked(index: GrantIndex, state: GrantState, id: string, on: boolean): GrantState {
  const affected = state.linked ? leavesUnder(index, id) : index.nodes.has(id) ? [id] : [];
  const keys = new Set(state.keys);
  for (const key of affected) {
    if (on) keys.add(key);
    else keys.delete(key);
  }
  return { ...state, keys };
}

/**
 * The ids a bulk action works on: the shown nodes (all of them, or a search's result) - linked, their
 * leaves. A search shows the way to a match; the other leaves under that way are not shown, not touched.
 */
const targetsOf = (index: GrantIndex, state: GrantState, shown: readonly string[]) =>
  shown.filter((id) => index.nodes.has(id) && (!state.linked || isLeaf(index, id)));

/** 全选: checks every shown node (linked: with everything below it). */
export function checkAll(index: GrantIndex, state: GrantState, shown: readonly string[] = index.order): GrantState {
  return { ...state, keys: new Set([...state.keys, ...targetsOf(index, state, shown)]) };
}

/** 全不选: unchecks every shown node. */
export function uncheckAll(index: GrantIndex, state: GrantState, shown: readonly string[] = index.order): GrantState {
  const off = new Set(targetsOf(index, state, shown));
  return { ...state, keys: new Set([...state.keys].filter((id) => !off.has(id))) };
}

/** 反选: every shown node (linked: every leaf below the shown nodes) flips. */
export function invert(index: GrantIndex, state: GrantState, shown: readonly string[] = index.order): GrantState {
  const keys = new Set(state.keys);
  for (const id of targetsOf(index, state, shown)) {
    if (keys.has(id)) keys.delete(id);
    else keys.add(id);
  }
  return { ...state, keys };
}

/**
 * Switches linking without changing what a save would send where that can be kept: unlinking keeps
 * the sent nodes checked; linking applies the checked leaves (and, for `subtree` grants, everything
 * below a checked node), so a parent checked alone is no longer held - the summary shows it.
 */
export function setLinked(index: GrantIndex, state: GrantState, linked: boolean, rule: GrantRule = EXACT): GrantState {
  if (state.linked === linked) return state;
  if (!linked) return { linked: false, keys: new Set(sentKeys(index, state, rule)) };
  const leaves = [...state.keys].flatMap((id) => (isLeaf(index, id) ? [id] : rule.mode === 'subtree' ? leavesUnder(index, id) : []));
  return { linked: true, keys: new Set(leaves) };
}

/**
 * Search: the nodes whose title contains the text (case-insensitive) and what is below them (a matched
 * menu brings its buttons) are the results, which select all / invert / clear work on; their ancestors
 * are shown too, as the way to them, but are not results. Undefined when nothing is searched.
 */
export function searchGrantTree(
  index: GrantIndex,
  text: string,
): { shown: Set<string>; results: string[]; matched: Set<string>; expanded: Set<string> } | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  const matched = new Set(index.order.filter((id) => index.nodes.get(id)!.title.toLowerCase().includes(needle)));
  const found = new Set<string>();
  const expanded = new Set<string>();
  for (const id of matched) {
    for (const above of ancestorsOf(index, id)) expanded.add(above);
    for (const below of subtreeOf(index, id)) found.add(below);
  }
  const shown = new Set([...found, ...expanded]);
  return { shown, results: index.order.filter((id) => found.has(id)), matched, expanded };
}

/** A node's place for a reader: its ancestors' titles and its own, `设备管理 / 设备列表 / 新增`. */
export const pathTitle = (index: GrantIndex, id: string): string =>
  [...ancestorsOf(index, id).reverse(), id].map((at) => index.nodes.get(at)?.title ?? at).join(' / ');

/** What a save changes against what the server holds: the added and removed ids, in tree order. */
export function grantChanges(index: GrantIndex, before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const was = new Set(before);
  const now = new Set(after);
  // Ids the tree does not know (removed menus) are not the administrator's change; the server drops them.
  return {
    added: index.order.filter((id) => now.has(id) && !was.has(id)),
    removed: index.order.filter((id) => was.has(id) && !now.has(id)),
  };
}
