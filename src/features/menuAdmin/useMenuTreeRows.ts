import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getGetMenuLazyListQueryKey, getMenuLazyList, useGetMenuLazyList } from '../../../generated/endpoints/menu/menu';
import type { Menu } from '../../../generated/model';
import { okData } from '../../lib/http/okData';

/** A row of the lazy tree: a menu whose children are [] until they are fetched (so it can be opened). */
export type MenuRow = Menu & { id: string; children?: MenuRow[] };

const levelQuery = (parentId: string) => ({
  queryKey: getGetMenuLazyListQueryKey({ parentId }),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => okData(await getMenuLazyList({ parentId }, { signal })).data ?? [],
});

/**
 * The menu tree one level at a time (spec 7 lazy-list by parentId): the top level (or, with a name or
 * code filter, the matches from every level), and the children of each opened row, each its own
 * cached query, so a change refetches exactly what is open.
 */
export function useMenuTreeRows(filters: { name?: string; code?: string }) {
  const searching = Boolean(filters.name || filters.code);
  const top = useGetMenuLazyList(
    { ...(searching ? {} : { parentId: '0' }), ...(filters.name ? { name: filters.name } : {}), ...(filters.code ? { code: filters.code } : {}) },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data ?? [] } },
  );
  const [expanded, setExpanded] = useState<string[]>([]);
  const levels = useQueries({ queries: expanded.map(levelQuery) });

  const childrenOf = useMemo(() => new Map(expanded.map((id, i) => [id, levels[i]])), [expanded, levels]);
  const rows = useMemo(() => {
    const build = (items: readonly Menu[], seen: Set<string>): MenuRow[] =>
      items
        .filter((item): item is Menu & { id: string } => Boolean(item.id) && !seen.has(item.id!))
        .map((item) => {
          const level = childrenOf.get(item.id)?.data;
          const below = level ? build(level, new Set([...seen, item.id])) : [];
          // The reply's own children (none in a lazy level) give way to the fetched level.
          const menu: MenuRow = { ...item, children: undefined };
          if (item.hasChildren) menu.children = below;
          else delete menu.children;
          return menu;
        });
    return build(top.data ?? [], new Set());
  }, [top.data, childrenOf]);

  const toggle = useCallback((id: string, open: boolean) => setExpanded((now) => (open ? [...new Set([...now, id])] : now.filter((x) => x !== id))), []);
  const isLoading = useCallback((id: string) => Boolean(childrenOf.get(id)?.isFetching), [childrenOf]);
  const failed = levels.find((level) => level.isError);
  const retry = () => {
    void top.refetch();
    for (const level of levels) if (level.isError) void level.refetch();
  };
  return { top, rows, expanded, toggle, isLoading, failed: top.isError || Boolean(failed), error: top.error ?? failed?.error, retry };
}
