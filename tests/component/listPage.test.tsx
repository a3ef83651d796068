import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Input, Table } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { AntdScope } from '../../src/components/AntdScope';
import { SelectionBar } from '../../src/components/list/SelectionBar';
import { queryClient } from '../../src/lib/queryClient';
import { enumParam, textParam } from '../../src/lib/listPage/urlParams';
import { useListPage } from '../../src/lib/listPage/useListPage';
import { sortOrderOf, useListTable } from '../../src/lib/listPage/useListTable';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);

type Row = { id: string; name: string; kind: 'pump' | 'fan' };
let table: Row[] = [];
const seed = (count: number) => {
  table = Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `设备${String(i + 1).padStart(2, '0')}`, kind: i % 3 === 0 ? 'fan' : 'pump' }));
};

/** The server side of the fake list: filter, sort and page as BladeX would. */
function serve(params: { current: number; size: number; ascs?: string; descs?: string; keyword?: string; kind?: string }) {
  let rows = table.filter((row) => (!params.keyword || row.name.includes(params.keyword)) && (!params.kind || row.kind === params.kind));
  if (params.descs === 'name') rows = [...rows].reverse();
  return { records: rows.slice((params.current - 1) * params.size, params.current * params.size), total: rows.length };
}

const filters = { keyword: textParam, kind: enumParam(['pump', 'fan'] as const) };

function DevicesPage() {
  const list = useListPage({ filters, sortable: ['name'] });
  const params = { ...list.pageParams, ...list.filters };
  const query = useQuery({ queryKey: ['fake-devices', params], queryFn: async () => serve(params), placeholderData: keepPreviousData });
  const view = useListTable(list, query, { rowKey: 'id', selectable: true });
  const remove = () => {
    const ids = new Set(view.selection.keys.map(String));
    table = table.filter((row) => !ids.has(row.id));
    view.afterRemove(ids.size);
    void query.refetch();
  };
  return (
    <AntdScope>
      <Input.Search aria-label="keyword" defaultValue={list.filters.keyword} onSearch={(keyword) => list.setFilters({ keyword })} />
      <Button onClick={() => list.setFilters({ kind: 'fan' })}>fans only</Button>
      <SelectionBar count={view.selection.count} onClear={view.selection.clear}>
        <Button onClick={remove}>remove</Button>
      </SelectionBar>
      <Table
        {...view.tableProps}
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name', sorter: true, sortOrder: sortOrderOf(list, 'name') }]}
      />
    </AntdScope>
  );
}

const render = (path: string) => renderRoutes([{ path: '/devices', element: <DevicesPage /> }], path);
const search = (router: ReturnType<typeof render>['router']) => new URLSearchParams(router.state.location.search);
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).queryByText(/设备/)?.textContent);

beforeEach(() => {
  queryClient.clear();
  seed(25);
});

describe('useListPage + useListTable', () => {
  it('shows the page the address names, and paging writes it back', async () => {
    const { router } = render('/devices?current=2');
    await waitFor(() => expect(names()[0]).toBe('设备11'));
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(names()[0]).toBe('设备21'));
    expect(search(router).get('current')).toBe('3');
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
  });

  it('a filter goes to the address and back to page 1; malformed values are ignored', async () => {
    const { router } = render('/devices?current=2&kind=robot');
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'fans only' }));
    await waitFor(() => expect(names()).toEqual(['设备01', '设备04', '设备07', '设备10', '设备13', '设备16', '设备19', '设备22', '设备25']));
    expect(search(router).get('kind')).toBe('fan');
    expect(search(router).get('current')).toBeNull();
  });

  it('sorting by a column header asks the server (descs) and keeps it in the address', async () => {
    const { router } = render('/devices');
    await waitFor(() => expect(names()[0]).toBe('设备01'));
    await userEvent.click(screen.getByText('Name'));
    await userEvent.click(screen.getByText('Name'));
    await waitFor(() => expect(names()[0]).toBe('设备25'));
    expect(search(router).get('sort')).toBe('name.desc');
  });

  it('selection survives paging, is counted, and removing the last page steps back', async () => {
    const { router } = render('/devices?current=3');
    await waitFor(() => expect(names()).toEqual(['设备21', '设备22', '设备23', '设备24', '设备25']));
    await userEvent.click(screen.getAllByRole('checkbox')[0]); // select all on this page
    expect(screen.getByText('已选择 5 项')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    await waitFor(() => expect(search(router).get('current')).toBe('2'));
    await waitFor(() => expect(names()[0]).toBe('设备11'));
    expect(screen.getByText('共 20 条')).toBeInTheDocument();
  });

  it('an address past the end goes to the last page that exists', async () => {
    const { router } = render('/devices?current=9');
    await waitFor(() => expect(search(router).get('current')).toBe('3'));
    await waitFor(() => expect(names()[0]).toBe('设备21'));
  });

  it('a changed filter clears the selection', async () => {
    render('/devices');
    await waitFor(() => expect(names()).toHaveLength(10));
    await userEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'fans only' }));
    });
    await waitFor(() => expect(screen.getByText('已选择 0 项')).not.toBeVisible());
  });
});
