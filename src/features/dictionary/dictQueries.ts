import type { QueryClient } from '@tanstack/react-query';
import {
  getGetDictChildListQueryKey,
  getGetDictDetailQueryKey,
  getGetDictionaryQueryKey,
  getGetDictListQueryKey,
  getGetDictParentListQueryKey,
  getGetDictTreeQueryKey,
} from '../../../generated/endpoints/dict/dict';

/** After a change: both panes (both layouts share the cache), the trees and every lookup by code refetch. */
export function invalidateDictionaries(queryClient: QueryClient) {
  for (const queryKey of [
    getGetDictParentListQueryKey(),
    getGetDictChildListQueryKey(),
    getGetDictDetailQueryKey(),
    getGetDictTreeQueryKey(),
    getGetDictListQueryKey(),
    getGetDictionaryQueryKey(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
