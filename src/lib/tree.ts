/** The node with `id` anywhere in a tree (depth first), or undefined. */
export function findTreeNode<T extends { id: string; children?: T[] }>(nodes: readonly T[], id: string | undefined): T | undefined {
  if (!id) return undefined;
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = node.children ? findTreeNode(node.children, id) : undefined;
    if (below) return below;
  }
  return undefined;
}
