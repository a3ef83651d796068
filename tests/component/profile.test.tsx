// spec 2.8 / 5 "Profile", "Password change" / 8: the profile page /info/index against the mock backend —
// the read-only fields with the role's name, every rule's message, the success toasts, the server's msg
// on a refusal (once), and spec 2.1's access: 403 without /monitor/top/userDetail, loading until known.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import '../../src/app/sessionRefresh'; // registers the refresh the http client asks for on a 401
import { sessions } from '../../mocks/world/sessions';
import { httpEvents } from '../../src/lib/http/events';
import ProfilePage from '../../src/features/profile/ProfilePage';
import { usePreferencesStore } from '../../src/stores/preferences';
import { useSessionStore } from '../../src/stores/session';
import { signInAsSeeded } from '../support/seededSession';
import { renderRoutes } from './renderWithApp';
import { withMockBackend } from '../support/mockBackendLifecycle';

withMockBackend();
beforeEach(() => {
  usePreferencesStore.setState({ language: 'zh-CN' });
  signInAsSeeded('admin');
});

const admin = () => db.world.users.find((u) => u.account === 'admin')!;
const PROFILE = '*/blade-user/info';

/** The page as the router shows it; resolves once the personal-information tab has its data. */
async function openProfile() {
  const view = renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
  await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue(admin().phone));
  return view;
}
const user = () => userEvent.setup();
const saveInfo = () => user().click(screen.getByRole('button', { name: '保存' }));
async function openPasswordTab() {
  await user().click(screen.getByRole('tab', { name: '修改密码' }));
  return screen.findByLabelText('原始密码');
}
const changePassword = () => user().click(screen.getByRole('button', { name: '确认修改' }));

/** The error under a field: antd ties it to the control with aria-describedby (`…_help`) and aria-invalid. */
async function errorOf(label: string) {
  const field = screen.getByLabelText(label);
  const text = () => {
    const helpId = (field.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('_help'));
    return (helpId ? document.getElementById(helpId)?.textContent ?? '' : '').trim();
  };
  await waitFor(() => {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(text()).not.toBe('');
  });
  return text();
}
const noErrorOf = (label: string) => waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true'));

/**
 * Replaces a field's text in one change, as a paste over the selection does. Clearing first would
 * leave the 'required' message in antd's list: happy-dom runs no CSS animation, so it never leaves.
 */
async function typeInto(label: string, value: string) {
  const field = screen.getByLabelText(label);
  const typist = user();
  if (!value) return typist.clear(field);
  await typist.tripleClick(field);
  await typist.paste(value);
}

/** Counts the calls to one path, to see that the page fetched (or did not fetch) something. */
function countCalls(path: string) {
  const calls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls.push(request.method);
  });
  return calls;
}

describe('personal information (spec 2.8)', () => {
  it('shows name, account, role name and enterprise read-only, phone and email editable', async () => {
    await openProfile();
    const me = admin();
    const role = db.world.roles.find((r) => r.id === me.roleId)!;
    const dept = db.world.departments.find((d) => d.id === me.deptId)!;
    expect(screen.getByRole('heading', { name: '个人信息' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '个人信息' })).toHaveAttribute('aria-selected', 'true');

    const readOnly: Array<[string, string]> = [
      ['姓名', me.realName],
      ['账号', 'admin'],
      ['所属企业', dept.deptName],
    ];
    for (const [label, value] of readOnly) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    // spec 7: the role's name comes from the role lookup with tenant 000000, not the id
    await waitFor(() => expect(screen.getByLabelText('角色')).toHaveValue(role.roleName));
    expect(screen.getByLabelText('角色')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('企业全称')).toHaveAttribute('readonly');

    expect(screen.getByLabelText('联系电话')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('邮箱')).toHaveValue(me.email);
    expect(screen.getByLabelText('邮箱')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('邮箱')).toHaveAttribute('maxlength', '100'); // the contract's limit
  });

  it('asks the role tree with tenant 000000', async () => {
    const tenants: Array<string | null> = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/blade-system/role/tree')) tenants.push(url.searchParams.get('tenantId'));
    });
    await openProfile();
    await waitFor(() => expect(tenants).toEqual(['000000']));
  });

  it.each([
    ['', '请输入联系电话'],
    ['   ', '请输入联系电话'],
    ['1380013800', '请输入正确格式手机号码'],
    ['138001380001', '请输入正确格式手机号码'],
    ['12800138000', '请输入正确格式手机号码'],
    ['021-58881234', '请输入正确格式手机号码'],
    ['1380013800a', '请输入正确格式手机号码'],
    ['13800138000', null],
    ['19912345678', null],
  ])('phone %j -> %s', async (phone, message) => {
    await openProfile();
    await typeInto('联系电话', phone);
    await saveInfo();
    if (message) expect(await errorOf('联系电话')).toBe(message);
    else await noErrorOf('联系电话');
  });

  it.each([
    ['', '请输入邮箱地址'],
    ['  ', '请输入邮箱地址'],
    ['zhangwei', '请输入正确邮箱地址'],
    ['zhangwei@', '请输入正确邮箱地址'],
    ['zhangwei@shenergy', '请输入正确邮箱地址'],
    ['zhang wei@shenergy.com.cn', '请输入正确邮箱地址'],
    ['zhangwei@shenergy.com.cn', null],
  ])('email %j -> %s', async (email, message) => {
    await openProfile();
    await typeInto('邮箱', email);
    await saveInfo();
    if (message) expect(await errorOf('邮箱')).toBe(message);
    else await noErrorOf('邮箱');
  });

  it('a profile without a role cannot be saved: 请选择角色, and nothing is sent', async () => {
    mockServer.use(
      http.get(PROFILE, () =>
        HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { id: admin().id, account: 'admin', realName: '管理员', phone: '13901880001', email: 'admin@shenergy.com.cn' } }),
      ),
    );
    const saves = countCalls('/blade-user/update-info');
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue('13901880001'));
    expect(screen.getByLabelText('角色')).toHaveValue('');
    await saveInfo();
    expect(await errorOf('角色')).toBe('请选择角色');
    expect(saves).toEqual([]);
  });

  it('saves phone and email: 修改信息成功!, the server holds them and the profile is fetched again', async () => {
    const headers = { 'Blade-Auth': `bearer ${useSessionStore.getState().token}`, Authorization: `Basic ${btoa('saber:saber_secret')}` };
    const before = ((await (await fetch('/api/blade-user/info', { headers })).json()) as { data: object }).data;
    const profileCalls = countCalls('/blade-user/info');
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/blade-user/update-info')) void request.clone().json().then((body) => bodies.push(body));
    });
    await openProfile();
    expect(profileCalls).toHaveLength(1);
    await typeInto('联系电话', '13612345678');
    await typeInto('邮箱', 'new.address@shenergy.com.cn');
    await saveInfo();

    expect(await screen.findByText('修改信息成功!')).toBeInTheDocument();
    expect(admin().phone).toBe('13612345678');
    expect(admin().email).toBe('new.address@shenergy.com.cn');
    await waitFor(() => expect(profileCalls).toHaveLength(2));
    expect(screen.getByLabelText('联系电话')).toHaveValue('13612345678');
    // the body is the fetched profile with the edited phone and email (the read-only fields unchanged)
    expect(bodies).toEqual([{ ...before, phone: '13612345678', email: 'new.address@shenergy.com.cn' }]);
  });

  it('a refused save shows the server msg once, as an error, and keeps what was typed', async () => {
    mockServer.use(http.post('*/blade-user/update-info', () => HttpResponse.json({ code: 400, success: false, msg: '邮箱已被其他账号使用', data: null })));
    await openProfile();
    await typeInto('联系电话', '13612345678');
    await typeInto('邮箱', 'taken@shenergy.com.cn');
    await saveInfo();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('邮箱已被其他账号使用');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('邮箱已被其他账号使用')).toHaveLength(1);
    expect(screen.queryByText('修改信息成功!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('联系电话')).toHaveValue('13612345678');
    expect(screen.getByLabelText('邮箱')).toHaveValue('taken@shenergy.com.cn');
  });

  it('a save that gets no answer says 未知错误 and keeps what was typed', async () => {
    mockServer.use(http.post('*/blade-user/update-info', () => HttpResponse.error()));
    await openProfile();
    await typeInto('联系电话', '13612345678');
    await saveInfo();
    expect(await screen.findByRole('alert')).toHaveTextContent('未知错误');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13612345678');
  });
});

describe('password change (spec 2.8, 5)', () => {
  const fill = async (old: string, next: string, again: string) => {
    await typeInto('原始密码', old);
    await typeInto('新密码', next);
    await typeInto('确认新密码', again);
  };

  it.each([
    ['原始密码', ['', 'Admin456', 'Admin456'], '请输入原始密码'],
    ['新密码', ['Admin123', '', ''], '请输入新密码'],
    ['新密码', ['Admin123', 'Ab1', 'Ab1'], '新密码须为6-16位，含大写字母、小写字母和数字'],
    ['新密码', ['Admin123', 'admin456', 'admin456'], '新密码须为6-16位，含大写字母、小写字母和数字'],
    ['新密码', ['Admin123', 'ADMIN456', 'ADMIN456'], '新密码须为6-16位，含大写字母、小写字母和数字'],
    ['新密码', ['Admin123', 'AdminAdmin', 'AdminAdmin'], '新密码须为6-16位，含大写字母、小写字母和数字'],
    ['新密码', ['Admin123', 'Admin4567890123456', 'Admin4567890123456'], '新密码须为6-16位，含大写字母、小写字母和数字'],
    ['确认新密码', ['Admin123', 'Admin456', ''], '请确认新密码'],
    ['确认新密码', ['Admin123', 'Admin456', 'Admin457'], '两次输入的密码不一致'],
  ])('%s with %j -> %s', async (label, [old, next, again], message) => {
    const changes = countCalls('/blade-user/update-password');
    await openProfile();
    await openPasswordTab();
    await fill(old, next, again);
    await changePassword();
    expect(await errorOf(label)).toBe(message);
    expect(changes).toEqual([]);
  });

  it('empty fields name all three spec 5 messages', async () => {
    await openProfile();
    await openPasswordTab();
    await changePassword();
    expect(await errorOf('原始密码')).toBe('请输入原始密码');
    expect(await errorOf('新密码')).toBe('请输入新密码');
    expect(await errorOf('确认新密码')).toBe('请确认新密码');
  });

  it('sends the md5 of the old, the new and the confirmed password, as BladeX expects (never the plain text)', async () => {
    const sent: Array<Record<string, string>> = [];
    mockServer.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/blade-user/update-password')) sent.push(Object.fromEntries(url.searchParams));
    });
    await openProfile();
    await openPasswordTab();
    await fill('Admin123', 'Admin456', 'Admin456');
    await changePassword();
    expect(await screen.findByText('修改密码成功!')).toBeInTheDocument();
    expect(sent).toEqual([{ oldPassword: SparkMD5.hash('Admin123'), newPassword: SparkMD5.hash('Admin456'), newPassword1: SparkMD5.hash('Admin456') }]);
  });

  it('a wrong old password shows the server msg once and keeps the fields; the right one: 修改密码成功! and empty fields', async () => {
    await openProfile();
    await openPasswordTab();
    await fill('Wrong123', 'Admin456', 'Admin456');
    await changePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is wrong');
    expect(screen.getAllByText('The password is wrong')).toHaveLength(1);
    expect(screen.getByLabelText('原始密码')).toHaveValue('Wrong123');
    expect(admin().passwordMd5).toBe(SparkMD5.hash('Admin123'));

    await typeInto('原始密码', 'Admin123');
    await changePassword();
    expect(await screen.findByText('修改密码成功!')).toBeInTheDocument();
    expect(admin().passwordMd5).toBe(SparkMD5.hash('Admin456'));
    await waitFor(() => {
      for (const label of ['原始密码', '新密码', '确认新密码']) expect(screen.getByLabelText(label)).toHaveValue('');
    });
  });
});

describe('access (spec 2.1, 6)', () => {
  it('without /monitor/top/userDetail the page is 403 and the profile is never fetched', async () => {
    mockServer.use(http.post('*/blade-user/buttonVerification', () => HttpResponse.json({ code: 200, success: true, msg: '暂无权限', data: null })));
    const profileCalls = countCalls('/blade-user/info');
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
    expect(screen.queryByLabelText('联系电话')).not.toBeInTheDocument();
    expect(profileCalls).toEqual([]);
  });

  it('asks for /monitor/top/userDetail, and shows loading, not 403, while the answer is on its way', async () => {
    const asked: Array<string | null> = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.post('*/blade-user/buttonVerification', async ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('value'));
        await answered;
        return HttpResponse.json({ code: 200, success: true, msg: '成功', data: null });
      }),
    );
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    expect(await screen.findByRole('status')).toHaveTextContent(/加载中/);
    await delay(200);
    expect(screen.queryByText('403')).not.toBeInTheDocument();
    expect(asked).toEqual(['/monitor/top/userDetail']);
    answer();
    await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue(admin().phone));
    expect(screen.queryByText('403')).not.toBeInTheDocument();
  });

  it('a profile that fails to load says so and loads again on retry', async () => {
    let failures = 1;
    mockServer.use(
      http.get(PROFILE, () => {
        if (failures-- > 0) return HttpResponse.json({ code: 500, success: false, msg: '服务器繁忙', data: null });
        return undefined; // on to the stateful handler
      }),
    );
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    expect(await screen.findByText('个人信息加载失败')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByLabelText('联系电话')).toHaveValue(admin().phone));
  });
});

describe('a refusal keeps the session (BladeX answers a role guard with 401: role/tree is for administrators)', () => {
  const ROLE_TREE = '*/blade-system/role/tree';
  const refuseRoleTree = () => {
    const asked: string[] = [];
    mockServer.use(
      http.get(ROLE_TREE, ({ request }) => {
        asked.push(request.headers.get('Blade-Auth') ?? '');
        return HttpResponse.json({ code: 401, success: false, data: {}, msg: '请求未授权' }, { status: 401 });
      }),
    );
    return asked;
  };
  let signedOut: number;
  beforeEach(() => {
    signedOut = 0;
    httpEvents.setUnauthorizedHandler(() => {
      signedOut += 1;
      useSessionStore.getState().clear();
    });
  });
  const roleField = () => screen.getByLabelText('角色');

  it('within the token\'s own expiry: the role field says 暂无权限, nothing is toasted, the operator stays signed in', async () => {
    useSessionStore.setState({ tokenSavedAt: Date.now() });
    const asked = refuseRoleTree();
    await openProfile();
    await waitFor(() => expect(roleField()).toHaveValue('暂无权限'));
    expect(asked).toHaveLength(1);
    expect(signedOut).toBe(0);
    expect(useSessionStore.getState().token).toBeTruthy();
    expect(screen.queryByText('请求未授权')).not.toBeInTheDocument();
    // the rest of the page works: the phone and email can still be saved
    expect(screen.getByLabelText('联系电话')).toHaveValue(admin().phone);
  });

  it('past its expiry: one refresh that succeeds, the call is sent again with the new token, still refused: 暂无权限, still signed in', async () => {
    const { access, refresh } = sessions.issue(admin());
    useSessionStore.setState({ token: access, refreshToken: refresh, tokenSavedAt: Date.now() - 2 * 3600_000 });
    const asked = refuseRoleTree();
    await openProfile();
    await waitFor(() => expect(roleField()).toHaveValue('暂无权限'));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(`bearer ${useSessionStore.getState().token}`);
    expect(asked[1]).not.toBe(asked[0]);
    expect(signedOut).toBe(0);
  });

  it('past its expiry with a refresh that fails: signed out (spec 8)', async () => {
    useSessionStore.setState({ refreshToken: 'revoked-refresh-token', tokenSavedAt: Date.now() - 2 * 3600_000 });
    refuseRoleTree();
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    await waitFor(() => expect(signedOut).toBe(1));
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it('says No Authority in English', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    useSessionStore.setState({ tokenSavedAt: Date.now() });
    refuseRoleTree();
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('No Authority'));
    expect(signedOut).toBe(0);
  });
});

describe('English (both languages)', () => {
  it('labels, tabs and the password rule speak English', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    renderRoutes([{ path: '/info/index', element: <ProfilePage /> }], '/info/index');
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue(admin().phone));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'Change password' }));
    const form = (await screen.findByLabelText('Current password')).closest('form')!;
    await typeInto('Current password', 'Admin123');
    await typeInto('New password', 'weakpass');
    await typeInto('Confirm new password', 'weakpass');
    await user().click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await errorOf('New password')).toBe('New password: 6–16 characters with upper case, lower case and a digit');
    await typeInto('New password', 'Strong456');
    await user().click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await errorOf('Confirm new password')).toBe('The two entered passwords are inconsistent');
  });
});
