import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetDeviceCardPageQueryKey, getGetDeviceCardPageQueryOptions } from '../../../../generated/endpoints/monitor/monitor';
import type { DeviceCard, GetDeviceCardPageParams } from '../../../../generated/model';
import { okData } from '../../../lib/http/okData';
import { useLiveRefresh } from '../../../lib/live/useLiveRefresh';
import { useSessionStore } from '../../../stores/session';

/**
 * The contract's largest card page: the fewest calls while scrolling through a large company.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const CARD_PAGE_SIZE = 200;

export type CardFilters = Omit<GetDeviceCardPageParams, 'current' | 'size'>;

/**
 * The 1-based pages holding cards `first` to `last` (inclusive).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function pagesOf(first: number, last: number, pageSize = CARD_PAGE_SIZE): number[] {
  const from = Math.floor(first / pageSize) + 1;
  const to = Math.floor(Math.max(first, last) / pageSize) + 1;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export type CardPages = {
  /** Cards of the filtered set; undefined until the first page has answered. */
  total: number | undefined;
  /** The card at a position, once its page is in. */
  cardAt: (index: number) => DeviceCard | undefined;
  /** Whether the page of a position failed (its cards show a retry instead). */
  failedAt: (index: number) => boolean;
  /** The first page failed before anything was known. */
  failed: boolean;
  retry: () => void;
  updatedAt: number;
  fetching: boolean;
};

/**
 * The monitoring cards as server pages of 200, fetched only for the positions on screen (`range`),
 * each live on the device refresh period while it is on screen. The total of the filtered set is kept
 * per filter, so scrolling to a page not yet fetched keeps the list's length.
 */
export function useCardPages(filters: CardFilters, range: [number, number] | undefined): CardPages {
  const token = useSessionStore((s) => s.token);
  const live = useLiveRefresh();
  const signature = JSON.stringify(filters);
  const [known, setKnown] = useState<{ signature: string; total: number }>();
  const total = known?.signature === signature ? known.total : undefined;
  const pages = total === undefined || !range ? [1] : total === 0 ? [] : pagesOf(range[0], Math.min(range[1], total - 1));

  const results = useQueries({
    queries: pages.map((current) => {
      const params = { ...filters, current, size: CARD_PAGE_SIZE };
      return getGetDeviceCardPageQueryOptions(params, {
        query: { queryKey: [...getGetDeviceCardPageQueryKey(params), token], ...live.query, select: (reply) => okData(reply).data },
      });
    }),
  });

  // The set's size from whichever page answered (adjusted while rendering: no effect lag).
  const answered = results.find((result) => result.data?.total !== undefined)?.data?.total;
  if (answered !== undefined && (known?.signature !== signature || known.total !== answered)) setKnown({ signature, total: answered });

  const byPage = new Map(pages.map((page, i) => [page, results[i]]));
  const resultAt = (index: number) => byPage.get(Math.floor(index / CARD_PAGE_SIZE) + 1);
  return {
    total,
    cardAt: (index) => resultAt(index)?.data?.records?.[index % CARD_PAGE_SIZE],
    failedAt: (index) => resultAt(index)?.isError === true,
    failed: total === undefined && results.some((result) => result.isError),
    retry: () => results.forEach((result) => result.isError && void result.refetch()),
    updatedAt: Math.max(0, ...results.map((result) => result.dataUpdatedAt)),
    fetching: results.some((result) => result.isFetching),
  };
}
