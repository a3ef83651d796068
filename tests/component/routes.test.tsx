import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { messages } from '../../locales';
import { mainRoutes, publicPages, publicReportPaths } from '../../src/app/routeTable';
import { appRoutes, builtPagePaths, builtPublicPagePaths } from '../../src/app/router';
import { embeddableUrl } from '../../src/features/frames/EmbeddedPage';
import { useSessionStore } from '../../src/stores/session';
import { renderRoutes } from './renderWithApp';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'bypass' }));
afterAll(() => mockServer.close());
beforeEach(() => useSessionStore.setState({ token: 'token', userInfo: undefined }));

const zh = messages['zh-CN'] as Record<string, string>;
const open = (path: string) => renderRoutes(appRoutes, path).router;

describe('routes of spec 2.1 and 2.2', () => {
  // Every static route has its own page (tested with its feature): none is left to a page frame.
  it('gives every route of spec 2.1 and 2.2 its own page', () => {
    expect([...builtPagePaths].sort()).toEqual(mainRoutes.map((r) => r.path).sort());
    expect([...builtPublicPagePaths].sort()).toEqual(publicPages.map((r) => r.path).sort());
  });

  // Public pages with a title of their own (/search); the report pages are below.
  const publicTitled = publicPages.filter((r) => !publicReportPaths.includes(r.path));
  it.each(publicTitled.map((r) => [r.path, r.label] as const))('public %s renders without a token', async (path, label) => {
    useSessionStore.setState({ token: undefined });
    const router = open(path);
    expect(await screen.findByRole('heading', { name: zh[label] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  // The report pages (tests/component/monitorLogs.test.tsx) open without a token too; without a link they say so.
  it.each(publicReportPaths.map((path) => [path]))('public %s opens without a token', async (path) => {
    useSessionStore.setState({ token: undefined });
    const router = open(path);
    expect(await screen.findByText('报告链接不完整')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/403', '抱歉，您无权访问此页面。'],
    ['/500', '抱歉，服务器出错了。'],
    ['/404', '抱歉，您访问的页面不存在。'],
  ])('%s shows its status page', async (path, text) => {
    open(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('sends / to /wel/index and an unknown path to /404', async () => {
    const router = open('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    const unknown = open('/no/such/page');
    await waitFor(() => expect(unknown.state.location.pathname).toBe('/404'));
  });

  it('/otherlogin forces a logout, then shows the login page', async () => {
    const router = open('/otherlogin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it('/myiframe embeds an http(s) address in a sandbox, inside the layout for a signed-in user, without a tab', async () => {
    const router = open(`/myiframe/${encodeURIComponent('https://screen.example.cn/industry/1')}`);
    const frame = await screen.findByTitle('内嵌页面：https://screen.example.cn/industry/1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
    // spec 2.1: not shown as a tab; the layout's tab bar is there, with home only.
    const tabBar = await screen.findByRole('navigation', { name: '已打开的页面' });
    expect(within(tabBar).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['首页']);
    expect(router.state.location.pathname).toBe(`/myiframe/${encodeURIComponent('https://screen.example.cn/industry/1')}`);
  });

  it('/myiframe is public (spec 2.1): without a token it shows the page on its own, full window', async () => {
    useSessionStore.setState({ token: undefined });
    const path = `/myiframe/${encodeURIComponent('https://screen.example.cn/industry/1')}`;
    const router = open(path);
    const frame = await screen.findByTitle('内嵌页面：https://screen.example.cn/industry/1');
    expect(frame.style.height).toBe('100vh');
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '顶部菜单' })).not.toBeInTheDocument();
  });

  it('the other main-layout routes still need a token', async () => {
    useSessionStore.setState({ token: undefined });
    const router = open('/monitor/device/device');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['https://screen.example.cn/industry/1', { url: 'https://screen.example.cn/industry/1', sameOrigin: false }],
    ['http://example.cn/a?b=1', { url: 'http://example.cn/a?b=1', sameOrigin: false }],
    // spec 2.2: a menu path containing html is a page of this site.
    ['/report/view.html', { url: 'http://console.example.cn/report/view.html', sameOrigin: true }],
    ['http://console.example.cn/x.html', { url: 'http://console.example.cn/x.html', sameOrigin: true }],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['//evil.example.cn/x.html', undefined],
    ['not a url', undefined],
    ['%E0%A4%A', undefined],
  ])('embeds %s as %j', (address, expected) => {
    const routerPath = address.startsWith('%') ? address : encodeURIComponent(address);
    expect(embeddableUrl(routerPath, 'http://console.example.cn')).toEqual(expected);
  });

  it('a page of this site is embedded without same-origin access, so it cannot lift its sandbox', async () => {
    open(`/myiframe/${encodeURIComponent('/report/view.html')}`);
    const frame = await screen.findByTitle(`内嵌页面：${location.origin}/report/view.html`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  });

  it('/myiframe refuses a non-http address with a message', async () => {
    open(`/myiframe/${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText('只能嵌入 http 或 https 地址')).toBeInTheDocument();
  });
});
