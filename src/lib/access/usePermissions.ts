import { getGetMenuButtonsQueryKey, getMenuButtons, useGetMenuButtons } from '../../../generated/endpoints/menu/menu';
import { useSessionStore } from '../../stores/session';
import { collectPermissions, NO_PERMISSIONS } from './access';
import type { PermissionSet } from './access';

type ButtonsReply = Awaited<ReturnType<typeof getMenuButtons>>;
// Module-level, so react-query keeps one set per reply instead of rebuilding it on every render.
const toPermissions = (reply: ButtonsReply) => (reply.status === 200 ? collectPermissions(reply.data.data) : NO_PERMISSIONS);

/**
 * spec 6: the signed-in user's permission set from the permission call. Keyed by token like the menu,
 * so the next user never inherits the previous user's buttons; until the reply (or after a refused
 * one) nothing is granted, so no button shows that the server has not allowed.
 */
export function usePermissions(): PermissionSet {
  const token = useSessionStore((s) => s.token);
  const { data } = useGetMenuButtons({
    query: {
      queryKey: [...getGetMenuButtonsQueryKey(), token],
      enabled: Boolean(token),
      staleTime: Infinity,
      select: toPermissions,
    },
  });
  return data ?? NO_PERMISSIONS;
}
