import { useGetScreenConfig } from '../../../generated/endpoints/screen/screen';
import { okData } from '../http/okData';

/** The refresh period when the big-screen settings set none (or cannot be read), seconds. */
const DEFAULT_DEVICE_REFRESH_SECONDS = 30;
/** Never faster than this, whatever the settings say: a live page must not flood the server. */
const MIN_REFRESH_SECONDS = 5;

export type LiveRefresh = {
  /** The period, ms. */
  periodMs: number;
  /** react-query options for a live query: refetch on the period, none while hidden, catch up when shown. */
  query: {
    refetchInterval: number;
    refetchIntervalInBackground: false;
    refetchOnWindowFocus: true;
    staleTime: number;
  };
};

const periodOf = (seconds: number | undefined) =>
  Math.max(MIN_REFRESH_SECONDS, Number.isInteger(seconds) && seconds! > 0 ? seconds! : DEFAULT_DEVICE_REFRESH_SECONDS) * 1000;

/**
 * (live): values, states and counts refresh on the device refresh period of the big-screen
 * settings (/api/screen/getConfig, deviceRefreshTime in seconds). A browser tab in the background makes
 * no requests (refetchIntervalInBackground false) and catches up when shown (a stale query refetches on
 * focus). A page in a hidden console tab makes none either: the tab outlet keeps it under
 * <Activity mode="hidden">, which unmounts its effects and so its query subscriptions.
 */
export function useLiveRefresh(): LiveRefresh {
  const config = useGetScreenConfig({ query: { staleTime: 5 * 60_000, select: (reply) => okData(reply).data } });
  const periodMs = periodOf(config.data?.deviceRefreshTime);
  return {
    periodMs,
    query: { refetchInterval: periodMs, refetchIntervalInBackground: false, refetchOnWindowFocus: true, staleTime: periodMs - 500 },
  };
}
