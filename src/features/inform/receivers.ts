import { useQueries, type QueryClient } from '@tanstack/react-query';
import { getGetUserDetailQueryKey, getUserDetail } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { okData } from '../../lib/http/okData';

/** A user as a receiver is named: 张伟（zhangwei）. */
export const userLabel = (user: Pick<User, 'realName' | 'account'>) => (user.realName ? `${user.realName}（${user.account}）` : user.account);

const detailQuery = (id: string) => ({
  queryKey: getGetUserDetailQueryKey({ id }),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => okData(await getUserDetail({ id }, { signal })).data,
  staleTime: 5 * 60_000,
});

/**
 * The names of chosen users, one detail call each (cached), for the picker's chips. An id whose user
 * cannot be read (removed since) is shown as the id.
 */
export function useUserLabels(ids: readonly string[]): Map<string, string> {
  const results = useQueries({ queries: ids.map((id) => detailQuery(id)) });
  return new Map(ids.map((id, i) => [id, results[i]?.data ? userLabel(results[i].data) : id]));
}

/** The names of the first `max` users (for a confirm that names the receivers); unreadable ones by id. */
export async function fetchUserLabels(queryClient: QueryClient, ids: readonly string[], max = 5): Promise<string[]> {
  return Promise.all(
    ids.slice(0, max).map(async (id) => {
      try {
        const user = await queryClient.fetchQuery(detailQuery(id));
        return user ? userLabel(user) : id;
      } catch {
        return id;
      }
    }),
  );
}
