import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getGetIndustryScreenLinkQueryOptions } from '../../../generated/endpoints/screen/screen';
import { useCompanySelection } from '../../stores/companySelection';
import type { BreadcrumbEntry } from '../../stores/companySelection';
import { pageAfterChoice } from './treeRules';
import { pathTo } from './treeModel';
import type { TreeIndex } from './treeModel';

export const entryAt = (index: TreeIndex, at: number): BreadcrumbEntry => ({
  id: index.ids[at],
  label: index.labels[at],
  property: index.property[at] === 1,
});

/**
 * spec 4 (company tree selection): a choice stores the node in the breadcrumb, fetches the node's
 * screen link (the header's customer-screen icon reads it from the same query), and on the card or
 * device page goes to the card page (a node with children) or the device page (a leaf).
 */
export function useChooseCompany(index: TreeIndex | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read when a choice is made: the callback keeps its identity across navigations, so the tree (memoised)
  // does not render again on every tab switch.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    shownPath.current = pathname;
  }, [pathname]);
  return useCallback(
    (at: number) => {
      if (!index) return;
      const path = pathTo(index, at).map((i) => entryAt(index, i));
      const entry = path.pop()!;
      useCompanySelection.getState().select(entry, path);
      // A refused or failed call has been shown by the http client (spec 8); the choice stands.
      void queryClient.prefetchQuery(getGetIndustryScreenLinkQueryOptions({ deptId: entry.id }));
      const target = pageAfterChoice(shownPath.current, index.leaf[at] === 1);
      if (target) void navigate(target);
    },
    [index, navigate, queryClient],
  );
}
