import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '../../src/components/AntdScope';
import { RouteGuard } from '../../src/app/RouteGuard';
import LockPage from '../../src/features/lock/LockPage';
import { LockButton, scheduleLockRedirect } from '../../src/features/lock/LockButton';
import { useLockStore } from '../../src/stores/lock';
import { useSessionStore } from '../../src/stores/session';
import { renderRoutes } from './renderWithApp';

const routes = [
  {
    path: '/wel/index',
    element: (
      <RouteGuard isPublic={false}>
        <AntdScope>
          <LockButton />
          <p>home page</p>
        </AntdScope>
      </RouteGuard>
    ),
  },
  { path: '/lock', element: <LockPage /> },
  { path: '/login', element: <p>login page</p> },
];

beforeEach(() => {
  useLockStore.getState().clearLock();
  useSessionStore.setState({ token: 'token', userInfo: undefined });
});

describe('lock screen (spec 2.5, 4)', () => {
  it('requires a lock password, then locks and goes to /lock after 0.1 s', async () => {
    // Without the guard, so that the button's own 0.1 s delay is what is measured.
    const unguarded = [{ path: '/wel/index', element: <AntdScope><LockButton /></AntdScope> }, { path: '/lock', element: <p>lock page</p> }];
    const { router } = renderRoutes(unguarded, '/wel/index');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '锁屏' }));
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    expect(await within(dialog).findByText('请输入锁屏密码')).toBeInTheDocument();
    expect(useLockStore.getState().isLocked).toBe(false);

    await user.type(within(dialog).getByLabelText('锁屏密码'), 'Lock-2026');
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(useLockStore.getState().isLocked).toBe(true);
    // One entry for the lock page, which replaced the page it locked.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('schedules the lock page 0.1 s after the lock, not before', () => {
    vi.useFakeTimers();
    const go = vi.fn();
    scheduleLockRedirect(go);
    vi.advanceTimersByTime(99);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('keeps a locked user on /lock, unlocks only with the password', async () => {
    await act(() => useLockStore.getState().lock('Lock-2026'));
    const { router } = renderRoutes(routes, '/wel/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('锁屏密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findByText('锁屏密码错误')).toBeInTheDocument();
    expect(useLockStore.getState().isLocked).toBe(true);

    await user.clear(screen.getByLabelText('锁屏密码'));
    await user.type(screen.getByLabelText('锁屏密码'), 'Lock-2026');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(useLockStore.getState().isLocked).toBe(false);
  });
});
