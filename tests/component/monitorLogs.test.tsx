// The logs, the diagnosis page and the public diagnosis report against the mock backend -
// spec 7's verifications (a refusal says 暂无权限 instead of an empty page), opening a log or the
// diagnosis page marks it seen and asks the red-mark check again, the tree's company kept in the
// address (?dept=) both ways, and a report link that the server refuses says so.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { scopeOf } from '../../mocks/world/monitor/scope';
import { sessions } from '../../mocks/world/sessions';
import '../../src/lib/session';
import DiagnosePage from '../../src/features/diagnosis/DiagnosePage';
import ShowDiagnosePage from '../../src/features/diagnosis/ShowDiagnosePage';
import AlarmLogPage from '../../src/features/monitorLogs/AlarmLogPage';
import WarnDetailPage from '../../src/features/monitorLogs/WarnDetailPage';
import RunLogPage from '../../src/features/monitorLogs/RunLogPage';
import { lastDays } from '../../src/lib/monitor/timeRange';
import { useCompanySelection } from '../../src/stores/companySelection';
import { useGetDiagnosisReadStatus, useGetRunLogReadStatus } from '../../generated/endpoints/status/status';
import { getAlarmLogPage } from '../../generated/endpoints/alarm/alarm';
import { twoCompanies } from '../support/seededCompanies';
import { signInAsSeeded } from '../support/seededSession';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { renderRoutes } from './renderWithApp';

// The over-limit detail draws its series: echarts needs a canvas happy-dom has not.
vi.mock('../../src/components/chart/ChartCanvas', () => ({ default: () => <div data-testid="chart" /> }));

withMockBackend();

/** Every request the page sends, by path. */
function recordRequests() {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => seen.push(`${request.method} ${new URL(request.url).pathname}`));
  return seen;
}

/** What the top bar's run-log mark shows: the check's answer (spec 2.5). */
function RunLogMark() {
  const reply = useGetRunLogReadStatus().data;
  return <output aria-label="run-log mark">{reply ? String((reply.data as { data?: boolean }).data) : 'unknown'}</output>;
}

/** What the top bar's 设备诊断 mark shows: the check's answer (spec 2.5). */
function DiagnosisMark() {
  const reply = useGetDiagnosisReadStatus().data;
  return <output aria-label="diagnosis mark">{reply ? String((reply.data as { data?: boolean }).data) : 'unknown'}</output>;
}

/** The query of every request to `path` the page sends. */
function recordQueries(path: string) {
  const asked: URLSearchParams[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) asked.push(new URL(request.url).searchParams);
  });
  return asked;
}

const refuse = (path: string) =>
  mockServer.use(http.post(`*/blade-user/${path}`, () => HttpResponse.json({ code: 200, success: true, msg: '暂无权限', data: null })));

describe('the run log (/monitor/warn/index)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  it('lists the entries, marks the log seen, and the red mark goes without a reload', async () => {
    const requests = recordRequests();
    const routes = [{ path: '/', element: <RunLogMark /> }, { path: '/monitor/warn/index', element: <><RunLogMark /><RunLogPage /></> }];
    const { router } = renderRoutes(routes, '/');
    // Unread entries of the seeded week: the mark is on.
    await waitFor(() => expect(screen.getByLabelText('run-log mark')).toHaveTextContent('true'));
    await router.navigate('/monitor/warn/index');
    expect(await screen.findByRole('heading', { name: '运行日志' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(requests).toContain('POST /api/collectorRunLog/markRead');
    // The check is asked again after the mark-read call, and now says nothing is unread.
    await waitFor(() => expect(screen.getByLabelText('run-log mark')).toHaveTextContent('false'));
    expect(requests.lastIndexOf('GET /api/collectorRunLog/readStatus')).toBeGreaterThan(requests.indexOf('POST /api/collectorRunLog/markRead'));
  });

  it('a refused alarmLogVerification says No Authority, lists nothing and marks nothing seen', async () => {
    refuse('alarmLogVerification');
    const requests = recordRequests();
    renderRoutes([{ path: '/monitor/warn/index', element: <RunLogPage /> }], '/monitor/warn/index');
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.getByText(/没有查看告警日志和运行日志的权限/)).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/collectorRunLog/'))).toEqual([]);
  });

  it('keeps its filters in the address: the type filter reaches the server', async () => {
    const asked: URL[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/collectorRunLog/page')) asked.push(new URL(request.url));
    });
    renderRoutes([{ path: '/monitor/warn/index', element: <RunLogPage /> }], '/monitor/warn/index?type=offline&current=2');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked[0].searchParams.get('type')).toBe('offline');
    expect(asked[0].searchParams.get('current')).toBe('2');
  });
});

describe('the over-limit detail (/monitor/warn/warnDetail)', () => {
  beforeEach(() => signInAsSeeded('admin'));

  /** An event nobody has acknowledged, from the seeded log. */
  const openEventId = async () => {
    const reply = await getAlarmLogPage({ handled: false, size: 1 });
    const id = (reply.data as { data: { records: { id: string }[] } }).data.records[0]?.id;
    expect(id).toBeDefined();
    return id;
  };
  /** The verification without a path (the feature's action: acknowledging); asked with a path, it still opens the page. */
  const answerTheAction = (answer: () => Response) =>
    mockServer.use(http.post('*/blade-user/alarmLogVerification', ({ request }) => (new URL(request.url).searchParams.get('value') ? undefined : answer())));
  const openDetail = (id: string) => renderRoutes([{ path: '/monitor/warn/warnDetail', element: <WarnDetailPage /> }], `/monitor/warn/warnDetail?id=${id}`);

  it('an open event offers Handle to a user allowed to acknowledge', async () => {
    openDetail(await openEventId());
    expect(await screen.findByRole('button', { name: '处理' })).toBeInTheDocument();
    expect(screen.queryByText('暂无权限')).not.toBeInTheDocument();
  });

  it('refused the action, an open event says No Authority where Handle would be', async () => {
    answerTheAction(() => HttpResponse.json({ code: 200, success: true, msg: '暂无权限', data: null }));
    openDetail(await openEventId());
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.getByText('您可以查看告警，但没有处理告警的权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '处理' })).not.toBeInTheDocument();
  });

  it('a failed check says so with a retry, and the retry brings Handle', async () => {
    let fail = true;
    answerTheAction(() => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器异常', data: null }, { status: 500 }) : HttpResponse.json({ code: 200, success: true, msg: '成功', data: null })));
    openDetail(await openEventId());
    expect(await screen.findByText('权限核验失败')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '处理' })).not.toBeInTheDocument();
    fail = false;
    act(() => screen.getByRole('button', { name: '重试' }).click());
    expect(await screen.findByRole('button', { name: '处理' })).toBeInTheDocument();
    expect(screen.queryByText('权限核验失败')).not.toBeInTheDocument();
  });
});

describe('device diagnosis (/monitor/diagnose/index)', () => {
  it('the operator, refused a run, is told so and still sees the reports', async () => {
    signInAsSeeded('operator');
    renderRoutes([{ path: '/monitor/diagnose/index', element: <DiagnosePage /> }], '/monitor/diagnose/index');
    expect(await screen.findByRole('heading', { name: '设备诊断' })).toBeInTheDocument();
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    expect(screen.getByText(/没有运行设备诊断的权限/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始诊断' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '诊断记录' })).toBeInTheDocument();
  });

  it('a run needs a period (spec 5) and a scope', async () => {
    signInAsSeeded('admin');
    const requests = recordRequests();
    renderRoutes([{ path: '/monitor/diagnose/index', element: <DiagnosePage /> }], '/monitor/diagnose/index');
    const start = await screen.findByRole('button', { name: '开始诊断' });
    start.click();
    expect(await screen.findByText('请选择诊断时间范围')).toBeInTheDocument();
    expect(screen.getByText('请在左侧企业树中选择要诊断的企业，或选择设备')).toBeInTheDocument();
    expect(requests).not.toContain('POST /api/deviceDiagnose/run');
    // The quick ranges of spec 5.
    for (const name of ['一天', '三天', '一周']) expect(screen.getByRole('radio', { name })).toBeInTheDocument();
  });
});

describe("device diagnosis's red mark (spec 2.5)", () => {
  it("opening the page marks the diagnosis seen: the operator's mark, lit by a report admin ran, goes without a reload", async () => {
    const admin = db.world.users.find((u) => u.account === 'admin')!;
    const operator = db.world.users.find((u) => u.account === 'operator')!;
    const device = scopeOf(db.world, operator, null)!.devices[0];
    const [startTime, endTime] = lastDays(1);
    const ran = await fetch(`${location.origin}/api/deviceDiagnose/run`, {
      method: 'POST',
      headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${sessions.issue(admin).access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ startTime, endTime, deviceIds: [device.deviceId] }),
    });
    expect(((await ran.json()) as { code: number }).code).toBe(200);
    signInAsSeeded('operator');
    const requests = recordRequests();
    const routes = [{ path: '/', element: <DiagnosisMark /> }, { path: '/monitor/diagnose/index', element: <><DiagnosisMark /><DiagnosePage /></> }];
    const { router } = renderRoutes(routes, '/');
    // A report by someone else in the operator's companies: the mark is on.
    await waitFor(() => expect(screen.getByLabelText('diagnosis mark')).toHaveTextContent('true'));
    await router.navigate('/monitor/diagnose/index');
    expect(await screen.findByRole('heading', { name: '设备诊断' })).toBeInTheDocument();
    // useMarkSeen('diagnosis') sends the mark-read, then the check is asked again and says nothing is unread.
    await waitFor(() => expect(requests).toContain('POST /api/deviceDiagnose/markRead'));
    await waitFor(() => expect(screen.getByLabelText('diagnosis mark')).toHaveTextContent('false'));
    expect(requests.lastIndexOf('GET /api/deviceDiagnose/readStatus')).toBeGreaterThan(requests.indexOf('POST /api/deviceDiagnose/markRead'));
  });
});

describe("the tree's company in the address (spec 2.2: ?dept= both ways)", () => {
  beforeEach(() => signInAsSeeded('admin'));

  const pages = [
    { name: 'the alarm log', path: '/monitor/alarm/index', element: <AlarmLogPage />, list: '/collectorAlarmLog/page', pageKey: 'current' },
    { name: 'the run log', path: '/monitor/warn/index', element: <RunLogPage />, list: '/collectorRunLog/page', pageKey: 'current' },
    // The diagnosis page's report list has the prefix h (the run form keeps its own keys).
    { name: 'the diagnosis reports', path: '/monitor/diagnose/index', element: <DiagnosePage />, list: '/deviceDiagnose/page', pageKey: 'hcurrent' },
  ];

  for (const page of pages) {
    it(`${page.name}: a ?dept= link lists that company and makes it the tree's choice`, async () => {
      const { root, a } = twoCompanies();
      const asked = recordQueries(page.list);
      renderRoutes([{ path: page.path, element: page.element }], `${page.path}?dept=${a.id}`);
      await waitFor(() => expect(useCompanySelection.getState().selected?.id).toBe(a.id));
      expect(useCompanySelection.getState().breadcrumb.map((entry) => entry.id)).toEqual([root.id, a.id]);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.map((q) => q.get('deptId'))).toEqual(asked.map(() => a.id));
      if (page.pageKey === 'hcurrent') expect(await screen.findByText(`不选择设备时诊断“${a.label}”下的全部设备`)).toBeInTheDocument();
    });

    it(`${page.name}: another company chosen in the tree goes into the address and starts at page 1`, async () => {
      const { a, b } = twoCompanies();
      useCompanySelection.getState().select(a);
      const asked = recordQueries(page.list);
      const { router } = renderRoutes([{ path: page.path, element: page.element }], `${page.path}?dept=${a.id}&${page.pageKey}=2`);
      const address = () => new URLSearchParams(router.state.location.search);
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      expect([asked[0].get('deptId'), asked[0].get('current')]).toEqual([a.id, '2']);
      act(() => useCompanySelection.getState().select(b));
      await waitFor(() => expect(address().get('dept')).toBe(b.id));
      expect(address().has(page.pageKey)).toBe(false);
      await waitFor(() => expect(asked.at(-1)?.get('deptId')).toBe(b.id));
      expect(asked.at(-1)?.get('current')).toBe('1');
    });
  }
});

describe('the public diagnosis report (/showDiagnose)', () => {
  it('signed out, a link the server refuses says so and offers the login', async () => {
    renderRoutes([{ path: '/showDiagnose', element: <ShowDiagnosePage /> }], '/showDiagnose?id=1123598890000000999&shareCode=0123456789abcdef');
    expect(await screen.findByText('报告不存在或链接已失效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login');
  });

  it('a link without its share code is incomplete', async () => {
    renderRoutes([{ path: '/showDiagnose', element: <ShowDiagnosePage /> }], '/showDiagnose?id=1');
    expect(await screen.findByText('报告链接不完整')).toBeInTheDocument();
  });
});
