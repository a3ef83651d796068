import { QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh when its query sets no freshness of its own. A page in a hidden
 * tab has its query subscriptions torn down (<Activity mode="hidden">) and set up again when shown: with
 * the library's default (stale at once) every show of a tab asked every one of its queries again, and
 * re-rendered and redrew (charts) with the same answer - most of a tab switch's main-thread time on the
 * list and statistics pages (at most 50 ms a switch). Within this time a tab shown again shows
 * what it has; after it, the tab catches up when shown. Not longer than the live period (live pages set
 * their own, shorter freshness in useLiveRefresh), and our own changes invalidate what they touch.
 */
const DEFAULT_FRESH_MS = 30_000; // = DEFAULT_DEVICE_REFRESH_SECONDS (lib/live/useLiveRefresh), not imported: /login loads this file

export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already told the user; retrying a refused call would toast twice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: DEFAULT_FRESH_MS },
    mutations: { retry: false },
  },
});
