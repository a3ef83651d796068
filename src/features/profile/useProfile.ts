import { getGetRoleTreeQueryKey, useGetRoleTree } from '../../../generated/endpoints/role/role';
import { getGetCurrentUserQueryKey, useGetCurrentUser } from '../../../generated/endpoints/user/user';
import type { UserProfile } from '../../../generated/model';
import { appConfig } from '../../platform/config';
import { okData } from '../../lib/http/okData';
import { findTreeNode } from '../../lib/tree';
import { useSessionStore } from '../../stores/session';

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
  const roleName = roleId && roles.data ? findTreeNode(roles.data, roleId)?.title : undefined;
  return { profile, roleName };
}
