// User management /monitor/user/user against the mock backend - the list (server paging, the
// company subtree, search in the address, step back), the confirms that name the accounts, the form's
// server refusal at its field and the unsaved-change warning, buttons by permission, 403 by verification.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session'; // registers the token source of the http client
import UsersPage from '../../src/features/users/UsersPage';
import { useCompanySelection } from '../../src/stores/companySelection';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { recordToasts, toastShown } from '../support/toastRecorder';
import { dialogTitled as dialog, noDialogTitled as noDialog } from './antdDialog';
import { renderRoutes } from './renderWithApp';

withMockBackend();
recordToasts();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/monitor/user/user';
const open = (path = PATH) => renderRoutes([{ path: PATH, element: <UsersPage /> }], path);
const user = () => userEvent.setup();
const region = () => screen.getByRole('region', { name: '用户管理' });
/** The accounts in the table, top to bottom. */
const accounts = () =>
  within(region())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
const search = (router: ReturnType<typeof open>['router']) => new URLSearchParams(router.state.location.search);

/** One more staff user, so that the list has a second page with one row. */
function addStaff(account: string) {
  const model = db.world.users.find((u) => u.account === 'zhangwei')!;
  db.world.users.push({ ...model, id: `11235988999${String(db.world.users.length).padStart(8, '0')}`, account, realName: '新员工', createTime: '2026-11-20 08:00:00' });
}

describe('the list', () => {
  it('shows one server page with the total, and the columns of the issue', async () => {
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    expect(accounts()[0]).toBe('admin');
    expect(within(region()).getByText(`共 ${db.world.users.length} 条`)).toBeInTheDocument();
    for (const header of ['登录账号', '用户姓名', '所属角色', '所属企业', '手机号码', '电子邮箱', '账号状态', '开始日期', '结束日期', '操作']) {
      expect(within(region()).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    // Status is said in words, not only by colour.
    expect(within(region()).getAllByText('正常').length).toBeGreaterThan(0);
  });

  it('lists the chosen company with everything below it, and starts that list at page 1', async () => {
    addStaff('extra01');
    const { router } = open(`${PATH}?current=2`);
    await waitFor(() => expect(accounts()).toEqual(['extra01']));
    const operator = db.world.users.find((u) => u.account === 'operator')!;
    const company = db.world.departments.find((d) => d.id === operator.deptId)!;
    useCompanySelection.getState().select({ id: company.id, label: company.deptName, property: false });
    await waitFor(() => expect(search(router).get('current')).toBe('1'));
    const below = new Set([company.id]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const d of db.world.departments) if (below.has(d.parentId) && !below.has(d.id)) grew = below.add(d.id).size > 0;
    }
    const expected = db.world.users.filter((u) => below.has(u.deptId)).map((u) => u.account);
    await waitFor(() => expect([...accounts()].sort()).toEqual([...expected].sort()));
    expect(screen.getByText(`所属企业：${company.deptName}（含下级企业）`)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '显示全部企业' }));
    await waitFor(() => expect(accounts()).toHaveLength(10));
  });

  it('searches by account (the address keeps it) and offers a reset when nothing matches', async () => {
    const { router } = open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    await user().type(within(region()).getByLabelText('登录账号'), 'OPER');
    await user().click(within(region()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(accounts()).toEqual(['operator']));
    expect(search(router).get('account')).toBe('OPER');

    await user().clear(within(region()).getByLabelText('登录账号'));
    await user().type(within(region()).getByLabelText('登录账号'), 'nobody');
    await user().click(within(region()).getByRole('button', { name: '查询' }));
    expect(await within(region()).findByText('没有符合条件的用户')).toBeInTheDocument();
    await user().click(within(region()).getAllByRole('button', { name: '重置' }).at(-1)!);
    await waitFor(() => expect(accounts()).toHaveLength(10));
    expect(search(router).get('account')).toBeNull();
    expect(within(region()).getByLabelText('登录账号')).toHaveValue('');
  });

  it('says a failed load and retries it', async () => {
    let fail = true;
    mockServer.use(http.get('*/blade-user/page', () => (fail ? HttpResponse.json({ code: 500, success: false, msg: '服务器繁忙', data: null }, { status: 500 }) : undefined)));
    open();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    await user().click(within(region()).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(accounts()).toHaveLength(10));
  });
});

describe('remove and reset password', () => {
  it('the confirm names what goes; removing the last row of the last page steps back', async () => {
    addStaff('extra01');
    const { router } = open(`${PATH}?current=2`);
    await waitFor(() => expect(accounts()).toEqual(['extra01']));
    await user().click(within(region()).getByRole('button', { name: '删除 extra01' }));
    const confirm = await dialog('删除用户');
    expect(confirm).toHaveTextContent('确定删除以下 1 个用户吗？');
    expect(confirm).toHaveTextContent('新员工（extra01）');
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    await toastShown('操作成功!');
    await waitFor(() => expect(search(router).get('current')).toBe('1'));
    await waitFor(() => expect(accounts()[0]).toBe('admin'));
    expect(db.world.users.some((u) => u.account === 'extra01')).toBe(false);
  });

  it('the signed-in account cannot be chosen or removed', async () => {
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    expect(within(region()).getByRole('button', { name: '删除 admin' })).toBeDisabled();
    const adminRow = within(region()).getAllByRole('row')[1];
    expect(within(adminRow).getByRole('checkbox')).toBeDisabled();
  });

  it('a batch reset names the accounts and the new password, then the accounts have it', async () => {
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    const rows = within(region()).getAllByRole('row');
    await user().click(within(rows[2]).getByRole('checkbox'));
    await user().click(within(rows[3]).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: '已选择的行' });
    expect(bar).toHaveTextContent('已选择 2 项');
    await user().click(within(bar).getByRole('button', { name: /重置密码/ }));
    const confirm = await dialog('重置密码');
    expect(confirm).toHaveTextContent('确定将以下 2 个账号的密码重置为 123456 吗？');
    expect(confirm).toHaveTextContent('（operator）');
    expect(confirm).toHaveTextContent('（zhangwei）');
    await user().click(within(confirm).getByRole('button', { name: '重置' }));
    await toastShown('密码已重置为 123456');
    for (const account of ['operator', 'zhangwei']) expect(db.world.users.find((u) => u.account === account)!.passwordMd5).toBe(SparkMD5.hash('123456'));
  });
});

describe('the user form', () => {
  it('edits from the server\'s record, shows the server\'s refusal at the field it names, keeps what was typed, then saves', async () => {
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    await user().click(within(region()).getByRole('button', { name: '编辑 zhangwei' }));
    const form = await dialog('编辑用户');
    // A moment of loading: the form starts from the server's record (getUserDetail).
    const account = await within(form).findByLabelText('登录账号');
    await waitFor(() => expect(account).toHaveValue('zhangwei'));
    expect(within(form).queryByLabelText('密码')).not.toBeInTheDocument(); // the password is not changed here
    await user().clear(account);
    await user().type(account, 'operator');
    await user().clear(within(form).getByLabelText('用户姓名'));
    await user().type(within(form).getByLabelText('用户姓名'), '张伟伟');
    await user().click(within(form).getByRole('button', { name: '保存' }));

    // Clearing the account showed 请输入登录账号 for a moment: wait for the server's own words.
    await toastShown('当前用户 [operator] 已存在!');
    await waitFor(() => expect(within(form).getAllByText('当前用户 [operator] 已存在!').length).toBeGreaterThan(0));
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('用户姓名')).toHaveValue('张伟伟');

    await user().clear(account);
    await user().type(account, 'zhangwei2');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    await toastShown('操作成功!');
    await noDialog('编辑用户');
    expect(db.world.users.find((u) => u.account === 'zhangwei2')).toMatchObject({ realName: '张伟伟' });
    await waitFor(() => expect(accounts()).toContain('zhangwei2'));
  });

  it('refuses each empty required field with its spec 5 message, and sends nothing', async () => {
    const submits: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/blade-user/submit')) submits.push(request.url);
    });
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    await user().click(within(region()).getByRole('button', { name: '新增用户' }));
    const form = await dialog('新增用户');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    for (const message of ['请输入登录账号', '请输入用户姓名', '请输入密码', '请再次输入密码', '请选择角色', '请选择所属企业', '请输入联系电话', '请输入邮箱地址']) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(submits).toEqual([]);
  });

  it('asks before closing with unsaved changes, and keeps them when the answer is to go on', async () => {
    open();
    await waitFor(() => expect(accounts()).toHaveLength(10));
    await user().click(within(region()).getByRole('button', { name: '新增用户' }));
    const form = await dialog('新增用户');
    await user().type(within(form).getByLabelText('登录账号'), 'half_typed');
    await user().click(within(form).getByRole('button', { name: '取消' }));
    const ask = await dialog('有未保存的修改');
    await user().click(within(ask).getByRole('button', { name: '继续编辑' }));
    expect(within(form).getByLabelText('登录账号')).toHaveValue('half_typed');
  });
});

describe('by permission', () => {
  it('the operator sees the users, and nothing to add, edit, remove or select with', async () => {
    signInAsSeeded('operator');
    open();
    await waitFor(() => expect(accounts().length).toBeGreaterThan(0));
    expect(within(region()).queryByRole('button', { name: '新增用户' })).not.toBeInTheDocument();
    expect(within(region()).queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
    expect(within(region()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('a user the verification call refuses gets 403', async () => {
    mockServer.use(http.post('*/blade-user/userVerification', () => HttpResponse.json({ code: 200, success: true, msg: '暂无权限', data: null })));
    open();
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
  });
});
