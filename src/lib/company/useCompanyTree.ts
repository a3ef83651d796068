import { getGetDepartmentTreeQueryKey, useGetDepartmentTree } from '../../../generated/endpoints/department/department';
import type { DepartmentTreeNode } from '../../../generated/model';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';

const noNodes: DepartmentTreeNode[] = [];

/**
 * The company tree for pickers outside the sidebar (a notice's push selection, the big-screen
 * enterprises). The sidebar's cache entry (generated key plus token, 60 s fresh), so a picker does not
 * fetch up to 10,000 departments again and the next user never sees the last one's tree.
 */
export function useCompanyTree() {
  const token = useSessionStore((s) => s.token);
  return useGetDepartmentTree({
    query: { queryKey: [...getGetDepartmentTreeQueryKey(), token], enabled: Boolean(token), staleTime: 60_000, select: (r) => okData(r).data ?? noNodes },
  });
}

/** Names of the companies with these ids, in the order given; an id the tree does not hold is kept as is. */
export function companyNames(nodes: readonly DepartmentTreeNode[], ids: readonly string[]): string[] {
  const names = new Map<string, string>();
  const walk = (list: readonly DepartmentTreeNode[]) => {
    for (const node of list) {
      names.set(node.id, node.deptName);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return ids.map((id) => names.get(id) ?? id);
}
