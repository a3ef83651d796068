import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import LoginPage from '../../src/features/auth/pages/LoginPage';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

withMockBackend();

/** The captcha answer the mock sends, read from the same handlers. */
let lastCaptcha = '';
// Before each test: the mock backend's lifecycle removes every listener after each one.
beforeEach(() => {
  mockServer.events.on('response:mocked', ({ request, response }) => {
    if (request.url.includes('/oauth/captcha')) lastCaptcha = response.headers.get('x-mock-captcha-code') ?? '';
  });
});

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/wel/index', element: <p>home page</p> },
    ],
    '/login',
  );

async function fill(account: string, password: string, captcha: string) {
  const user = userEvent.setup();
  if (account) await user.type(screen.getByLabelText('账号'), account);
  if (password) await user.type(screen.getByLabelText('密码'), password);
  if (captcha) await user.type(screen.getByRole('textbox', { name: '验证码' }), captcha);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('login page (spec 4)', () => {
  it('shows the captcha picture from the captcha call', async () => {
    renderLogin();
    expect(await screen.findByRole('img', { name: '验证码图片，点击刷新' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
  });

  it('requires account, password and captcha', async () => {
    renderLogin();
    await fill('', '', '');
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    // Announced and tied to their fields; focus goes to the first one to fix.
    expect(screen.getByLabelText('账号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('账号')).toHaveAccessibleDescription('请输入账号');
    expect(screen.getByLabelText('账号')).toHaveFocus();
  });

  it('treats a blank account as missing and clears a message once the field is typed in', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('账号'), '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('账号'), 'admin');
    expect(screen.queryByText('请输入账号')).not.toBeInTheDocument();
    expect(screen.getByLabelText('账号')).not.toHaveAttribute('aria-invalid');
  });

  it('signs in, stores the session and goes to /wel/index', async () => {
    const { router } = renderLogin();
    await screen.findByRole('img', { name: '验证码图片，点击刷新' });
    await fill('admin', 'Admin123', lastCaptcha);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    expect(useSessionStore.getState().userInfo?.nick_name).toBe('管理员');
    expect(JSON.parse(sessionStorage.getItem('saber-tenantId')!).content).toBe('000000');
  });

  it('shows the server error_description on a wrong captcha and stores nothing', async () => {
    const { router } = renderLogin();
    await screen.findByRole('img', { name: '验证码图片，点击刷新' });
    await fill('admin', 'Admin123', 'zzzz');
    expect(await screen.findByText('验证码不正确')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('saber-token')).toBeNull();
  });

  it('shows error_description carried by an HTTP 200 reply and stores nothing', async () => {
    mockServer.use(http.post('*/blade-auth/oauth/token', () => HttpResponse.json({ error_description: '账号已被锁定' })));
    renderLogin();
    await screen.findByRole('img', { name: '验证码图片，点击刷新' });
    await fill('admin', 'Admin123', lastCaptcha);
    expect(await screen.findByText('账号已被锁定')).toBeInTheDocument();
    expect(sessionStorage.getItem('saber-token')).toBeNull();
  });

  it('switches to English and stores the language', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('saber-language')!).content).toBe('en-US');
    await act(async () => {});
    expect(document.documentElement.lang).toBe('en-US');
  });
});

// spec 1: phone and third-party login exist as labels only — shown, visibly and audibly not available.
describe('other sign-in methods (spec 1)', () => {
  it.each([
    ['zh-CN', '其他登录方式', ['手机号登录', '第三方登录'], '手机号登录和第三方登录暂未开放，请使用账号登录。'],
    ['en-US', 'Other ways to sign in', ['Phone sign-in', 'Third-party sign-in'], 'Phone and third-party sign-in are not available yet; please sign in with your account.'],
  ] as const)('%s: labelled, marked unavailable for screen readers, and a click does nothing', async (language, title, names, note) => {
    usePreferencesStore.setState({ language });
    const { router } = renderLogin();
    const group = await screen.findByRole('group', { name: title });
    const user = userEvent.setup();
    for (const name of names) {
      const method = within(group).getByRole('button', { name: new RegExp(`^${name}`) });
      expect(method).toHaveAttribute('aria-disabled', 'true');
      expect(method).toHaveAccessibleDescription(note);
      // Still reachable by keyboard (a disabled button would vanish from the tab order unexplained).
      method.focus();
      expect(method).toHaveFocus();
      await user.click(method);
      await user.keyboard('{Enter}');
    }
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText(note)).toBeVisible();
    expect(sessionStorage.getItem('saber-token')).toBeNull();
    // The account form is the one that signs in.
    expect(screen.getByRole('button', { name: language === 'zh-CN' ? '登录' : 'Sign in' })).not.toHaveAttribute('aria-disabled');
  });
});


// A failed captcha never strands the page: it is tried again by itself, then says so and waits for a click.
describe('captcha load failures', () => {
  const failures = {
    'HTTP 500': () => HttpResponse.json({ code: 500, success: false, msg: '服务器异常，请联系管理员', data: null }, { status: 500 }),
    'malformed JSON': () => new HttpResponse('{"key":"k","ima', { headers: { 'Content-Type': 'application/json' } }),
    'a body without its picture': () => HttpResponse.json({ key: 'k' }),
  };

  it.each(Object.entries(failures))('%s: retried automatically, and the first good reply shows the picture', async (_kind, fail) => {
    let calls = 0;
    mockServer.use(http.get('*/blade-auth/oauth/captcha', () => (++calls <= 2 ? fail() : undefined)));
    renderLogin();
    expect(await screen.findByRole('img', { name: '验证码图片，点击刷新' })).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it.each(Object.entries(failures))('%s: after the bounded retries it says so, toasts nothing, and a click loads a new one', async (_kind, fail) => {
    let failing = true;
    let calls = 0;
    mockServer.use(
      http.get('*/blade-auth/oauth/captcha', () => {
        calls++;
        return failing ? fail() : undefined;
      }),
    );
    renderLogin();
    const failed = await screen.findByText('验证码加载失败，点击重试', undefined);
    expect(calls).toBe(3);
    expect(screen.queryByText('服务器异常，请联系管理员')).not.toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(failed);
    expect(await screen.findByRole('img', { name: '验证码图片，点击刷新' })).toBeInTheDocument();
  });

  it('says the failure in English too', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    mockServer.use(http.get('*/blade-auth/oauth/captcha', failures['HTTP 500']));
    renderLogin();
    expect(await screen.findByText('Could not load, click to retry', undefined)).toBeInTheDocument();
  });

  it('a sign-in reply nobody could read is said, not swallowed', async () => {
    mockServer.use(http.post('*/blade-auth/oauth/token', () => new HttpResponse('{"access_tok', { headers: { 'Content-Type': 'application/json' } })));
    renderLogin();
    await screen.findByRole('img', { name: '验证码图片，点击刷新' });
    await fill('admin', 'Admin123', lastCaptcha);
    expect(await screen.findByText('未知错误')).toBeInTheDocument();
  });
});
