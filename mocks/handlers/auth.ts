import { http, HttpResponse } from 'msw';
import { mockAccounts } from '../world/accounts';
import { sessions } from '../world/sessions';
import { bearerToken, ok, unauthorized } from './reply';

const tokenError = (description: string) =>
  HttpResponse.json({ error_code: 400, error_description: description }, { status: 400 });

function captchaSvg(code: string) {
  const letters = [...code]
    .map((ch, i) => `<text x="${12 + i * 24}" y="28" transform="rotate(${(i % 2 ? 8 : -8)} ${12 + i * 24} 28)">${ch}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#eef3fb"/><g font-family="monospace" font-size="24" fill="#1f3b63">${letters}</g><path d="M4 30 Q 55 0 106 26" stroke="#409eff" fill="none"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function tokenReply(account: (typeof mockAccounts)[number]) {
  const { access, refresh } = sessions.issue(account);
  return HttpResponse.json({
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: 3600,
    tenant_id: '000000',
    user_id: account.userId,
    dept_id: account.deptId,
    role_id: '1123598816738675201',
    account: account.account,
    user_name: account.account,
    nick_name: account.nickName,
    real_name: account.nickName,
    role_name: account.roleName,
    avatar: '',
    license: 'powered by blade',
  });
}

function signIn(checkCaptcha: boolean) {
  return ({ request }: { request: Request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('grant_type') === 'refresh_token') {
      const account = sessions.byRefreshToken(query.get('refresh_token') ?? undefined);
      return account ? tokenReply(account) : tokenError('令牌已失效');
    }
    if (checkCaptcha && query.get('grant_type') === 'captcha') {
      if (!sessions.checkCaptcha(request.headers.get('Captcha-Key'), request.headers.get('Captcha-Code'))) {
        return tokenError('验证码不正确');
      }
    }
    const account = mockAccounts.find(
      (candidate) => candidate.account === query.get('username') && candidate.passwordMd5 === query.get('password'),
    );
    return account ? tokenReply(account) : tokenError('用户名或密码不正确');
  };
}

export const authHandlers = [
  http.get('*/blade-auth/oauth/captcha', () => {
    const { key, code } = sessions.newCaptcha();
    // Mock mode only: the answer travels in a header so that automated tests can sign in.
    return HttpResponse.json({ key, image: captchaSvg(code) }, { headers: { 'x-mock-captcha-code': code } });
  }),
  http.post('*/blade-auth/oauth/token', signIn(true)),
  http.post('*/blade-auth/oauth/tokenNoCheckCode', signIn(false)),
  http.post('*/blade-auth/oauth/token/refresh', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const account = sessions.byRefreshToken(query.get('refreshToken') ?? undefined);
    if (!account) return unauthorized();
    const { access, refresh } = sessions.issue(account);
    return ok({ access_token: access, refresh_token: refresh });
  }),
  http.all('*/blade-auth/oauth/logout', ({ request }) => {
    const token = bearerToken(request);
    if (!sessions.byAccessToken(token)) return unauthorized();
    sessions.revoke(token);
    return ok(null);
  }),
  http.get('*/blade-auth/oauth/user-info', ({ request }) => {
    const account = sessions.byAccessToken(bearerToken(request));
    if (!account) return unauthorized();
    return ok({
      userId: account.userId,
      account: account.account,
      userName: account.account,
      nickName: account.nickName,
      realName: account.nickName,
      roleName: account.roleName,
      tenantId: '000000',
      deptId: account.deptId,
      avatar: '',
    });
  }),
];
