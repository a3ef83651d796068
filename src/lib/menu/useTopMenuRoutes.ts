import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetMenuRoutesQueryKey, getMenuRoutes } from '../../../generated/endpoints/menu/menu';
import type { MenuRoute } from '../../../generated/model';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { findMenuLeaf, leafItems } from './menuTarget';

/**
 * The routes under one top-menu item (spec 7: GET menu/routes with topMenuId), as the Vue console loads
 * them when a top-menu item is selected: BladeX's top-menu items carry no path of their own. Keyed by
 * token like the user's whole menu, and kept for the session. A reply without a list (BladeX says
 * data {} for a user without a role) is no routes.
 */
const topMenuRoutesQuery = (topMenuId: string, token: string | undefined) => ({
  queryKey: [...getGetMenuRoutesQueryKey({ topMenuId }), token],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MenuRoute[]> => {
    const routes: unknown = okData(await getMenuRoutes({ topMenuId }, { signal })).data;
    return Array.isArray(routes) ? (routes as MenuRoute[]) : [];
  },
  staleTime: Infinity,
});

/** Fetches (once per session) the routes of a top-menu item. */
export function useTopMenuRoutes() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useCallback((topMenuId: string) => queryClient.fetchQuery(topMenuRoutesQuery(topMenuId, token)), [queryClient, token]);
}

/**
 * Of the given top-menu item ids, the one whose routes (as far as they were loaded by selecting it)
 * hold the page at `pathname`: that item is the current one.
 */
export function useTopMenuHolding(topMenuIds: readonly string[], pathname: string): string | undefined {
  const token = useSessionStore((s) => s.token);
  const loaded = useQueries({ queries: topMenuIds.map((id) => ({ ...topMenuRoutesQuery(id, token), enabled: false })) });
  const index = loaded.findIndex((routes) => routes.data && findMenuLeaf(routes.data, pathname));
  return index < 0 ? undefined : topMenuIds[index];
}

/** Where selecting a top-menu item without a path goes: the first page of its routes, in menu order. */
export const firstPageOf = (routes: readonly MenuRoute[]): string | undefined => leafItems(routes).find((leaf) => leaf.path)?.target;
