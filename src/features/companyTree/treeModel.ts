// The company tree (spec 2.7) as flat arrays in pre-order. The large scenario has 10,000 departments
// (render within 200 ms, filter within 50 ms a keystroke): flat typed arrays make
// every search and every expand a single linear pass with no per-node objects or recursion, and the
// view renders only the rows in its window.
import type { DepartmentTreeNode } from '../../../generated/model';

export type TreeIndex = {
  size: number;
  ids: string[];
  labels: string[];
  /** Labels folded for search (NFKC, lower case): full-width Latin and digits match what is typed. */
  folded: string[];
  /** spec 3: false = administrative organisation, true = whole-machine device. */
  property: Uint8Array;
  depth: Int32Array;
  /** Pre-order index of the parent; -1 for a top node. */
  parent: Int32Array;
  /** Pre-order index just past the node's subtree: the subtree of i is [i + 1, end[i]). */
  end: Int32Array;
  /** Nodes with children in the tree (they expand). */
  hasChildren: Uint8Array;
  /** spec 4: a leaf (no children, and the server does not say it has any) opens the device page. */
  leaf: Uint8Array;
  position: Map<string, number>;
};

// Chinese and ASCII are what names are made of, and NFKC leaves them as they are; only a name with
// anything else (full-width letters, compatibility forms) pays for normalising (10,000 names a render).
const NEEDS_NFKC = /[^ -\u007f\u4e00-\u9fff]/;
/** @internal Exported for its tests; nothing in the console imports it. */
export const foldText = (text: string) => (NEEDS_NFKC.test(text) ? text.normalize('NFKC') : text).toLowerCase();

export function buildTreeIndex(roots: readonly DepartmentTreeNode[]): TreeIndex {
  const ids: string[] = [];
  const labels: string[] = [];
  const folded: string[] = [];
  const propertyList: number[] = [];
  const depthList: number[] = [];
  const parentList: number[] = [];
  const leafList: number[] = [];
  const position = new Map<string, number>();
  // An explicit stack (three parallel ones, no object per node), so no tree is too deep to index; a
  // repeated id (a server fault) is shown once.
  const stackNodes: DepartmentTreeNode[] = [];
  const stackDepths: number[] = [];
  const stackParents: number[] = [];
  for (let r = roots.length - 1; r >= 0; r--) {
    stackNodes.push(roots[r]);
    stackDepths.push(0);
    stackParents.push(-1);
  }
  while (stackNodes.length) {
    const node = stackNodes.pop()!;
    const depth = stackDepths.pop()!;
    const parent = stackParents.pop()!;
    if (!node || typeof node.id !== 'string' || position.has(node.id)) continue;
    const at = ids.length;
    const label = typeof node.deptName === 'string' && node.deptName !== '' ? node.deptName : (node.title ?? node.id);
    position.set(node.id, at);
    ids.push(node.id);
    labels.push(label);
    folded.push(foldText(label));
    propertyList.push(node.property === true ? 1 : 0);
    depthList.push(depth);
    parentList.push(parent);
    const children = Array.isArray(node.children) ? node.children : [];
    leafList.push(children.length === 0 && node.hasChildren !== true ? 1 : 0);
    for (let c = children.length - 1; c >= 0; c--) {
      stackNodes.push(children[c]);
      stackDepths.push(depth + 1);
      stackParents.push(at);
    }
  }
  const size = ids.length;
  const parent = Int32Array.from(parentList);
  const depth = Int32Array.from(depthList);
  const end = new Int32Array(size);
  const hasChildren = new Uint8Array(size);
  for (let i = 0; i < size; i++) end[i] = i + 1;
  // Backwards, so each node's end already covers its descendants when it is passed to its parent.
  for (let i = size - 1; i >= 0; i--) {
    const p = parent[i];
    if (p < 0) continue;
    hasChildren[p] = 1;
    if (end[i] > end[p]) end[p] = end[i];
  }
  return {
    size,
    ids,
    labels,
    folded,
    property: Uint8Array.from(propertyList),
    depth,
    parent,
    end,
    hasChildren,
    leaf: Uint8Array.from(leafList),
    position,
  };
}

/** The node and the path above it, root first (what the breadcrumb keeps, spec 4). */
export function pathTo(index: TreeIndex, at: number): number[] {
  const path: number[] = [];
  for (let i = at; i >= 0; i = index.parent[i]) path.push(i);
  return path.reverse();
}

export type SearchResult = {
  query: string;
  /** 1 where the node's name contains the query. */
  match: Uint8Array;
  /** 1 where a node below matches (the tree opens these to show the matches). */
  matchBelow: Uint8Array;
  count: number;
};

/** Which nodes match `query` (case-insensitive, full-width folded); undefined for a blank query. */
export function searchTree(index: TreeIndex, query: string): SearchResult | undefined {
  const needle = foldText(query.trim());
  if (!needle) return undefined;
  const match = new Uint8Array(index.size);
  const matchBelow = new Uint8Array(index.size);
  let count = 0;
  for (let i = 0; i < index.size; i++) {
    if (!index.folded[i].includes(needle)) continue;
    match[i] = 1;
    count++;
    // Mark the ancestors; stop at one already marked (its own ancestors are marked too).
    for (let p = index.parent[i]; p >= 0 && !matchBelow[p]; p = index.parent[p]) matchBelow[p] = 1;
  }
  return { query: needle, match, matchBelow, count };
}

/** The nodes a search opens: every node with a match below it. */
export function expandedForSearch(index: TreeIndex, result: SearchResult): Set<string> {
  const open = new Set<string>();
  for (let i = 0; i < index.size; i++) if (result.matchBelow[i]) open.add(index.ids[i]);
  return open;
}

export type Rows = {
  /** Pre-order indices of the visible rows, top to bottom. */
  nodes: Int32Array;
  /** For each row, its place among its visible siblings (aria-posinset) and their number (aria-setsize). */
  posInSet: Int32Array;
  setSize: Int32Array;
};

/**
 * The rows to show. Without a search: top nodes, and the children of every open node. With a search:
 * only matches and the nodes above them; a matching node that the user opens shows all its children
 * (to go on from a found company into its departments).
 */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<string>, search?: SearchResult): Rows {
  const nodes = new Int32Array(index.size);
  let count = 0;
  // Per node while walking: 0 hidden, 1 shown with its children filtered, 2 shown with all children.
  const mode = new Uint8Array(index.size);
  let i = 0;
  while (i < index.size) {
    const p = index.parent[i];
    const context = p < 0 ? (search ? 1 : 2) : expanded.has(index.ids[p]) ? mode[p] : 0;
    if (context === 0 || (context === 1 && !search!.match[i] && !search!.matchBelow[i])) {
      i = index.end[i]; // the whole subtree stays hidden
      continue;
    }
    mode[i] = context === 2 || (search!.match[i] && !search!.matchBelow[i]) ? 2 : 1;
    nodes[count++] = i;
    i++;
  }
  const rows = nodes.slice(0, count);
  const posInSet = new Int32Array(count);
  const setSize = new Int32Array(count);
  // Siblings: rows with the same parent. Count per parent, then hand out positions in order.
  const seen = new Map<number, number>();
  for (let r = 0; r < count; r++) {
    const parent = index.parent[rows[r]];
    const n = (seen.get(parent) ?? 0) + 1;
    seen.set(parent, n);
    posInSet[r] = n;
  }
  for (let r = 0; r < count; r++) setSize[r] = seen.get(index.parent[rows[r]])!;
  return { nodes: rows, posInSet, setSize };
}

/** The label split around the first occurrence of the query, for highlighting the matched text. */
export function highlightParts(label: string, foldedQuery: string): { before: string; match: string; after: string } | undefined {
  if (!foldedQuery) return undefined;
  const foldedLabel = foldText(label);
  const at = foldedLabel.indexOf(foldedQuery);
  if (at < 0) return undefined;
  // NFKC can change a label's length (rare ligatures); then the positions do not map: mark it all.
  if (foldedLabel.length !== label.length) return { before: '', match: label, after: '' };
  return { before: label.slice(0, at), match: label.slice(at, at + foldedQuery.length), after: label.slice(at + foldedQuery.length) };
}
