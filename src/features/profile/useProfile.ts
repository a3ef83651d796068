import { getGetRoleTreeQueryKey, useGetRoleTree } from '../../../generated/endpoints/role/role';
import { getGetCurrentUserQueryKey, useGetCurrentUser } from '../../../generated/endpoints/user/user';
import type { UserProfile } from '../../../generated/model';
import { appConfig } from '../../platform/config';
import { isRefusal } from '../../lib/http/client';
import { okData } from '../../lib/http/okData';
import { findTreeNode } from '../../lib/tree';
import { useSessionStore } from '../../stores/session';

/** What the role field can show: the role's name, or why there is none. */
type RoleLookup = { name?: string; refused: boolean; failed: boolean };

/**
 * The signed-in user's profile (GET /blade-user/info) and the name of their role, looked up in the
 * role tree with tenant 000000 (spec 7: "current-user details and a role lookup with tenant 000000").
 * Both keyed by token as well, so the next user never sees the previous user's page from the cache.
 * BladeX lets only administrators read the role tree: anyone else is refused (a 401 that keeps the
 * session), which the role field says in place, so the lookup toasts nothing itself.
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
    request: { saysOwnFailure: true },
  });

  // BladeX joins several roles with commas. Undefined while it is looked up, and for an id the tree
  // does not hold (the field stays empty).
  const names = roleId && roles.data ? roleId.split(',').map((id) => findTreeNode(roles.data, id.trim())?.title) : [];
  const role: RoleLookup = {
    name: names.length && names.every(Boolean) ? names.join(', ') : undefined,
    refused: isRefusal(roles.error),
    failed: roles.isError,
  };
  return { profile, role };
}
