// spec 3, 4, 5, 8: the notice page against the mock backend - a failed save keeps what was
// typed, a refusal naming a field shows under it, closing with changes asks first, a delete names what
// goes and steps back when the last page empties, and a user whose menu lacks the page gets 403.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import type { MockInform } from '../../mocks/world/types';
import '../../src/lib/session';
import InformPage from '../../src/features/inform/InformPage';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);
withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/monitor/inform/index';
const open = (search = '') => renderRoutes([{ path: PATH, element: <InformPage /> }], `${PATH}${search}`);
const user = () => userEvent.setup();
/** antd's latest confirm dialog, found by its title (its dialog is not named by it; a closed one may linger). */
const confirmTitled = async (title: string) => (await screen.findAllByText(title)).at(-1)!.closest<HTMLElement>('[role="dialog"]')!;

const notice = (i: number): MockInform => ({
  id: String(9000 + i),
  title: `通知${String(i).padStart(2, '0')}`,
  content: '内容',
  datetime: `2026-11-${String(30 - i).padStart(2, '0')} 08:00:00`,
  status: 0,
  readBy: [],
  sent: false,
});

async function openAddDialog() {
  await user().click(await screen.findByRole('button', { name: '新增通知' }));
  return screen.findByRole('dialog', { name: '新增通知' });
}

describe('the notice form', () => {
  beforeEach(() => {
    db.world.informs = [];
  });

  it('keeps what was typed when the server fails, and asks before closing with changes', async () => {
    open();
    const dialog = await openAddDialog();
    await user().type(within(dialog).getByLabelText('标题'), '停电检修通知');
    await user().type(within(dialog).getByLabelText('内容'), '11月25日停电检修。');
    mockServer.use(http.post('*/inform/submit', () => HttpResponse.json({ code: 500, success: false, msg: '服务器繁忙，请稍后再试', data: null })));
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(within(dialog).getByLabelText('标题')).toHaveValue('停电检修通知');
    expect(within(dialog).getByLabelText('内容')).toHaveValue('11月25日停电检修。');

    await user().click(within(dialog).getByRole('button', { name: '取消' }));
    const confirm = await confirmTitled('有未保存的修改');
    await user().click(within(confirm).getByRole('button', { name: '继续编辑' }));
    expect(within(dialog).getByLabelText('标题')).toHaveValue('停电检修通知');
    await user().click(within(dialog).getByRole('button', { name: '取消' }));
    await user().click(within(await confirmTitled('有未保存的修改')).getByRole('button', { name: '确定关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增通知' })).not.toBeInTheDocument());
    expect(db.world.informs).toHaveLength(0);
  });

  it('shows a refusal that names its field under that field', async () => {
    open();
    const dialog = await openAddDialog();
    await user().type(within(dialog).getByLabelText('标题'), '停电检修通知');
    await user().type(within(dialog).getByLabelText('内容'), '内容');
    mockServer.use(http.post('*/inform/submit', () => HttpResponse.json({ code: 400, success: false, msg: '推送的部门不存在', data: { field: 'deptIds' } })));
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    const field = within(dialog).getByRole('combobox', { name: '推送企业' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const helpId = field.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('_help'))!;
    expect(document.getElementById(helpId)).toHaveTextContent('推送的部门不存在');
  });

  it('checks spec 5 before calling the server: the title without surrounding spaces, content required', async () => {
    const calls: string[] = [];
    mockServer.events.on('request:start', ({ request }) => request.url.includes('/inform/submit') && calls.push(request.url));
    open();
    const dialog = await openAddDialog();
    await user().type(within(dialog).getByLabelText('标题'), '停电检修通知 ');
    await user().click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('首尾不能输入空格')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入内容')).toBeInTheDocument(); // the rich editor's rule may answer a moment later
    expect(within(dialog).getByText('7 / 50')).toBeInTheDocument(); // the counter counts the space
    expect(calls).toEqual([]);
  });
});

describe('the notice list', () => {
  it('a delete names what goes; removing the last row of the last page steps back a page', async () => {
    db.world.informs = Array.from({ length: 11 }, (_, i) => notice(i + 1));
    const { router } = open('?current=2');
    const row = await screen.findByRole('row', { name: /通知11/ });
    await user().click(within(row).getByRole('button', { name: '删除 通知11' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['通知11']);
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('current')).toBe('1'));
    expect(await screen.findByRole('row', { name: /通知01/ })).toBeInTheDocument();
    expect(db.world.informs).toHaveLength(10);
  });

  it('selects across the page, counts the selection and deletes the chosen ones in one go', async () => {
    db.world.informs = Array.from({ length: 3 }, (_, i) => notice(i + 1));
    open();
    await screen.findByRole('row', { name: /通知01/ });
    await user().click(within(screen.getByRole('row', { name: /通知01/ })).getByRole('checkbox'));
    await user().click(within(screen.getByRole('row', { name: /通知03/ })).getByRole('checkbox'));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['通知01', '通知03']);
    await user().click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(db.world.informs.map((n) => n.title)).toEqual(['通知02']));
    await waitFor(() => expect(screen.queryByRole('row', { name: /通知01/ })).not.toBeInTheDocument());
  });

  it('the title filter goes to the address and an empty result says so', async () => {
    db.world.informs = Array.from({ length: 3 }, (_, i) => notice(i + 1));
    const { router } = open();
    await screen.findByRole('row', { name: /通知01/ });
    await user().type(screen.getByLabelText('标题'), '不存在的标题');
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('没有符合条件的通知')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('title')).toBe('不存在的标题');
  });
});

describe('the page by the server menu (spec 6)', () => {
  it('a user whose menu lacks 通知管理 gets 403, not the page', async () => {
    const operator = db.world.users.find((u) => u.account === 'operator')!;
    const inform = db.world.menus.find((m) => m.path === PATH)!;
    const grant = db.world.roleGrants.find((g) => g.roleId === operator.roleId)!;
    grant.menuIds = grant.menuIds.filter((id) => id !== inform.id);
    signInAsSeeded('operator');
    open();
    expect(await screen.findByText('抱歉，您无权访问此页面。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
