import { getGetDepartmentTreeQueryKey, useGetDepartmentTree } from '../../../generated/endpoints/department/department';
import { okData } from '../../lib/http/okData';
import { companyPath } from '../../lib/monitor/companyPath';
import { useSessionStore } from '../../stores/session';

/**
 * A company's name from the company tree the sidebar has already fetched (same query, same key), for
 * a company the page knows only by id (the user's own, the one a configuration is inherited from).
 */
export function useCompanyName(id: string | undefined): string | undefined {
  const token = useSessionStore((s) => s.token);
  const tree = useGetDepartmentTree({
    query: { queryKey: [...getGetDepartmentTreeQueryKey(), token], enabled: Boolean(token && id), staleTime: 60_000, select: (reply) => okData(reply).data ?? [] },
  });
  return id && tree.data ? companyPath(tree.data, id)?.at(-1)?.label : undefined;
}
