import type { QueryClient } from '@tanstack/react-query';
import { getGetInformDetailQueryKey, getGetInformListQueryKey } from '../../../generated/endpoints/inform/inform';
import { getGetInformReadStatusQueryKey } from '../../../generated/endpoints/status/status';

/**
 * After a change or a read: the list, the details and the red mark of 通知管理 (spec 2.5: the top menu
 * asks readStatus) refetch, so the mark follows without a reload.
 */
export function invalidateNotices(queryClient: QueryClient) {
  for (const queryKey of [getGetInformListQueryKey(), getGetInformDetailQueryKey(), getGetInformReadStatusQueryKey()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
