import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRouterProvider, createAppRouter, useAppNavigate, useRouteError, useRouteMatches } from '../../src/lib/router/appRouter';

function Where() {
  const matches = useRouteMatches();
  return <p>{matches.map((match) => `${match.id}:${String((match.handle as { label?: string } | undefined)?.label)}`).join(' ')}</p>;
}

function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('page failed');
  return <button onClick={() => setBroken(true)}>break</button>;
}

function ShowError() {
  return <p role="alert">{String((useRouteError() as Error).message)}</p>;
}

let navigations = 0;
function NavigateCounter() {
  const navigate = useAppNavigate();
  const [first] = useState(() => navigate);
  const { search } = useLocation();
  navigations += 1;
  return <p>{`${search} ${first === navigate ? 'same navigate' : 'new navigate'}`}</p>;
}

const routes = [
  {
    handle: { label: 'frame' },
    children: [
      { path: '/a', element: <Where />, handle: { label: 'a' } },
      { path: '/b', element: <Where />, handle: { label: 'b' } },
      { path: '/fragile', element: <Fragile /> },
      { path: '/counted', element: <><NavigateCounter /><Link to="/counted?x=1">again</Link></> },
    ],
  },
];

const open = (path: string) => {
  const router = createAppRouter(routes, { initialEntries: [path] });
  render(<AppRouterProvider router={router} errorElement={<ShowError />} />);
  return router;
};

describe('the console router (declarative routes over its own history)', () => {
  it('gives every route an id from its place and reads the matched handles, outermost first', async () => {
    const router = open('/a');
    expect(screen.getByText('0:frame 0-0:a')).toBeInTheDocument();
    await act(() => router.navigate('/b'));
    expect(screen.getByText('0:frame 0-1:b')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces rather than pushes when navigating to where it is, as links do', async () => {
    const router = open('/a');
    await act(() => router.navigate('/a'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/b', { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/b');
  });

  it('shows the error element for what a route throws, and the route again after a navigation', async () => {
    const router = open('/fragile');
    await act(async () => screen.getByRole('button', { name: 'break' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('page failed');
    await act(() => router.navigate('/fragile', { replace: true }));
    expect(screen.getByRole('button', { name: 'break' })).toBeInTheDocument();
  });

  it('hands out one navigate for its whole life', async () => {
    navigations = 0;
    open('/counted');
    await act(async () => screen.getByRole('link', { name: 'again' }).click());
    expect(navigations).toBeGreaterThan(1);
    expect(screen.getByText('?x=1 same navigate')).toBeInTheDocument();
  });
});
