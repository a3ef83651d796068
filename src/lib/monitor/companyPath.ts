import type { DepartmentTreeNode } from '../../../generated/model';
import type { BreadcrumbEntry } from '../../stores/companySelection';

/**
 * The breadcrumb of the company `id` in the tree (root first, the company last), as the company tree
 * stores a choice; undefined when the tree does not hold it (not this user's, or gone).
 */
export function companyPath(nodes: readonly DepartmentTreeNode[], id: string): BreadcrumbEntry[] | undefined {
  for (const node of nodes) {
    const entry = { id: node.id, label: node.deptName, property: node.property === true };
    if (node.id === id) return [entry];
    const below = node.children ? companyPath(node.children, id) : undefined;
    if (below) return [entry, ...below];
  }
  return undefined;
}
