// Every kind of query consumer says a failed load, in the page's language, with a retry that asks
// again and then shows the data: a list table (the shared list hook), a detail drawer, the company
// tree, a picker (a select's dropdown), a chart card, the card page's counts, the top bar (the net
// under every load without a place of its own: the top menu and its red marks) and the home widgets.
// Each fails three ways: HTTP 500 (a BladeX error envelope), a malformed body (truncated JSON, as the
// chaos scenario sends) and a 200 that is no BladeX reply at all (a gateway's HTML page). Empty is not
// an error: none of these may read as "nothing here", a spinner or a crash.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../locales';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import { AntdScope } from '../../src/components/AntdScope';
import type { ChartCanvasProps } from '../../src/components/chart/ChartCanvas';
import { CompanyTreeSidebar } from '../../src/features/companyTree/CompanyTreeSidebar';
import DeviceCardPage from '../../src/features/devices/cards/DeviceCardPage';
import { ExpertDetailDrawer } from '../../src/features/expert/ExpertDetailDrawer';
import HomePage from '../../src/features/home/pages/HomePage';
import { UserPicker } from '../../src/features/inform/UserPicker';
import RunLogPage from '../../src/features/monitorLogs/RunLogPage';
import StatisticsPage from '../../src/features/statistics/StatisticsPage';
import { FailedLoadsRetry } from '../../src/features/topbar/FailedLoadsRetry';
import { TopMenu } from '../../src/features/topbar/TopMenu';
import { usePreferencesStore } from '../../src/stores/preferences';
import { signInAsSeeded } from '../support/seededSession';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);
// echarts does not draw in happy-dom: its canvas is stood in for (the option builders have unit tests).
vi.mock('../../src/components/chart/ChartCanvas', () => ({
  default: function ChartStandIn({ onReady }: ChartCanvasProps) {
    useEffect(() => {
      onReady?.({ toPng: () => 'data:image/png;base64,iVBORw0KGgo=', zoomTo: () => undefined, dispatchAction: () => undefined, mergeOption: () => undefined });
    }, [onReady]);
    return <div data-testid="chart" />;
  },
}));
withMockBackend();

type Language = 'zh-CN' | 'en-US';
type Failure = '500' | 'malformed' | 'not an envelope';

const replies: Record<Failure, () => Response> = {
  '500': () => HttpResponse.json({ code: 500, success: false, msg: '服务器异常，请联系管理员', data: null }, { status: 500 }),
  malformed: () => new HttpResponse('{"code":200,"success":true,"data":{"records":[', { headers: { 'Content-Type': 'application/json' } }),
  'not an envelope': () => new HttpResponse('<!doctype html><html><body>gateway</body></html>', { headers: { 'Content-Type': 'text/html' } }),
};

/** One kind of consumer: what it renders, the call it loads by, what it says when that fails, what shows once loaded. */
type Consumer = {
  kind: string;
  path: string;
  /** The API path (after /api) whose GET is made to fail. */
  api: string;
  element: () => ReactNode;
  /** The failure's message id (locales), said in the consumer's own place. */
  failure: string;
  /** The retry button's message id. */
  retry: string;
  /** Brings the failure into view where it sits behind a click (a select's dropdown). */
  reveal?: () => Promise<void>;
  /** Resolves once the consumer shows its data. */
  loaded: (language: Language) => Promise<void>;
};

const inScope = (node: ReactNode) => <AntdScope>{node}</AntdScope>;
const bodyRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

const consumers: Consumer[] = [
  {
    kind: 'a list table (the shared list hook)',
    path: '/monitor/warn/index',
    api: '/collectorRunLog/page',
    element: () => <RunLogPage />,
    failure: 'list.loadFailed',
    retry: 'list.retry',
    loaded: async () => void (await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))),
  },
  {
    kind: 'a detail drawer',
    path: '/drawer',
    api: '/expert/detail',
    element: () => inScope(<ExpertDetailDrawer entryId={db.world.monitor.experts[0].id} onClose={() => undefined} onEdit={() => undefined} onRemove={() => undefined} />),
    failure: 'expert.detail.loadFailed',
    retry: 'list.retry',
    loaded: async () => void (await screen.findByText(db.world.monitor.experts[0].advice)),
  },
  {
    kind: 'the company tree',
    path: '/tree',
    api: '/department/tree',
    element: () => inScope(<CompanyTreeSidebar />),
    failure: 'companyTree.error',
    retry: 'companyTree.retry',
    loaded: async () => void (await screen.findByRole('tree')),
  },
  {
    kind: 'a picker (a select whose options are loaded)',
    path: '/picker',
    api: '/blade-user/userList',
    element: () => inScope(<UserPicker />),
    failure: 'list.loadFailed',
    retry: 'list.retry',
    reveal: async () => {
      await userEvent.setup().click(screen.getByRole('combobox'));
    },
    loaded: async () => {
      const someone = db.world.users.find((user) => user.account === 'admin')!;
      await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
      expect(someone).toBeDefined();
    },
  },
  {
    kind: 'a chart card',
    path: '/monitor/statistics/index',
    api: '/statistics/alarmTrend',
    element: () => <StatisticsPage />,
    failure: 'list.loadFailed',
    retry: 'list.retry',
    loaded: async () => {
      await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    },
  },
  {
    kind: 'the device cards (status counts)',
    path: '/monitor/device/card',
    api: '/device/statusCount',
    element: () => <DeviceCardPage />,
    failure: 'list.loadFailed',
    retry: 'list.retry',
    loaded: async () => void (await waitFor(() => expect(screen.getAllByRole('button', { pressed: true }).length).toBeGreaterThan(0))),
  },
  {
    kind: 'the top bar (the top menu, said by the failed-loads net)',
    path: '/top',
    api: '/blade-system/menu/top-menu',
    element: () =>
      inScope(
        <>
          <FailedLoadsRetry />
          <TopMenu />
        </>,
      ),
    failure: 'topbar.failedLoads',
    retry: 'topbar.failedLoads.retry',
    loaded: async () => void (await waitFor(() => expect(screen.getAllByRole('button').length).toBeGreaterThan(1))),
  },
  {
    kind: 'the home widgets',
    path: '/wel/index',
    api: '/statistics/overview',
    element: () => inScope(<HomePage />),
    failure: 'list.loadFailed',
    retry: 'list.retry',
    loaded: async (language) => void (await screen.findByRole('list', { name: messages[language]['home.figures'] ?? '概览指标' })),
  },
];

/** Fails the consumer's call with `failure` until `answer()` is called; counts the calls. */
function failUntilAnswered(api: string, failure: Failure) {
  let failing = true;
  let calls = 0;
  mockServer.use(
    http.get(`*/api${api}`, () => {
      calls++;
      return failing ? replies[failure]() : undefined;
    }),
  );
  return { answer: () => (failing = false), calls: () => calls };
}

// Each failure kind in one language, the languages taking turns, so both are said for every consumer.
const runs: { failure: Failure; language: Language }[] = [
  { failure: '500', language: 'zh-CN' },
  { failure: 'malformed', language: 'en-US' },
  { failure: 'not an envelope', language: 'zh-CN' },
];

describe.each(consumers)('$kind', (consumer) => {
  it.each(runs)('says a $failure reply ($language) and loads again on retry', async ({ failure, language }) => {
    signInAsSeeded('admin');
    usePreferencesStore.setState({ language });
    const said = messages[language];
    const server = failUntilAnswered(consumer.api, failure);
    renderRoutes([{ path: consumer.path, element: consumer.element() }], consumer.path);

    await waitFor(() => expect(server.calls()).toBeGreaterThan(0));
    await consumer.reveal?.();
    const text = await screen.findByText(said[consumer.failure as keyof typeof said]);
    const alert = text.closest<HTMLElement>('[role="alert"]');
    expect(alert, 'the failure is an alert').not.toBeNull();
    const asked = server.calls();
    server.answer();
    await act(async () => {
      await userEvent.setup().click(within(alert!).getByRole('button', { name: said[consumer.retry as keyof typeof said] }));
    });
    await waitFor(() => expect(server.calls()).toBeGreaterThan(asked));
    await consumer.loaded(language);
    expect(screen.queryByText(said[consumer.failure as keyof typeof said])).not.toBeInTheDocument();
  });
});
