// A refusal does not lose the session. BladeX answers a role guard's refusal (@PreAuth: the role,
// user and menu management calls are for administrators) with the same HTTP 401 "请求未授权" as an
// expired token. Within the token's own expiry the console says 暂无权限 / No Authority where the
// refused load shows, and the operator stays signed in; a gate whose verification is refused is a no.
import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import '../../src/lib/session'; // registers the token source and the session's freshness
import UsersPage from '../../src/features/users/UsersPage';
import { httpEvents } from '../../src/lib/http/events';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
withMockBackend();

const refusal = () => HttpResponse.json({ code: 401, success: false, data: {}, msg: '请求未授权' }, { status: 401 });
let signedOut: number;
beforeEach(() => {
  signInAsSeeded('admin');
  useSessionStore.setState({ tokenSavedAt: Date.now() });
  signedOut = 0;
  httpEvents.setUnauthorizedHandler(() => (signedOut += 1));
});

const PATH = '/monitor/user/user';
const open = () => renderRoutes([{ path: PATH, element: <UsersPage /> }], PATH);

describe.each([
  ['zh-CN', '暂无权限', '用户管理'],
  ['en-US', 'No Authority', 'Users'],
] as const)('a refused load in %s', (language, noAuthority, title) => {
  it(`the user list refused: ${noAuthority} in the page, no retry, still signed in`, async () => {
    usePreferencesStore.setState({ language });
    mockServer.use(http.get('*/blade-user/page', refusal));
    open();
    expect(await screen.findByText(noAuthority)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: language === 'zh-CN' ? '重试' : 'Retry' })).not.toBeInTheDocument();
    expect(signedOut).toBe(0);
    expect(useSessionStore.getState().token).toBeTruthy();
  });
});

describe('a refused verification', () => {
  it('is a no (the in-layout 403), not a failed check, and the session stays', async () => {
    mockServer.use(http.post('*/blade-user/userVerification', refusal));
    open();
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(signedOut).toBe(0);
  });
});

describe('the same 401 once the session has ended', () => {
  it('past the token\'s expiry and without a refresh: signed out (spec 8), not 暂无权限', async () => {
    useSessionStore.setState({ tokenSavedAt: Date.now() - 2 * 3600_000 });
    mockServer.use(http.get('*/blade-user/page', refusal));
    open();
    await waitFor(() => expect(signedOut).toBeGreaterThan(0));
    expect(screen.queryByText('暂无权限')).not.toBeInTheDocument();
  });
});
