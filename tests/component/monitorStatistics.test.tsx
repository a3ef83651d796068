// The statistics page (/monitor/statistics/index) follows the company of the tree and keeps it
// in its address (?dept=) both ways, as the other monitoring pages do (useCompanyScope): a shared link
// shows that company's figures and makes it the tree's choice; a choice in the tree goes into the address.
// echarts does not draw in happy-dom: its canvas is stood in for (the option builders have unit tests).
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import '../../src/lib/session'; // registers the token source of the http client
import type { ChartCanvasProps } from '../../src/components/chart/ChartCanvas';
import StatisticsPage from '../../src/features/statistics/StatisticsPage';
import { useCompanySelection } from '../../src/stores/companySelection';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { twoCompanies } from '../support/seededCompanies';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

vi.mock('../../src/components/chart/ChartCanvas', () => ({
  default: function ChartStandIn({ onReady }: ChartCanvasProps) {
    useEffect(() => {
      onReady?.({ toPng: () => 'data:image/png;base64,iVBORw0KGgo=', zoomTo: () => undefined, dispatchAction: () => undefined, mergeOption: () => undefined });
    }, [onReady]);
    return <div data-testid="chart" />;
  },
}));

withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/monitor/statistics/index';
const open = (search: string) => renderRoutes([{ path: PATH, element: <StatisticsPage /> }], `${PATH}${search}`).router;

/** The deptId of every statistics request the page sends. */
function recordDeptIds() {
  const asked: (string | null)[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/statistics/')) asked.push(url.searchParams.get('deptId'));
  });
  return asked;
}

/** The company the page says it counts (统计企业). */
const shownCompany = () => screen.getByText('统计企业').nextElementSibling;

describe('statistics and the tree\'s company (spec 2.2: ?dept= both ways)', () => {
  it("a ?dept= link shows that company's figures and makes it the tree's choice", async () => {
    const { root, a } = twoCompanies();
    const asked = recordDeptIds();
    open(`?dept=${a.id}`);
    await waitFor(() => expect(useCompanySelection.getState().selected?.id).toBe(a.id));
    expect(useCompanySelection.getState().breadcrumb.map((entry) => entry.id)).toEqual([root.id, a.id]);
    await waitFor(() => expect(shownCompany()).toHaveTextContent(a.label));
    expect(asked.length).toBeGreaterThanOrEqual(5);
    expect(asked).toEqual(asked.map(() => a.id));
  });

  it('another company chosen in the tree goes into the address, the other filters kept, and the figures follow', async () => {
    const { a, b } = twoCompanies();
    useCompanySelection.getState().select(a);
    const asked = recordDeptIds();
    const router = open(`?dept=${a.id}&granularity=day`);
    const address = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(shownCompany()).toHaveTextContent(a.label));
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((id) => id === a.id)).toBe(true);
    act(() => useCompanySelection.getState().select(b));
    await waitFor(() => expect(address().get('dept')).toBe(b.id));
    expect(address().get('granularity')).toBe('day');
    await waitFor(() => expect(shownCompany()).toHaveTextContent(b.label));
    await waitFor(() => expect(asked.filter((id) => id === b.id).length).toBeGreaterThanOrEqual(5));
  });

  it('without a company it counts every company, and the address names none', async () => {
    const asked = recordDeptIds();
    const router = open('');
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(5));
    expect(asked.every((id) => id === null)).toBe(true);
    expect(shownCompany()).toHaveTextContent('全部企业');
    expect(new URLSearchParams(router.state.location.search).has('dept')).toBe(false);
  });
});
