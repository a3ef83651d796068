import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { http, HttpResponse } from 'msw';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { useRouteMatches } from '../../src/lib/router/appRouter';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { queryClient } from '../../src/lib/queryClient';
import { useTabsStore } from '../../src/stores/tabs';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { renderRoutes, TabShell } from './renderWithApp';

withMockBackend();
beforeEach(() => useTabsStore.getState().resetToHome());

/** Counts mounts and unmounts of the pages, to see keep-alive and its release. */
const lifecycle = { mounts: 0, unmounts: 0 };

/** A page with state a user cares about: an input and a scrollable list. */
function FormPage({ name }: { name: string }) {
  useEffect(() => {
    lifecycle.mounts += 1;
    return () => {
      lifecycle.unmounts += 1;
    };
  }, []);
  return (
    <section>
      <label>
        {name} input
        <input />
      </label>
      <div data-testid={`${name} list`} style={{ height: 50, overflow: 'auto' }}>
        <div style={{ height: 500 }} />
      </div>
    </section>
  );
}

/** A page with a paged table (its page is antd's own state, not in the address). */
function TablePage() {
  const rows = Array.from({ length: 30 }, (_, i) => ({ key: i + 1, name: `Row ${i + 1}` }));
  return <Table columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={rows} pagination={{ pageSize: 10 }} />;
}

/** Renders of the watching page's content, with the path the page saw each time. */
const watched: string[] = [];

function PageContent({ seen }: { seen: string }) {
  watched.push(seen);
  return <p>watching {seen}</p>;
}

/**
 * A page that reads the router (its matches and location, as a page frame may). React
 * may still call it when the router changes, but a hidden page must see no change, so what it renders
 * is not rendered again.
 */
function WatchingPage() {
  const { pathname } = useLocation();
  const matches = useRouteMatches();
  return <PageContent seen={`${pathname} ${matches.length}`} />;
}

/** A page that fails on demand, to see that a failure stays inside its own tab. */
function FragilePage() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('page failed');
  return <button onClick={() => setBroken(true)}>break</button>;
}

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p role="alert">page failed</p> : this.props.children;
  }
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <TabShell boundary={PageBoundary} />,
    children: [
      { index: true, element: <Navigate to="/wel/index" replace /> },
      { path: 'wel/index', element: <FormPage name="Home" />, handle: { label: 'menu.home' } },
      { path: 'a', element: <FormPage name="A" />, handle: { label: 'Page A' } },
      { path: 'b', element: <FormPage name="B" />, handle: { label: 'Page B' } },
      { path: 'table', element: <TablePage />, handle: { label: 'Table' } },
      { path: 'report', element: <FormPage name="Report" />, handle: { label: 'Report', isTab: false } },
      { path: 'page/:id', element: <FormPage name="Numbered" />, handle: { label: 'Numbered' } },
      { path: 'fragile', element: <FragilePage />, handle: { label: 'Fragile' } },
      { path: 'watching', element: <WatchingPage />, handle: { label: 'Watching' } },
      { path: 'embedded/:id', element: <FormPage name="Embedded" />, handle: { label: 'Embedded', isTab: false, keepAlive: true } },
    ],
  },
];

const renderShell = (path = '/wel/index') => renderRoutes(routes, path);

const go = (router: ReturnType<typeof renderShell>['router'], path: string) => act(() => router.navigate(path));
const tab = (name: string) => screen.getByRole('tab', { name });
/** A tab's close mark (a mouse target, hidden from assistive technology: the keyboard presses Delete). */
const closeButtonOf = (name: string) => (tab(name).closest('[data-node-key]') as HTMLElement).querySelector<HTMLElement>('[data-tab-close][title="关闭标签"]');
const tabNames = () => screen.getAllByRole('tab').map((node) => node.textContent);
const input = (name: string) => screen.getByLabelText(`${name} input`) as HTMLInputElement;
const shownInput = (name: string) => screen.getByRole('textbox', { name: `${name} input` });

// antd's confirm dialog spaces two-character Chinese button texts (确 定).
const okButton = /^确\s?定$/;
const cancelButton = /^取\s?消$/;

async function chooseAction(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '更多标签操作' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

/** Home, A and B open; B shown. */
async function openThreeTabs() {
  const view = renderShell();
  await go(view.router, '/a');
  await go(view.router, '/b');
  await waitFor(() => expect(tabNames()).toEqual(['首页', 'Page A', 'Page B']));
  return view;
}

describe('cheap tab switches', () => {
  it('a hidden page renders nothing again while other tabs are switched, nor when shown at the address it was left at; a new address of its own it sees', async () => {
    const { router } = renderShell('/watching');
    await go(router, '/a');
    await go(router, '/b');
    await waitFor(() => expect(tabNames()).toEqual(['首页', 'Watching', 'Page A', 'Page B']));
    const rendersWhileHidden = watched.length;
    for (const path of ['/a', '/b', '/wel/index', '/a', '/b']) await go(router, path);
    expect(watched).toHaveLength(rendersWhileHidden);
    // While hidden it still sees its own place, not the page on screen.
    expect(watched.at(-1)).toMatch(/^\/watching /);

    await userEvent.setup().click(tab('Watching'));
    expect(router.state.location.pathname).toBe('/watching');
    expect(screen.getByText(/^watching \/watching /)).toBeVisible();
    // Back at the address it was left at, nothing is new to it: it is not rendered again.
    expect(watched).toHaveLength(rendersWhileHidden);
    // At a new address of its own (a filter in its query), it sees the live router.
    await go(router, '/watching?filter=1');
    expect(watched.length).toBeGreaterThan(rendersWhileHidden);
  });

  it('a page without a tab leaves no tab selected, and the tabs still lead back', async () => {
    const { router } = await openThreeTabs();
    await go(router, '/report');
    expect(screen.getAllByRole('tab').filter((node) => node.getAttribute('aria-selected') === 'true')).toEqual([]);
    await userEvent.setup().click(tab('Page A'));
    expect(router.state.location.pathname).toBe('/a');
    expect(tab('Page A')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('tab bar (spec 2.4, 4)', () => {
  it('home is the default first tab, and navigation adds tabs deduplicated by path', async () => {
    const { router } = renderShell();
    expect(tabNames()).toEqual(['首页']);
    await go(router, '/a');
    await go(router, '/b');
    await go(router, '/a?page=2');
    await waitFor(() => expect(tabNames()).toEqual(['首页', 'Page A', 'Page B']));
    expect(tab('Page A')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens no tab for a page marked non-tab, nor for a redirect', async () => {
    const { router } = renderShell('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await go(router, '/report');
    expect(shownInput('Report')).toBeVisible();
    expect(tabNames()).toEqual(['首页']);
  });

  it('keeps the last page marked keepAlive without a tab (spec 2.1, the embedded page) alive, and only that one', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/embedded/1');
    await user.type(input('Embedded'), 'first');
    await go(router, '/a');
    await go(router, '/embedded/1');
    expect(shownInput('Embedded')).toHaveValue('first');
    expect(tabNames()).toEqual(['首页', 'Page A']);
    // Another such page takes the one slot: the first is let go.
    await go(router, '/embedded/2');
    await user.type(input('Embedded'), 'second');
    await go(router, '/a');
    await go(router, '/embedded/1');
    expect(shownInput('Embedded')).toHaveValue('');
  });

  it('keeps the input of a tab while another is shown', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/a');
    await user.type(input('A'), 'typed in A');
    await go(router, '/b');
    expect(screen.queryByRole('textbox', { name: 'A input' })).toBeNull(); // hidden, not shown
    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(shownInput('A')).toHaveValue('typed in A');
  });

  it('keeps the page a table was turned to while another tab is shown', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/table');
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Row 11' })).toBeInTheDocument();
    await go(router, '/b');
    expect(screen.queryByRole('cell', { name: 'Row 11' })).toBeNull(); // hidden, not shown
    await user.click(tab('Table'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/table'));
    expect(screen.getByRole('cell', { name: 'Row 11' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Row 1' })).toBeNull();
    expect(screen.getByRole('listitem', { name: '2' })).toHaveClass('ant-pagination-item-active');
  });

  it('clicking a tab goes back to the search it was shown with', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/a?page=3');
    await go(router, '/b');
    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('restores the scroll position of a list inside a kept page', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/a');
    const list = screen.getByTestId('A list');
    list.scrollTop = 120;
    list.dispatchEvent(new Event('scroll'));
    await go(router, '/b');
    list.scrollTop = 0; // what a browser does to a display:none box
    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(screen.getByTestId('A list').scrollTop).toBe(120);
  });

  it('puts the window back where each page was scrolled, and leaves it alone between unscrolled pages', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollWindow = (top: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
      document.dispatchEvent(new Event('scroll'));
    };
    const { router } = renderShell();
    await go(router, '/a');
    await go(router, '/b');
    await go(router, '/a');
    expect(scrollTo).not.toHaveBeenCalled(); // nothing was scrolled, so no layout is forced
    scrollWindow(300);
    await go(router, '/b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindow(0);
    await go(router, '/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('closing the active tab activates the previous one', async () => {
    const user = userEvent.setup();
    const { router } = await openThreeTabs();
    await user.click(closeButtonOf('Page B')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabNames()).toEqual(['首页', 'Page A']);
    expect(tab('Page A')).toHaveAttribute('aria-selected', 'true');
  });

  it('Delete on a focused tab closes it, and the tab list holds tabs only (no close buttons in the Tab order)', async () => {
    const user = userEvent.setup();
    const { router } = await openThreeTabs();
    const tablist = screen.getByRole('tablist');
    // (antd's overflow button stays: hidden until the tabs overflow.)
    expect(tablist.querySelectorAll('button:not(.ant-tabs-nav-more), [tabindex="0"]:not([role="tab"])')).toHaveLength(0);
    tab('Page A').focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(tabNames()).toEqual(['首页', 'Page B']));
    expect(router.state.location.pathname).toBe('/b');
  });

  it('closing the active first tab activates the new first one', async () => {
    const user = userEvent.setup();
    const { router } = await openThreeTabs();
    await user.click(tab('首页'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    await user.click(closeButtonOf('首页')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabNames()).toEqual(['Page A', 'Page B']);
  });

  it("unmounts a closed tab's page (no kept-alive leftovers)", async () => {
    const user = userEvent.setup();
    const { router } = await openThreeTabs();
    expect(screen.getByLabelText('A input', { selector: 'input' })).not.toBeVisible(); // kept, hidden
    await user.click(closeButtonOf('Page A')!);
    await waitFor(() => expect(screen.queryByLabelText('A input')).toBeNull());
    expect(router.state.location.pathname).toBe('/b');
  });

  it("a hidden tab's page stops its effects (no timers, no requests) and starts them again when shown", async () => {
    const user = userEvent.setup();
    const { router } = await openThreeTabs(); // Page A hidden, Page B shown
    const { mounts, unmounts } = lifecycle;
    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(lifecycle.mounts).toBe(mounts + 1); // A's effects start again, its state kept
    expect(lifecycle.unmounts).toBe(unmounts + 1); // B's effects stop while hidden
    expect(screen.getByLabelText('A input', { selector: 'input' })).toBeVisible();
  });

  it('opening and closing many tabs leaves only the open pages mounted', async () => {
    const user = userEvent.setup();
    const { router, container } = renderShell();
    for (let i = 0; i < 20; i += 1) {
      await go(router, `/page/${i}`);
      await user.click(closeButtonOf('Numbered')!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    }
    expect(tabNames()).toEqual(['首页']);
    expect(container.querySelectorAll('main > div')).toHaveLength(1);
    expect(useTabsStore.getState().alive).toEqual(['/wel/index']);
  });

  it('the last remaining tab has no close button', async () => {
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/a');
    expect(closeButtonOf('首页')).not.toBeNull();
    await user.click(closeButtonOf('Page A')!);
    await waitFor(() => expect(tabNames()).toEqual(['首页']));
    expect(closeButtonOf('首页')).toBeNull();
  });

  it('a page that fails takes down its own tab only', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const user = userEvent.setup();
    const { router } = renderShell();
    await go(router, '/a');
    await user.type(input('A'), 'still here');
    await go(router, '/fragile');
    await user.click(screen.getByRole('button', { name: 'break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('page failed');
    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(shownInput('A')).toHaveValue('still here');
  });

  it('close others keeps the active tab and home', async () => {
    const { router } = await openThreeTabs();
    await go(router, '/a');
    await chooseAction('关闭其它');
    await waitFor(() => expect(tabNames()).toEqual(['首页', 'Page A']));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('close all goes back to home', async () => {
    const { router } = await openThreeTabs();
    await chooseAction('关闭所有');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(tabNames()).toEqual(['首页']);
  });

  it('close (from the menu) closes the active tab', async () => {
    const { router } = await openThreeTabs();
    await chooseAction('关闭');
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(tabNames()).toEqual(['首页', 'Page A']);
  });
});

describe('clear cache (spec 2.4)', () => {
  let serverCalls = 0;
  beforeEach(() => {
    serverCalls = 0;
    mockServer.use(
      http.get('*/blade-auth/oauth/clear-cache', () => {
        serverCalls += 1;
        return HttpResponse.json({ code: 200, success: true, data: null, msg: '操作成功' });
      }),
    );
  });

  /** A typed in and hidden, B typed in and shown, an unobserved query in the cache. */
  async function fillTwoPages() {
    const user = userEvent.setup();
    const view = renderShell();
    await go(view.router, '/a');
    await user.type(input('A'), 'kept in A');
    await go(view.router, '/b');
    await user.type(input('B'), 'kept in B');
    queryClient.setQueryData(['probe'], 'cached');
    return { user, ...view };
  }

  it('asks 是否需要清除缓存?, then clears hidden pages and the query cache and says 清除完毕', async () => {
    const { user, router } = await fillTwoPages();
    await chooseAction('清除缓存');
    const dialog = await screen.findByRole('dialog', { name: '是否需要清除缓存?' });
    await user.click(within(dialog).getByRole('button', { name: okButton }));

    expect(await screen.findByText('清除完毕')).toBeInTheDocument();
    expect(serverCalls).toBe(1);
    expect(queryClient.getQueryData(['probe'])).toBeUndefined();
    expect(shownInput('B')).toHaveValue('kept in B'); // the active page keeps its state
    expect(tabNames()).toEqual(['首页', 'Page A', 'Page B']); // tabs stay open

    await user.click(tab('Page A'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a'));
    expect(shownInput('A')).toHaveValue(''); // the hidden page started afresh
  });

  it('cancelling clears nothing', async () => {
    const { user } = await fillTwoPages();
    await chooseAction('清除缓存');
    const dialog = await screen.findByRole('dialog', { name: '是否需要清除缓存?' });
    await user.click(within(dialog).getByRole('button', { name: cancelButton }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // room for a call that must not come
    expect(serverCalls).toBe(0);
    expect(queryClient.getQueryData(['probe'])).toBe('cached');
    expect(input('A')).toHaveValue('kept in A');
  });

  it('a refused server call shows its message and clears nothing', async () => {
    mockServer.use(http.get('*/blade-auth/oauth/clear-cache', () => HttpResponse.json({ code: 500, success: false, msg: '缓存服务不可用' })));
    const { user } = await fillTwoPages();
    await chooseAction('清除缓存');
    await user.click(within(await screen.findByRole('dialog', { name: '是否需要清除缓存?' })).getByRole('button', { name: okButton }));
    expect(await screen.findByText('缓存服务不可用')).toBeInTheDocument();
    expect(screen.queryByText('清除完毕')).toBeNull();
    expect(input('A')).toHaveValue('kept in A');
    expect(queryClient.getQueryData(['probe'])).toBe('cached');
  });
});
