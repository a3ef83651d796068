import { getGetDepartmentTreeQueryKey, useGetDepartmentTree } from '../../../generated/endpoints/department/department';
import { okData } from '../../lib/http/okData';
import { useSessionStore } from '../../stores/session';

/**
 * The company tree for the parent and source selects. Same cache entry as the sidebar's tree (the
 * generated key plus the token, so the next user never sees the last one's tree; 60 s fresh): opening
 * a dialog does not fetch up to 10,000 departments again. The dialogs' changes invalidate the
 * generated key, which covers this entry.
 */
export function useDepartmentTree() {
  const token = useSessionStore((s) => s.token);
  return useGetDepartmentTree({
    query: { queryKey: [...getGetDepartmentTreeQueryKey(), token], enabled: Boolean(token), staleTime: 60_000, select: (r) => okData(r).data ?? [] },
  });
}
