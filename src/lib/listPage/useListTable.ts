import type { UseQueryResult } from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { useIntl } from 'react-intl';
import type { FilterCodecs, ListPageState } from './useListPage';

/** A BladeX page as the generated calls deliver it (records may be absent on an empty page). */
export type PageData<Row> = { records?: Row[]; total?: number };

/** What the page shows around the table: a first load, a failure with nothing to show, no rows, rows. */
type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

type ListSelection<Row> = {
  keys: Key[];
  rows: Row[];
  count: number;
  clear: () => void;
};

export type ListTable<Row> = {
  rows: Row[];
  total: number;
  status: ListStatus;
  /** Spread on antd's Table: rows, loading, paging, sorting (and selection when asked for). */
  tableProps: TableProps<Row>;
  selection: ListSelection<Row>;
  /**
   * After removing `count` of the shown rows: when that empties the last page, step back one page
   * (spec-less but expected: never leave the operator on an empty page 3 of 2).
   */
  afterRemove: (count: number) => void;
  retry: () => void;
  /** Why the last load failed (a refusal says No Authority, see LoadFailure). */
  error: unknown;
};

export type ListTableOptions<Row> = {
  rowKey: keyof Row & string;
  /** Rows can be selected (checkboxes) for batch actions; the selection survives paging. */
  selectable?: boolean;
  /** Rows that cannot be selected (e.g. the signed-in user's own account). */
  canSelect?: (row: Row) => boolean;
};

/**
 * Binds one list page's state (useListPage) and its generated query to antd's Table: the rows,
 * the loading flag, server paging and sorting, selection across pages with a count, and the step
 * back when the last row of the last page goes. Pass the query with `placeholderData:
 * keepPreviousData` so a page change keeps the old rows under the spinner instead of a blank table.
 */
export function useListTable<Row, S extends FilterCodecs>(
  list: ListPageState<S>,
  query: UseQueryResult<PageData<Row> | undefined, unknown>,
  options: ListTableOptions<Row>,
): ListTable<Row> {
  const intl = useIntl();
  const { rowKey, selectable = false, canSelect } = options;
  const rows = useMemo(() => query.data?.records ?? [], [query.data]);
  const total = query.data?.total ?? 0;
  const status: ListStatus = query.data === undefined ? (query.isError ? 'error' : 'loading') : rows.length === 0 && total === 0 ? 'empty' : 'ready';

  // Selected rows by key, across pages; a change of filters clears them (they may no longer match).
  const [selected, setSelected] = useState<ReadonlyMap<Key, Row>>(() => new Map());
  const filterSignature = JSON.stringify(list.filters);
  const [selectionFilters, setSelectionFilters] = useState(filterSignature);
  if (selectionFilters !== filterSignature) {
    setSelectionFilters(filterSignature);
    if (selected.size) setSelected(new Map());
  }

  // A page past the end (rows removed elsewhere, or an old link): go to the last page that exists.
  const { current, size, setPage } = list;
  useEffect(() => {
    if (query.data && rows.length === 0 && total > 0 && current > 1) setPage(Math.max(1, Math.ceil(total / size)));
  }, [query.data, rows.length, total, current, size, setPage]);

  const removing = useRef(false);
  const afterRemove = (count: number) => {
    if (removing.current) return;
    if (count >= rows.length && current > 1) {
      removing.current = true;
      setPage(current - 1);
      queueMicrotask(() => (removing.current = false));
    }
    setSelected(new Map());
  };

  const keyOf = (row: Row) => row[rowKey] as Key;
  const tableProps: TableProps<Row> = {
    dataSource: rows,
    rowKey: (row) => String(keyOf(row)),
    loading: query.isFetching,
    pagination: {
      current: list.current,
      pageSize: list.size,
      total,
      showSizeChanger: true,
      pageSizeOptions: list.pageSizes.map(String),
      showTotal: (count) => intl.formatMessage({ id: 'list.total' }, { count }),
      onChange: (page, pageSize) => setPage(pageSize !== list.size ? 1 : page, pageSize),
    },
    onChange: (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
      const field = typeof one?.field === 'string' ? one.field : typeof one?.columnKey === 'string' ? one.columnKey : undefined;
      list.setSort(field && one?.order ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    },
    rowSelection: selectable
      ? {
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          getCheckboxProps: canSelect ? (row) => ({ disabled: !canSelect(row) }) : undefined,
          onChange: (keys) => {
            const onPage = new Map(rows.map((row) => [keyOf(row), row]));
            const next = new Map<Key, Row>();
            for (const key of keys) {
              const row = onPage.get(key) ?? selected.get(key);
              if (row !== undefined) next.set(key, row);
            }
            setSelected(next);
          },
        }
      : undefined,
  };

  return {
    rows,
    total,
    status,
    tableProps,
    selection: { keys: [...selected.keys()], rows: [...selected.values()], count: selected.size, clear: () => setSelected(new Map()) },
    afterRemove,
    retry: () => void query.refetch(),
    error: query.error,
  };
}

/** Which column a Table shows sorted, for `sortOrder` on a column (antd's controlled sort). */
export function sortOrderOf<S extends FilterCodecs>(list: ListPageState<S>, field: string): 'ascend' | 'descend' | null {
  if (list.sort?.field !== field) return null;
  return list.sort.order === 'asc' ? 'ascend' : 'descend';
}
