import { keepPreviousData } from '@tanstack/react-query';
import { useGetRoleList } from '../../../generated/endpoints/role/role';
import { okData } from '../../lib/http/okData';
import { textParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';

/** The search fields, by their name in the address (the contract's roleName and roleAlias filters). */
export const roleFilters = { roleName: textParam, roleAlias: textParam } as const;

/**
 * The role tree (role/list): a tree is not cut into pages, so the server sends every matching role
 * merged into a tree (contract decision); the search fields are in the address, kept by the tab.
 */
export function useRoleList() {
  const list = useListPage({ filters: roleFilters });
  const query = useGetRoleList(list.filters, { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data ?? [] } });
  return { list, query };
}
