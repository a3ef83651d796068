import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../locales';
import enErrorLog from '../../locales/en-US/errorLog';
import zhErrorLog from '../../locales/zh-CN/errorLog';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { sessions } from '../../mocks/world/sessions';
import { AntdScope } from '../../src/components/AntdScope';
import '../../src/lib/session'; // registers the token source of the http client
import { AppErrorBoundary } from '../../src/features/errorLog/AppErrorBoundary';
import { useErrorLogStore, type ErrorLogEntry } from '../../src/features/errorLog/errorLogStore';
import { LogBadgeButton } from '../../src/features/errorLog/LogBadgeButton';
import { RouteErrorElement } from '../../src/features/errorLog/RouteErrorElement';
import { AppRouterProvider, createAppRouter } from '../../src/lib/router/appRouter';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

withMockBackend();
beforeEach(() => {
  useErrorLogStore.getState().clear();
  const admin = db.world.users.find((u) => u.account === 'admin')!;
  useSessionStore.setState({ token: sessions.issue(admin).access });
});

// Until locales/index.ts aggregates the errorLog namespace, the tests add it under the app's providers;
// AntdScope gives antd's locale as the main layout, where these pieces live, does.
const errorLogMessages = { 'zh-CN': zhErrorLog, 'en-US': enErrorLog };
function WithErrorLogMessages({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((s) => s.language);
  return (
    <IntlProvider locale={language} defaultLocale="zh-CN" messages={{ ...messages[language], ...errorLogMessages[language] }}>
      <AntdScope>{children}</AntdScope>
    </IntlProvider>
  );
}
const renderInApp = (element: ReactNode) => renderRoutes([{ path: '/', element: <WithErrorLogMessages>{element}</WithErrorLogMessages> }], '/');

const entry = (message: string, stack = `Error: ${message}\n    at DeviceCard (device-card.tsx:42:17)`): ErrorLogEntry => ({
  type: 'error',
  url: 'http://localhost/#/monitor/device/card',
  message,
  stack,
  time: '2026-11-21 10:12:45',
  info: '\n    at DeviceCard\n    at CardPage',
});
const seed = (...entries: ErrorLogEntry[]) => entries.forEach((e) => useErrorLogStore.getState().add(e));

async function openDialog() {
  await userEvent.setup().click(screen.getByRole('button', { name: /^错误日志/ }));
  return screen.findByRole('dialog', { name: '错误日志' });
}

/** Every upload request body the mock server received. */
function recordUploads() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/blade-log/error/upload')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('error boundaries (spec 8)', () => {
  let broken = true;
  function DeviceCard(): ReactNode {
    if (broken) throw new TypeError("Cannot read properties of undefined (reading 'deviceName')");
    return <p>device card</p>;
  }
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports caught errors there
  });

  it('records the uncaught error as a local entry of type error and shows a fallback with retry', async () => {
    renderInApp(
      <AppErrorBoundary>
        <DeviceCard />
      </AppErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('页面出错了')).toBeInTheDocument();
    expect(within(alert).getByText("Cannot read properties of undefined (reading 'deviceName')")).toBeInTheDocument();

    const [saved] = useErrorLogStore.getState().logs;
    expect(saved).toMatchObject({ type: 'error', url: window.location.href, message: "Cannot read properties of undefined (reading 'deviceName')" });
    expect(saved.stack).toContain('TypeError');
    expect(saved.info).toContain('DeviceCard');
    expect(JSON.parse(localStorage.getItem('saber-logsList')!).content).toHaveLength(1);

    broken = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('device card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again when its reset key (the route) changes', async () => {
    function Page() {
      const [path, setPath] = useState('/monitor/device/card');
      return (
        <>
          <button onClick={() => setPath('/wel/index')}>next page</button>
          <AppErrorBoundary resetKey={path}>
            <DeviceCard />
          </AppErrorBoundary>
        </>
      );
    }
    renderInApp(<Page />);
    await screen.findByRole('alert');
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('device card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows its fallback even above the providers, in the default language', async () => {
    render(
      <AppErrorBoundary>
        <DeviceCard />
      </AppErrorBoundary>,
    );
    expect(within(await screen.findByRole('alert')).getByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
  });

  it('records errors the router catches in its routes and retries the route', async () => {
    const router = createAppRouter([{ path: '/monitor/device/card', element: <DeviceCard /> }], {
      initialEntries: ['/monitor/device/card?deptId=7'],
    });
    render(
      <WithErrorLogMessages>
        <AppRouterProvider router={router} errorElement={<RouteErrorElement />} />
      </WithErrorLogMessages>,
    );
    const alert = await screen.findByRole('alert');
    expect(useErrorLogStore.getState().logs).toEqual([
      expect.objectContaining({ type: 'error', message: "Cannot read properties of undefined (reading 'deviceName')", info: 'route /monitor/device/card' }),
    ]);

    broken = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('device card')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?deptId=7');
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
  });
});

describe('debug-log badge (spec 2.5, 9)', () => {
  it('shows no count without entries and caps the count at 99', async () => {
    const view = renderInApp(<LogBadgeButton />);
    expect(screen.getByRole('button', { name: '错误日志，0 条' })).toBeInTheDocument();
    expect(view.container.querySelector('.ant-badge-count')).toBeNull();

    act(() => seed(...Array.from({ length: 120 }, (_, i) => entry(`e${i}`))));
    expect(await screen.findByRole('button', { name: '错误日志，120 条' })).toBeInTheDocument();
    expect(view.container.querySelector('.ant-badge-count')).toHaveTextContent('99+');
  });
});

describe('log dialog (spec 2.9)', () => {
  it('lists type, url, message, stack and time, newest first, with the full stack on expand', async () => {
    seed(entry('older'), entry('newer', 'Error: newer\n    at DeviceCard (device-card.tsx:42:17)\n    at CardPage (card.tsx:7:3)'));
    renderInApp(<LogBadgeButton />);
    const dialog = await openDialog();

    const headers = within(dialog).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['类型', '地址', '内容', '错误堆栈', '时间']));
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('newer')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2026-11-21 10:12:45')).toBeInTheDocument();
    expect(within(rows[0]).getByText('http://localhost/#/monitor/device/card')).toBeInTheDocument();
    // Collapsed: only the first line of the stack.
    expect(within(rows[0]).getByText('Error: newer')).toBeInTheDocument();
    expect(within(dialog).queryByText(/at CardPage \(card\.tsx/)).not.toBeInTheDocument();

    await userEvent.setup().click(within(rows[0]).getByRole('button', { name: /展开/ }));
    expect(await within(dialog).findByText(/at CardPage \(card\.tsx:7:3\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('附加信息')).toBeInTheDocument();
  });

  it('shows an empty state and disables both actions without entries', async () => {
    renderInApp(<LogBadgeButton />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('暂无错误日志')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /上传服务器/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /清空本地日志/ })).toBeDisabled();
  });

  it('uploads the entries after confirming, shows 发送成功! and removes what was sent', async () => {
    const uploads = recordUploads();
    seed(entry('first'), entry('second'));
    renderInApp(<LogBadgeButton />);
    const user = userEvent.setup();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
    expect(await screen.findByText('确定上传本地日志到服务器?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('发送成功!')).toBeInTheDocument();
    expect(uploads).toEqual([[entry('first'), entry('second')]]);
    expect(db.world.errorLogs.slice(-2).map((e) => e.message)).toEqual(['first', 'second']);
    expect(useErrorLogStore.getState().logs).toEqual([]);
    expect(JSON.parse(localStorage.getItem('saber-logsList')!).content).toEqual([]);
    expect(await within(dialog).findByText('暂无错误日志')).toBeInTheDocument();
  });

  it('keeps the entries when the server refuses the upload (the server message is shown)', async () => {
    mockServer.use(http.post('*/blade-log/error/upload', () => HttpResponse.json({ code: 500, success: false, msg: '日志服务不可用', data: null })));
    seed(entry('kept'));
    renderInApp(<LogBadgeButton />);
    const user = userEvent.setup();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));

    expect(await screen.findByText('日志服务不可用')).toBeInTheDocument();
    // The http client already said why: no second, vaguer message.
    expect(screen.queryByText('发送失败，日志仍保留在本地')).not.toBeInTheDocument();
    expect(screen.queryByText('发送成功!')).not.toBeInTheDocument();
    expect(useErrorLogStore.getState().logs.map((e) => e.message)).toEqual(['kept']);
  });

  it('says the upload failed when the network does, and keeps the entries', async () => {
    mockServer.use(http.post('*/blade-log/error/upload', () => HttpResponse.error()));
    seed(entry('kept'));
    renderInApp(<LogBadgeButton />);
    const user = userEvent.setup();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));

    expect(await screen.findByText('发送失败，日志仍保留在本地')).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
  });

  it('does nothing when the upload is not confirmed', async () => {
    const uploads = recordUploads();
    seed(entry('kept'));
    renderInApp(<LogBadgeButton />);
    const user = userEvent.setup();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: /上传服务器/ }));
    await user.click(await screen.findByRole('button', { name: '取消' }));

    // Give a wrongly started upload time to reach the mock server.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(uploads).toEqual([]);
    expect(screen.queryByText('发送成功!')).not.toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toHaveLength(1);
  });

  it('clears the local log after confirming and shows 清空成功!', async () => {
    seed(entry('a'), entry('b'));
    renderInApp(<LogBadgeButton />);
    const user = userEvent.setup();
    const dialog = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: /清空本地日志/ }));
    expect(await screen.findByText('确定清空本地日志记录?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('清空成功!')).toBeInTheDocument();
    expect(useErrorLogStore.getState().logs).toEqual([]);
    expect(JSON.parse(localStorage.getItem('saber-logsList')!).content).toEqual([]);
    expect(screen.getByRole('button', { name: '错误日志，0 条' })).toBeInTheDocument();
  });

  it('speaks English when the language is English', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    seed(entry('a'));
    renderInApp(<LogBadgeButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Error log, 1 entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    expect(within(dialog).getByRole('button', { name: /Upload to server/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /Clear local logs/ })).toBeEnabled();
    expect(within(dialog).getByRole('columnheader', { name: 'Message' })).toBeInTheDocument();
  });
});
