// 2 and 9 — the company tree sidebar (spec 2.2, 2.7, 4, 6) against the mock backend:
// the tree from the department tree call, search with highlighted matches, keyboard and screen-reader
// structure, loading/empty/error, the choice (breadcrumb in a cookie, the screen link, the card/device
// page rule) and the toolbar that only /monitor/user/user shows, and only with departAdd/departEdit.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import type { MockDepartment } from '../../mocks/world/types';
import { AntdScope } from '../../src/components/AntdScope';
import { signInAsSeeded } from '../support/seededSession';
import '../../src/lib/session'; // registers the token source of the http client
import { CompanyTreeSidebar } from '../../src/features/companyTree/CompanyTreeSidebar';
import { TopBarIcons, useIconVerdicts } from '../../src/features/topbar/TopBarIcons';
import type { TreeToolbarContext } from '../../src/features/companyTree/CompanyTreeSidebar';
import { queryClient } from '../../src/lib/queryClient';
import { BREADCRUMB_COOKIE, readBreadcrumbCookie, useCompanySelection } from '../../src/stores/companySelection';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

/** The icons with the verdicts the top bar reads for them. */
function TopBarIconsAsTheBarReadsThem() {
  return <TopBarIcons verdicts={useIconVerdicts()} />;
}

withMockBackend();

// ---- the seeded world --------------------------------------------------------------------------------
const departments = () => db.world.departments;
const childrenOf = (id: string) => departments().filter((d) => d.parentId === id).sort((a, b) => a.sort - b.sort);
const root = () => departments().find((d) => d.parentId === '0')!;
const pathOf = (d: MockDepartment): MockDepartment[] => {
  const chain = [d];
  for (let at = d; at.parentId !== '0'; ) {
    at = departments().find((p) => p.id === at.parentId)!;
    chain.unshift(at);
  }
  return chain;
};
/** A whole-machine device (a leaf) whose name no other company's name contains, deep in the tree. */
const someMachine = () => {
  const sharing = (d: MockDepartment) => departments().filter((other) => other.deptName.includes(d.deptName)).length;
  const leaves = departments().filter((d) => d.property && childrenOf(d.id).length === 0);
  return leaves.sort((a, b) => sharing(a) - sharing(b))[0];
};
const entryOf = (d: MockDepartment) => ({ id: d.id, label: d.deptName, property: Boolean(d.property) });

// ---- rendering ---------------------------------------------------------------------------------------
const toolbarCalls: TreeToolbarContext[] = [];
function ProbeToolbar(context: TreeToolbarContext) {
  toolbarCalls.push(context);
  return (
    // Names itself as the department toolbar does: the slot adds no label of its own.
    <div role="toolbar" aria-label="企业操作">
      toolbar add={String(context.canAdd)} edit={String(context.canEdit)}
    </div>
  );
}

function renderSidebar(path = '/wel/index') {
  toolbarCalls.length = 0;
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <AntdScope>
            <CompanyTreeSidebar toolbar={(context) => <ProbeToolbar {...context} />} />
          </AntdScope>
        ),
      },
    ],
    path,
  );
}

const tree = () => screen.findByRole('tree', { name: '企业树' });
/** A row by its company name; a whole-machine device's name says so (spec 3 property). */
const item = (name: string | RegExp) =>
  within(screen.getByRole('tree')).getByRole('treeitem', {
    name: typeof name === 'string' ? (accessible) => accessible === name || accessible === `${name}（整机设备）` : name,
  });
const itemNames = () => within(screen.getByRole('tree')).queryAllByRole('treeitem').map((row) => row.getAttribute('title'));
const searchBox = () => screen.getByRole('searchbox', { name: '搜索企业' });

describe('the tree (spec 2.7)', () => {
  it('shows the loading state, then the top company open with its companies under it', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载企业…');
    const view = await tree();
    const top = root();
    const groups = childrenOf(top.id);
    expect(itemNames()).toEqual([top.deptName, ...groups.map((g) => g.deptName)]);

    const topRow = item(top.deptName);
    expect(topRow).toHaveAttribute('aria-level', '1');
    expect(topRow).toHaveAttribute('aria-expanded', 'true');
    const firstGroup = item(groups[0].deptName);
    expect(firstGroup).toHaveAttribute('aria-level', '2');
    expect(firstGroup).toHaveAttribute('aria-posinset', '1');
    expect(firstGroup).toHaveAttribute('aria-setsize', String(groups.length));
    expect(firstGroup).toHaveAttribute('aria-expanded', 'false');
    expect(view).toHaveAttribute('tabindex', '0');
  });

  it('says so when there are no companies', async () => {
    signInAsSeeded('admin');
    mockServer.use(http.get('*/department/tree', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: [] })));
    renderSidebar();
    expect(await screen.findByText('暂无企业')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(searchBox()).toBeDisabled();
  });

  it('shows an error with a retry that loads the tree', async () => {
    signInAsSeeded('admin');
    let fail = true;
    mockServer.use(
      http.get('*/department/tree', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常', data: null }, { status: 500 }) : undefined)),
    );
    renderSidebar();
    const alert = (await screen.findByText('企业列表加载失败')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await tree()).toBeInTheDocument();
    expect(item(root().deptName)).toBeInTheDocument();
  });
});

describe('search', () => {
  it('keeps only the matches and the companies above them, opened, with the matched text marked', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    await tree();
    const machine = someMachine();
    const path = pathOf(machine);
    const user = userEvent.setup();
    await user.type(searchBox(), machine.deptName);

    const matches = departments().filter((d) => d.deptName.includes(machine.deptName));
    expect(await screen.findByText(`找到 ${matches.length} 个企业`)).toBeInTheDocument();
    // every match is listed, and above each the way down to it, opened
    for (const d of matches) {
      for (const above of pathOf(d).slice(0, -1)) expect(item(above.deptName)).toHaveAttribute('aria-expanded', 'true');
    }
    const visible = new Set(itemNames());
    const expected = new Set(matches.flatMap((d) => pathOf(d).map((p) => p.deptName)));
    expect(visible).toEqual(expected);
    // the matched text is highlighted in the row of the machine
    const rows = within(screen.getByRole('tree')).getAllByRole('treeitem', { name: new RegExp(machine.deptName) });
    expect(rows.some((row) => row.querySelector('mark')?.textContent === machine.deptName)).toBe(true);
    expect(path.length).toBeGreaterThan(2);
  });

  it('is case-insensitive and marks only the matched part', async () => {
    signInAsSeeded('admin');
    const top = root();
    mockServer.use(
      http.get('*/department/tree', () =>
        HttpResponse.json({
          code: 200,
          success: true,
          msg: '操作成功',
          data: [{ id: top.id, parentId: '0', deptName: 'ABB电机', hasChildren: false, children: [] }],
        }),
      ),
    );
    renderSidebar();
    await tree();
    await userEvent.setup().type(searchBox(), 'abb');
    const row = item(/ABB电机/);
    expect(row.querySelector('mark')).toHaveTextContent(/^ABB$/);
  });

  it('says when nothing matches, and Escape brings the whole tree back', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    await tree();
    const user = userEvent.setup();
    await user.type(searchBox(), '不存在的企业名');
    expect(await screen.findByText('没有名称包含“不存在的企业名”的企业')).toBeInTheDocument();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(await tree()).toBeInTheDocument();
    expect(itemNames()).toHaveLength(1 + childrenOf(root().id).length);

    expect(screen.queryByRole('button', { name: '清空搜索' })).not.toBeInTheDocument();
    await user.type(searchBox(), '申能');
    await user.click(screen.getByRole('button', { name: '清空搜索' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
  });
});

describe('keyboard (WAI-ARIA tree)', () => {
  it('moves with the arrows, opens and closes, and chooses with Enter', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    const view = await tree();
    const top = root();
    const [firstGroup] = childrenOf(top.id);
    const [firstRegion] = childrenOf(firstGroup.id);
    const user = userEvent.setup();
    view.focus();
    const active = () => document.getElementById(view.getAttribute('aria-activedescendant') ?? '')?.getAttribute('title');

    expect(active()).toBe(top.deptName);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(firstGroup.deptName);
    await user.keyboard('{ArrowRight}'); // opens
    expect(item(firstGroup.deptName)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}'); // to the first child
    expect(active()).toBe(firstRegion.deptName);
    await user.keyboard('{ArrowLeft}'); // a closed node goes to its parent
    expect(active()).toBe(firstGroup.deptName);
    await user.keyboard('{ArrowLeft}'); // an open node closes
    expect(item(firstGroup.deptName)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(active()).toBe(childrenOf(top.id).at(-1)!.deptName);
    await user.keyboard('{Home}');
    expect(active()).toBe(top.deptName);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(useCompanySelection.getState().selected).toEqual(entryOf(firstGroup));
    expect(item(firstGroup.deptName)).toHaveAttribute('aria-selected', 'true');
  });

  it('goes from the search box into the results with ArrowDown', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    const view = await tree();
    const user = userEvent.setup();
    await user.click(searchBox());
    await user.keyboard('{ArrowDown}');
    expect(view).toHaveFocus();
  });
});

describe('choosing a company (spec 4)', () => {
  it('keeps the way down in the breadcrumb and its cookie, and fetches the screen link of the choice', async () => {
    signInAsSeeded('admin');
    const asked: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/industry/screen/skip')) asked.push(url.searchParams.get('deptId') ?? '');
    });
    renderSidebar();
    await tree();
    const [group] = childrenOf(root().id);
    await userEvent.setup().click(item(group.deptName));

    expect(useCompanySelection.getState().breadcrumb).toEqual([entryOf(root()), entryOf(group)]);
    expect(readBreadcrumbCookie()).toEqual([entryOf(root()), entryOf(group)]);
    await waitFor(() => expect(asked).toEqual([group.id]));
    const trail = screen.getByRole('navigation', { name: '当前企业' });
    expect(within(trail).getByRole('button', { name: root().deptName })).toBeInTheDocument();
    expect(within(trail).getByText(group.deptName)).toHaveAttribute('aria-current', 'location');
  });

  it('passes the choice to the header: the customer-screen icon asks about the chosen company (spec 2.2, 6)', async () => {
    signInAsSeeded('admin');
    const asked: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/industry/screen/skip')) asked.push(url.searchParams.get('deptId') ?? '');
    });
    const machine = someMachine(); // whole-machine devices have screen type 0
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <AntdScope>
              <TopBarIconsAsTheBarReadsThem />
              <CompanyTreeSidebar />
            </AntdScope>
          ),
        },
      ],
      '/wel/index',
    );
    await tree();
    const user = userEvent.setup();
    await user.type(searchBox(), machine.deptName);
    await user.click(item(machine.deptName));
    await user.click(await screen.findByRole('button', { name: '客户大屏' }));
    expect(await screen.findByText('当前企业无法跳转到平台/企业大屏页面')).toBeInTheDocument();
    expect(asked.at(-1)).toBe(machine.id);
  });

  it('goes back up with the breadcrumb', async () => {
    signInAsSeeded('admin');
    renderSidebar();
    await tree();
    const [group] = childrenOf(root().id);
    const user = userEvent.setup();
    await user.click(item(group.deptName));
    await user.click(within(screen.getByRole('navigation', { name: '当前企业' })).getByRole('button', { name: root().deptName }));
    expect(useCompanySelection.getState().selected).toEqual(entryOf(root()));
  });

  it.each([
    ['/monitor/device/card', 'a leaf', 'leaf', '/monitor/device/device'],
    ['/monitor/device/device', 'a node with children', 'group', '/monitor/device/card'],
    ['/monitor/device/card', 'a node with children', 'group', '/monitor/device/card'],
    ['/monitor/device/device', 'a leaf', 'leaf', '/monitor/device/device'],
    ['/monitor/user/user', 'a leaf', 'leaf', '/monitor/user/user'],
    ['/wel/index', 'a node with children', 'group', '/wel/index'],
  ] as const)('on %s, choosing %s leads to the page it should', async (from, _what, kind, to) => {
    signInAsSeeded('admin');
    const machine = someMachine();
    const target = kind === 'leaf' ? machine : childrenOf(root().id)[0];
    // The choice is found by search, as a user would find a machine deep down.
    const { router } = renderSidebar(from);
    await tree();
    const user = userEvent.setup();
    await user.type(searchBox(), target.deptName);
    const rows = await within(screen.getByRole('tree')).findAllByRole('treeitem', { name: new RegExp(target.deptName) });
    await user.click(rows.find((row) => row.getAttribute('title') === target.deptName && (kind !== 'leaf' || row.getAttribute('aria-expanded') === null))!);
    expect(useCompanySelection.getState().selected?.label).toBe(target.deptName);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('restores a kept choice: opens the way to it and marks it chosen', async () => {
    signInAsSeeded('admin');
    const machine = someMachine();
    const path = pathOf(machine).map(entryOf);
    act(() => useCompanySelection.getState().select(path.at(-1)!, path.slice(0, -1)));
    renderSidebar();
    await tree();
    const row = await waitFor(() => item(machine.deptName));
    expect(row).toHaveAttribute('aria-selected', 'true');
    for (const above of pathOf(machine).slice(0, -1)) expect(item(above.deptName)).toHaveAttribute('aria-expanded', 'true');
  });

  it('refreshes a kept choice from the tree, and gives up one that is no longer there', async () => {
    signInAsSeeded('admin');
    const [group] = childrenOf(root().id);
    act(() => useCompanySelection.getState().select({ id: group.id, label: '旧名称', property: false }, [entryOf(root())]));
    const view = renderSidebar();
    await tree();
    await waitFor(() => expect(useCompanySelection.getState().selected).toEqual(entryOf(group)));
    view.unmount();
    queryClient.clear();

    act(() => useCompanySelection.getState().select({ id: '999', label: '已删除', property: false }, [entryOf(root())]));
    renderSidebar();
    await tree();
    await waitFor(() => expect(useCompanySelection.getState().selected).toEqual(entryOf(root())));

    act(() => useCompanySelection.getState().select({ id: '999', label: '别人的企业', property: false }));
    queryClient.clear();
    renderSidebar();
    await waitFor(() => expect(useCompanySelection.getState().selected).toBeNull());
    expect(document.cookie).not.toContain(BREADCRUMB_COOKIE);
  });
});

describe('the toolbar (spec 2.2, 6: only on /monitor/user/user, only with departAdd/departEdit)', () => {
  it.each([
    ['admin', '/monitor/user/user', 'toolbar add=true edit=true'],
    ['operator', '/monitor/user/user', null],
    ['admin', '/monitor/role/role', null],
    ['admin', '/wel/index', null],
  ] as const)('%s on %s', async (account, path, shown) => {
    signInAsSeeded(account);
    let permissionsAnswered = false;
    mockServer.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/blade-system/menu/buttons')) permissionsAnswered = true;
    });
    renderSidebar(path);
    await tree();
    if (shown) {
      const group = await screen.findByRole('toolbar', { name: '企业操作' });
      expect(group).toHaveTextContent(shown);
    } else {
      // the permission call has answered before we look
      await waitFor(() => expect(permissionsAnswered).toBe(true));
      expect(screen.queryByRole('toolbar', { name: '企业操作' })).not.toBeInTheDocument();
    }
  });

  it('hands the toolbar the chosen company', async () => {
    signInAsSeeded('admin');
    renderSidebar('/monitor/user/user');
    await tree();
    await screen.findByRole('toolbar', { name: '企业操作' });
    const [group] = childrenOf(root().id);
    await userEvent.setup().click(item(group.deptName));
    await waitFor(() => expect(toolbarCalls.at(-1)?.selected).toEqual(entryOf(group)));
  });

});
