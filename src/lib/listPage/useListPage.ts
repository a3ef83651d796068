import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../router/appRouter';
import type { AnyParamCodec, CodecValue, ParamCodec } from './urlParams';

/** A column sort as BladeX takes it (`ascs` / `descs`: comma-separated column names). */
type ListSort = { field: string; order: 'asc' | 'desc' };

export type FilterCodecs = Record<string, AnyParamCodec>;
export type FilterValues<S extends FilterCodecs> = { [K in keyof S]?: CodecValue<S[K]> };

export type ListPageOptions<S extends FilterCodecs> = {
  /** The filters the page offers, by the name they have in the address (a module-level constant). */
  filters: S;
  /** Rows per page when the address names none (spec 9: the software list's 10). */
  defaultSize?: number;
  /** Page sizes offered; an address asking for another size falls back to the default. */
  pageSizes?: readonly number[];
  /** Columns the server can sort by; a sort on any other column in the address is ignored. */
  sortable?: readonly string[];
  defaultSort?: ListSort;
  /** Key prefix, for a page that shows two lists (the dictionary's parent and child panes). */
  prefix?: string;
};

export type ListPageState<S extends FilterCodecs> = {
  current: number;
  size: number;
  sort: ListSort | undefined;
  filters: FilterValues<S>;
  /** BladeX paging and sort parameters for the generated call; the page adds its filters. */
  pageParams: { current: number; size: number; ascs?: string; descs?: string };
  setPage: (current: number, size?: number) => void;
  setSort: (sort: ListSort | undefined) => void;
  /** Changes some filters and goes back to page 1 (the old page may not exist in the new result). */
  setFilters: (patch: Partial<FilterValues<S>>) => void;
  /** Every filter, the sort and the page back to their defaults. */
  reset: () => void;
  pageSizes: readonly number[];
};

const DEFAULT_SIZES = [10, 20, 50, 100] as const;

/**
 * One list page's state - page, page size, sort and filters - kept in the address, so a reload, a
 * shared link or the tab bar (a tab remembers its query) shows the same view. Reads are tolerant
 * (anything malformed falls back to the default); writes replace the history entry, so paging does
 * not fill the back button.
 */
export function useListPage<S extends FilterCodecs>(options: ListPageOptions<S>): ListPageState<S> {
  const { filters: codecs, defaultSize = 10, sortable = [], defaultSort, prefix = '' } = options;
  const pageSizes = options.pageSizes ?? (DEFAULT_SIZES.includes(defaultSize as 10) ? DEFAULT_SIZES : [defaultSize, ...DEFAULT_SIZES]);
  const location = useLocation();
  const navigate = useAppNavigate();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const state = useMemo(() => {
    const params = new URLSearchParams(location.search);
    const current = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get(key('current')))) || 1));
    const askedSize = Number(params.get(key('size')));
    const size = pageSizes.includes(askedSize) ? askedSize : defaultSize;
    const [field, order] = (params.get(key('sort')) ?? '').split('.');
    const sort = sortable.includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : defaultSort;
    const filters = Object.fromEntries(
      Object.entries(codecs).map(([name, codec]) => [name, codec.read(params, key(name))]),
    ) as FilterValues<S>;
    return { current, size, sort: sort as ListSort | undefined, filters };
    // codecs, sortable and pageSizes are the page's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search, key, defaultSize]);

  const write = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(location.search);
      change(params);
      const search = params.toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );

  const setPage = useCallback(
    (current: number, size?: number) =>
      write((params) => {
        params.set(key('current'), String(Math.max(1, current)));
        if (size !== undefined) params.set(key('size'), String(size));
      }),
    [write, key],
  );
  const setSort = useCallback(
    (sort: ListSort | undefined) =>
      write((params) => {
        if (sort) params.set(key('sort'), `${sort.field}.${sort.order}`);
        else params.delete(key('sort'));
        params.delete(key('current'));
      }),
    [write, key],
  );
  const setFilters = useCallback(
    (patch: Partial<FilterValues<S>>) =>
      write((params) => {
        for (const [name, value] of Object.entries(patch)) (codecs[name] as ParamCodec<unknown>).write(params, key(name), value);
        params.delete(key('current'));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, key],
  );
  const reset = useCallback(
    () =>
      write((params) => {
        for (const name of Object.keys(codecs)) (codecs[name] as ParamCodec<unknown>).write(params, key(name), undefined);
        for (const name of ['current', 'size', 'sort']) params.delete(key(name));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, key],
  );

  const { current, size, sort } = state;
  const pageParams = useMemo(
    () => ({
      current,
      size,
      ...(sort ? { [sort.order === 'asc' ? 'ascs' : 'descs']: sort.field } : {}),
    }),
    [current, size, sort],
  );
  return { ...state, pageParams, setPage, setSort, setFilters, reset, pageSizes };
}
