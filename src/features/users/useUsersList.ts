import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useGetUserPage } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { textParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { useCompanySelection } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';

/** The list's search fields, by their name in the address (the contract's filters of blade-user/page). */
export const userFilters = { account: textParam, realName: textParam } as const;

/**
 * The users of the company chosen in the tree (spec 2.7: deptId covers its whole subtree), one server
 * page at a time; page, size and search fields in the address. The signed-in user's own row cannot be
 * selected: the server refuses to remove the account in use.
 */
export function useUsersList() {
  const list = useListPage({ filters: userFilters });
  const company = useCompanySelection((s) => s.selected);
  const ownId = useSessionStore((s) => s.userInfo?.user_id);
  const deptId = company?.id;
  const params = { ...list.pageParams, ...list.filters, ...(deptId ? { deptId } : {}) };
  const query = useGetUserPage(params, { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data } });
  const table = useListTable<User, typeof userFilters>(list, query, { rowKey: 'id', selectable: true, canSelect: (row) => row.id !== ownId });

  // Another company chosen in the tree: its list starts at page 1, and rows chosen in the old one go.
  const shownFor = useRef(deptId);
  const { setPage, current } = list;
  const { clear } = table.selection;
  useEffect(() => {
    if (shownFor.current === deptId) return;
    shownFor.current = deptId;
    if (current !== 1) setPage(1);
    clear();
  }, [deptId, current, setPage, clear]);

  return { list, table, query, company, ownId };
}
