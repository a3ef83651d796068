import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMenuButtonsQueryKey,
  getGetMenuDetailQueryKey,
  getGetMenuGrantTreeQueryKey,
  getGetMenuLazyListQueryKey,
  getGetMenuLazyMenuListQueryKey,
  getGetMenuRoutesQueryKey,
  getGetMenuTreeQueryKey,
  getGetTopMenuQueryKey,
} from '../../../generated/endpoints/menu/menu';

/**
 * After a menu changes: this page's tree, the pickers and the grant tree refetch, and so do the
 * signed-in user's own menu, top menu and button permissions (a changed menu reaches the
 * top menu without signing in again; those queries are keyed under the generated keys).
 */
export function invalidateMenus(queryClient: QueryClient) {
  for (const queryKey of [
    getGetMenuLazyListQueryKey(),
    getGetMenuLazyMenuListQueryKey(),
    getGetMenuTreeQueryKey(),
    getGetMenuDetailQueryKey(),
    getGetMenuGrantTreeQueryKey(),
    getGetMenuRoutesQueryKey(),
    getGetTopMenuQueryKey(),
    getGetMenuButtonsQueryKey(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
