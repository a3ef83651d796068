// spec 2.1 /search: a public page that searches the signed-in user's menu by name prefix
// (spec 2.9's matching), and before sign-in says so and leads to the login; keyboard first, Esc returns.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../src/lib/session';
import { appRoutes } from '../../src/app/router';
import { usePreferencesStore } from '../../src/stores/preferences';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

withMockBackend();

const texts = {
  'zh-CN': { title: '搜索', field: '搜索菜单中的页面', signedOut: '搜索的是您的菜单中的页面：请先登录。', toLogin: '去登录', noMatch: '没有以“管理”开头的页面', count: /^找到 \d+ 个页面$/, prefix: '设备' },
  'en-US': { title: 'Search', field: 'Search the pages of your menu', signedOut: 'The search covers the pages of your menu: please sign in first.', toLogin: 'Sign in', noMatch: 'No page starts with “管理”', count: /^\d+ pages? found$/, prefix: 'Device' },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('/search in %s', (language) => {
  const text = texts[language];

  it('before sign-in: says the search needs a sign-in, leads to the login, and Esc goes there too', async () => {
    usePreferencesStore.setState({ language });
    const { router } = renderRoutes(appRoutes, '/search');
    expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.signedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.toLogin })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('signed in: the field has the focus, matches leaf pages by name prefix, arrows choose, Enter opens', async () => {
    usePreferencesStore.setState({ language });
    signInAsSeeded('admin');
    const { router } = renderRoutes(appRoutes, '/search');
    const field = await screen.findByRole('combobox', { name: text.field });
    expect(field).toHaveFocus();
    const user = userEvent.setup();

    // Prefix, not containment (spec 2.9): 管理 ends many names (设备管理, 用户管理) but starts none.
    await user.type(field, '管理');
    expect(await screen.findByRole('status')).toHaveTextContent(text.noMatch);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('管理')}`);

    await user.clear(field);
    // The pages are named in the page's language (their route key), as in the top menu and the tabs.
    await user.type(field, text.prefix);
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option.textContent).toMatch(new RegExp(`^${text.prefix}`));
    expect(screen.getByRole('status')).toHaveTextContent(text.count);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    const chosen = screen.getAllByRole('option')[1];
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{Enter}');
    // The chosen page opens in the console (a menu page; the seeded menu's leaves are /monitor/... pages).
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/monitor\//));
  });

  it('signed in, Esc returns home when there is nowhere to go back to', async () => {
    usePreferencesStore.setState({ language });
    signInAsSeeded('admin');
    const { router } = renderRoutes(appRoutes, '/search');
    await screen.findByRole('combobox', { name: text.field });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
  });
});
