import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getMonitorHistory } from '../../../generated/endpoints/monitor/monitor';
import type { MonitorHistory, MonitorSeries } from '../../../generated/model';
import { okData } from '../http/okData';
import { COMPARE_MAX_ITEMS } from './compareItems';
import { useLiveRefresh } from '../live/useLiveRefresh';
import { formatServerTime, parseServerTime } from './monitorTime';
import { isLiveNow, QUICK_RANGE_MS, resolveRange, type ResolvedRange, type TimeRange } from './trendRange';


export type MonitorHistoryResult = {
  /** One series per asked item, in the order asked (only once every part has answered). */
  series: MonitorSeries[] | undefined;
  /** The span the series cover, as the server answered it. */
  range: ResolvedRange | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => void;
};

const chunk = <T,>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
const rangeKey = (range: TimeRange) => (range.kind === 'quick' ? [range.quick] : [range.from, range.to]);

type HistoryPart = {
  data?: MonitorHistory;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch: () => unknown;
};

/** The parts as one result; a module constant, so react-query re-runs it only when a part changes. */
function combineHistory(results: HistoryPart[]): MonitorHistoryResult {
  const ready = results.length > 0 && results.every((r) => r.data);
  const first = results[0]?.data;
  const start = parseServerTime(first?.startTime);
  const end = parseServerTime(first?.endTime);
  return {
    series: ready ? (results.length === 1 ? first!.series : results.flatMap((r) => r.data!.series)) : undefined,
    range: ready && start !== undefined && end !== undefined ? { start, end } : undefined,
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    isFetching: results.some((r) => r.isFetching),
    dataUpdatedAt: Math.max(0, ...results.map((r) => r.dataUpdatedAt)),
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/**
 * The history of items over a range (getMonitorHistory), in calls of at most 8 items. A quick range is
 * taken at the moment of each call, so a refresh moves it on. A range that still grows refreshes, on the
 * device refresh period or once per new point (the bucket width of the asked resolution) if that is
 * longer - a week in 12,000 points gains one every 100 s, there is no sense in asking every 30 s.
 * Like every live query: none in a hidden tab or background browser tab, caught up when shown. Replies
 * of tens of thousands of points skip react-query's structural sharing (a deep compare of each refresh).
 */
export function useMonitorHistory(itemIds: string[], range: TimeRange, points: number): MonitorHistoryResult {
  const live = useLiveRefresh();
  const spanMs = range.kind === 'quick' ? QUICK_RANGE_MS[range.quick] : parseServerTime(range.to)! - parseServerTime(range.from)!;
  const refreshMs = Math.max(live.periodMs, spanMs / Math.max(1, points / 2));
  // Asked when react-query plans the next refresh: a custom range that has ended stops refreshing.
  const refreshing = () => (isLiveNow(range) ? refreshMs : false);
  const parts = useMemo(() => chunk(itemIds, COMPARE_MAX_ITEMS), [itemIds]);
  return useQueries({
    queries: parts.map((ids) => ({
      queryKey: ['/api/device/history', ids, ...rangeKey(range), points],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MonitorHistory> => {
        const { start, end } = resolveRange(range, Date.now());
        const reply = await getMonitorHistory({ itemIds: ids.join(','), startTime: formatServerTime(start), endTime: formatServerTime(end), points }, { signal });
        const history = okData(reply).data;
        if (!history) throw new Error('getMonitorHistory answered without data');
        return history;
      },
      placeholderData: keepPreviousData,
      structuralSharing: false,
      refetchInterval: refreshing,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: () => (isLiveNow(range) ? refreshMs - 500 : Infinity),
      enabled: ids.length > 0,
    })),
    combine: combineHistory,
  });
}
