import { getGetCompanyOverviewsQueryKey, useGetCompanyOverviews } from '../../../generated/endpoints/monitor/monitor';
import type { CompanyOverview } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import { useCompanySelection } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';

export type DashboardCompanies = {
  /** The company whose children are shown; undefined: the top-level companies. */
  parentId: string | undefined;
  companies: CompanyOverview[] | undefined;
  isError: boolean;
  refetch: () => void;
  updatedAt: number;
  fetching: boolean;
  periodMs: number;
};

/**
 * Which companies the console shows side by side: the top-level companies (no company chosen, or the
 * group itself); the children of the chosen company; for a company without children, its siblings
 * (its parent's children, from the tree's breadcrumb), the chosen one marked by the page.
 */
export function useDashboardCompanies(deptId: string | undefined): DashboardCompanies {
  const token = useSessionStore((s) => s.token);
  const breadcrumb = useCompanySelection((s) => s.breadcrumb);
  const live = useLiveRefresh();
  const isGroup = deptId !== undefined && breadcrumb.length === 1 && breadcrumb[0].id === deptId;
  const own = deptId && !isGroup ? { parentId: deptId } : undefined;
  const children = useGetCompanyOverviews(own, {
    query: { queryKey: [...getGetCompanyOverviewsQueryKey(own), token], ...live.query, select: (reply) => okData(reply).data ?? [] },
  });
  const at = breadcrumb.findIndex((entry) => entry.id === deptId);
  const parentOfLeaf = children.data?.length === 0 && at > 0 ? breadcrumb[at - 1].id : undefined;
  const siblingsParams = parentOfLeaf && at > 1 ? { parentId: parentOfLeaf } : undefined;
  const siblings = useGetCompanyOverviews(siblingsParams, {
    query: {
      queryKey: [...getGetCompanyOverviewsQueryKey(siblingsParams), token],
      enabled: parentOfLeaf !== undefined,
      ...live.query,
      select: (reply) => okData(reply).data ?? [],
    },
  });
  const shown = parentOfLeaf ? siblings : children;
  return {
    parentId: parentOfLeaf && at > 1 ? parentOfLeaf : own?.parentId,
    companies: shown.data,
    isError: shown.isError,
    refetch: () => void shown.refetch(),
    updatedAt: shown.dataUpdatedAt,
    fetching: shown.isFetching,
    periodMs: live.periodMs,
  };
}
