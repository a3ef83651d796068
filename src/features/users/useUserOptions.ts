import { getGetDepartmentTreeQueryKey, useGetDepartmentTree } from '../../../generated/endpoints/department/department';
import { getGetRoleTreeQueryKey, useGetRoleTree } from '../../../generated/endpoints/role/role';
import type { DepartmentTreeNode, TreeNode } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { useSessionStore } from '../../stores/session';
import { appConfig } from '../../platform/config';

export type PickerOption = { value: string; title: string; children?: PickerOption[] };

const fromRoles = (nodes: readonly TreeNode[]): PickerOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.title, children: n.children?.length ? fromRoles(n.children) : undefined }));
const fromCompanies = (nodes: readonly DepartmentTreeNode[]): PickerOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.deptName, children: n.children?.length ? fromCompanies(n.children) : undefined }));

/** The roles the signed-in user may give (role/tree of the tenant; the administrator role only to administrators). */
export function useRoleOptions() {
  const token = useSessionStore((s) => s.token);
  return useGetRoleTree(
    { tenantId: appConfig.tenantId },
    { query: { queryKey: [...getGetRoleTreeQueryKey({ tenantId: appConfig.tenantId }), token], staleTime: 60_000, select: (reply) => fromRoles(okData(reply).data ?? []) } },
  );
}

/**
 * The companies the signed-in user sees (the sidebar's tree, same cache entry: one request between
 * them), as picker options.
 */
export function useCompanyOptions() {
  const token = useSessionStore((s) => s.token);
  return useGetDepartmentTree({
    query: { queryKey: [...getGetDepartmentTreeQueryKey(), token], staleTime: 60_000, select: (reply) => fromCompanies(okData(reply).data ?? []) },
  });
}
