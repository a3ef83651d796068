import { getGetRoleTreeQueryKey, useGetRoleTree } from '../../../generated/endpoints/role/role';
import { getGetCurrentUserQueryKey, useGetCurrentUser } from '../../../generated/endpoints/user/user';
import type { TreeNode, UserProfile } from '../../../generated/model';
import { appConfig } from '../../lib/config';
import { okData } from '../../lib/http/okData';
import { useSessionStore } from '../../stores/session';

/** The role with `id` anywhere in the role tree (roles nest under their parent role). */
export function findRoleName(nodes: readonly TreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.id === id) return node.title;
    const below = node.children ? findRoleName(node.children, id) : undefined;
    if (below !== undefined) return below;
  }
  return undefined;
}

/**
 * The signed-in user's profile (GET /blade-user/info) and the name of their role, looked up in the
 * role tree with tenant 000000 (spec 7: "current-user details and a role lookup with tenant 000000").
 * Both keyed by token as well, so the next user never sees the previous user's page from the cache.
 */
export function useProfile() {
  const token = useSessionStore((s) => s.token);
  const profile = useGetCurrentUser({
    query: { queryKey: [...getGetCurrentUserQueryKey(), token], select: (reply): UserProfile | undefined => okData(reply).data },
  });
  const roleId = profile.data?.roleId;
  const params = { tenantId: appConfig.tenantId };
  const roles = useGetRoleTree(params, {
    query: { queryKey: [...getGetRoleTreeQueryKey(params), token], enabled: Boolean(roleId), select: (reply) => okData(reply).data ?? [] },
  });

  // Undefined while it is looked up, and for an id the tree does not hold (the field stays empty).
  const roleName = roleId && roles.data ? findRoleName(roles.data, roleId) : undefined;
  return { profile, roleName };
}
