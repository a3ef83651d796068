import { getGetMenuRoutesQueryKey, useGetMenuRoutes } from '../../../generated/endpoints/menu/menu';
import type { MenuRoute } from '../../../generated/model';
import { useSessionStore } from '../../stores/session';

const noMenu: MenuRoute[] = [];

/**
 * The signed-in user's menu tree (spec 2.2: menu/routes, all top menus). Keyed by token, so the next
 * user to sign in never sees the previous user's menu; fetched once per session.
 */
export function useUserMenu() {
  const token = useSessionStore((s) => s.token);
  return useGetMenuRoutes(undefined, {
    query: {
      queryKey: [...getGetMenuRoutesQueryKey(), token],
      enabled: Boolean(token),
      staleTime: Infinity,
      // The http client rejects every reply but 200, so only the success shape arrives here. A user
      // without a role gets BladeX's data {} (R.data(null)): no routes.
      select: (reply) => (reply.status === 200 && Array.isArray(reply.data.data) ? reply.data.data : noMenu),
    },
  });
}
