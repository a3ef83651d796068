// Sign-in, tokens, captcha, sign-out and password recovery, as BladeX's blade-auth answers them.
import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { db } from '../world/db';
import { sessions } from '../world/sessions';
import type { MockUser } from '../world/types';
import { bearerToken, fail, ok, query, unauthorized, userOf } from './kit';
import { mayLogIn, NO_LOGIN_PERMISSION } from './permissions';
import { roleAliasesOf } from '../world/grants';

/** The OAuth endpoint's refusal: flat, HTTP 400, with error_description (the console shows it). */
const tokenError = (description: string) => HttpResponse.json({ error_code: 400, error_description: description }, { status: 400 });

function captchaSvg(code: string) {
  const letters = [...code]
    .map((ch, i) => `<text x="${12 + i * 24}" y="28" transform="rotate(${i % 2 ? 8 : -8} ${12 + i * 24} 28)">${ch}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40"><rect width="110" height="40" fill="#eef3fb"/><g font-family="monospace" font-size="24" fill="#1f3b63">${letters}</g><path d="M4 30 Q 55 0 106 26" stroke="#409eff" fill="none"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

function tokenReply(user: MockUser) {
  const { access, refresh, expiresIn } = sessions.issue(user);
  return HttpResponse.json({
    access_token: access,
    refresh_token: refresh,
    token_type: 'bearer',
    expires_in: expiresIn,
    tenant_id: '000000',
    user_id: user.id,
    dept_id: user.deptId,
    role_id: user.roleId,
    account: user.account,
    user_name: user.account,
    nick_name: user.nickName,
    real_name: user.realName,
    role_name: roleAliasesOf(user).join(','),
    avatar: user.avatar,
    license: 'powered by blade',
  });
}

function signIn(checkCaptcha: boolean) {
  return ({ request }: { request: Request }) => {
    const q = query(request);
    if (q.get('grant_type') === 'refresh_token') {
      const user = sessions.userByRefreshToken(q.get('refresh_token') ?? undefined);
      return user ? tokenReply(user) : tokenError('令牌已失效');
    }
    if (checkCaptcha && q.get('grant_type') === 'captcha') {
      if (!sessions.checkCaptcha(request.headers.get('Captcha-Key'), request.headers.get('Captcha-Code'))) {
        return tokenError('验证码不正确');
      }
    }
    const user = db.world.users.find((u) => u.account === q.get('username') && u.passwordMd5 === q.get('password'));
    if (!user) return tokenError('用户名或密码不正确');
    if (user.status === 0) return tokenError('该账号已被冻结');
    if (!mayLogIn(user)) return tokenError(NO_LOGIN_PERMISSION);
    return tokenReply(user);
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
    const user = sessions.userByRefreshToken(query(request).get('refreshToken') ?? undefined);
    if (!user) return unauthorized('令牌已失效，请重新登录');
    const { access, refresh } = sessions.issue(user);
    return ok({ access_token: access, refresh_token: refresh });
  }),
  http.all('*/blade-auth/oauth/logout', ({ request }) => {
    sessions.revoke(bearerToken(request));
    return ok(null);
  }),
  http.get('*/blade-auth/oauth/user-info', ({ request }) => {
    const user = userOf(request);
    const role = db.world.roles.find((r) => r.id === user.roleId);
    return ok({
      userId: user.id,
      account: user.account,
      userName: user.account,
      nickName: user.nickName,
      realName: user.realName,
      roleName: role?.roleAlias ?? '',
      tenantId: '000000',
      deptId: user.deptId,
      avatar: user.avatar,
    });
  }),
  http.get('*/blade-auth/oauth/clear-cache', () => ok(null)),
  http.post('*/auth/getUserIdByPE', ({ request }) => {
    const q = query(request);
    const user = db.world.users.find((u) => u.phone === q.get('phone') && u.email === q.get('email'));
    return user ? ok({ id: user.id, account: user.account }) : fail('This user does not exist');
  }),
  http.post('*/auth/updatePasswordById', ({ request }) => {
    const q = query(request);
    const user = db.world.users.find((u) => u.id === q.get('id'));
    if (!user) return fail('This user does not exist');
    user.passwordMd5 = SparkMD5.hash(q.get('newPassword') ?? '');
    db.changed();
    return ok(null);
  }),
];
