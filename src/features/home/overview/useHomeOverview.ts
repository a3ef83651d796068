import { getGetOverviewConfigQueryKey, useGetOverviewConfig } from '../../../../generated/endpoints/overview/overview';
import { getGetMonitorOverviewQueryKey, useGetMonitorOverview } from '../../../../generated/endpoints/statistics/statistics';
import type { MonitorOverview, OverviewCard, OverviewFigure } from '../../../../generated/model';
import { okData } from '../../../lib/http/okData';
import { useLiveRefresh } from '../../../lib/live/useLiveRefresh';
import { useSessionStore } from '../../../stores/session';

/** What the overview shows when its configuration cannot be read (the contract's default). */
const DEFAULT_FIGURES: OverviewFigure[] = ['online', 'alarm', 'warn', 'offline', 'onlineRate'];
const DEFAULT_CARDS: OverviewCard[] = ['latestAlarms', 'alarmTrend', 'attentionDevices'];

export type HomeOverview = {
  overview: MonitorOverview | undefined;
  figures: OverviewFigure[];
  cards: OverviewCard[];
  status: 'loading' | 'error' | 'ready';
  updatedAt: number;
  fetching: boolean;
  periodMs: number;
  retry: () => void;
};

/**
 * (home): the overview of the chosen company's subtree, live on the device refresh period, and
 * the overview configuration of /monitor/disposition/index that says which figures and cards it shows
 * (the company's own, else inherited; the configuration of the user's own company before any choice).
 */
export function useHomeOverview(deptId: string | undefined): HomeOverview {
  const token = useSessionStore((s) => s.token);
  const ownDeptId = useSessionStore((s) => s.userInfo?.dept_id);
  const live = useLiveRefresh();
  const configFor = deptId ?? ownDeptId ?? '';
  const config = useGetOverviewConfig(
    { deptId: configFor },
    { query: { queryKey: [...getGetOverviewConfigQueryKey({ deptId: configFor }), token], enabled: configFor !== '', staleTime: 60_000, select: (reply) => okData(reply).data } },
  );
  const params = deptId ? { deptId } : undefined;
  const overview = useGetMonitorOverview(params, {
    query: { queryKey: [...getGetMonitorOverviewQueryKey(params), token], ...live.query, select: (reply) => okData(reply).data },
  });
  // A configuration that failed to load leaves the default layout: the figures matter more than the layout.
  const settled = config.data !== undefined || config.isError || configFor === '';
  const status = overview.data && settled ? 'ready' : overview.isError ? 'error' : 'loading';
  return {
    overview: overview.data,
    figures: config.data?.figures ?? DEFAULT_FIGURES,
    cards: config.data?.cards ?? DEFAULT_CARDS,
    status,
    updatedAt: overview.dataUpdatedAt,
    fetching: overview.isFetching,
    periodMs: live.periodMs,
    retry: () => {
      void overview.refetch();
      if (config.isError) void config.refetch();
    },
  };
}
