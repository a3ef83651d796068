import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { getGetUserDetailQueryKey, getUserDetail } from '../../../generated/endpoints/user/user';
import type { User } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { nameWithCode } from '../../lib/nameWithCode';

/** A user as a receiver is named: 张伟（zhangwei）, in English 张伟 (zhangwei). */
export const userLabel = (intl: IntlShape, user: Pick<User, 'realName' | 'account'>) =>
  user.realName ? nameWithCode(intl, user.realName, user.account) : user.account;

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
  const intl = useIntl();
  const results = useQueries({ queries: ids.map((id) => detailQuery(id)) });
  return new Map(ids.map((id, i) => [id, results[i]?.data ? userLabel(intl, results[i].data) : id]));
}

/** The names of the first `max` users (for a confirm that names the receivers); unreadable ones by id. */
export async function fetchUserLabels(queryClient: QueryClient, intl: IntlShape, ids: readonly string[], max = 5): Promise<string[]> {
  return Promise.all(
    ids.slice(0, max).map(async (id) => {
      try {
        const user = await queryClient.fetchQuery(detailQuery(id));
        return user ? userLabel(intl, user) : id;
      } catch {
        return id;
      }
    }),
  );
}
