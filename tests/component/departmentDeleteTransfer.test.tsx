// spec 4 "Department delete" / 5 "Transfer and deletion" / 8 "Selection and deletion", "Transfer":
// confirm, password re-entry (md5 check) and removal; the transfer dialog's two tabs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SparkMD5 from 'spark-md5';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { useCompanySelection } from '../../src/stores/companySelection';
import { childrenOf, entryOf, machine, openPlant, renderToolbar, toolbarButton, useMockBackend } from './departmentHarness';

useMockBackend();

/** Every request the mock received, as method + path + query. */
function recordRequests() {
  const seen: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

describe('delete with password re-entry', () => {
  async function openPassword(entry = entryOf(openPlant())) {
    // the breadcrumb holds the path down to the node, so it can pop back to the parent
    const parent = db.world.departments.find((d) => d.id === db.world.departments.find((x) => x.id === entry.id)!.parentId)!;
    renderToolbar(entry);
    useCompanySelection.getState().select(entry, [entryOf(parent)]);
    await userEvent.click(toolbarButton('删除'));
    const confirm = await screen.findByRole('dialog', { name: '删除企业' });
    expect(confirm).toHaveTextContent(`确定删除“${entry.label}”吗？`);
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    return screen.findByRole('dialog', { name: '请输入登录密码' });
  }
  const password = (dialog: HTMLElement) => within(dialog).getByLabelText('登录密码');
  const ok = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '确定' });

  it('cancel at the confirm deletes nothing', async () => {
    const plant = openPlant();
    renderToolbar(entryOf(plant));
    await userEvent.click(toolbarButton('删除'));
    const confirm = await screen.findByRole('dialog', { name: '删除企业' });
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.world.departments.some((d) => d.id === plant.id)).toBe(true);
  });

  it.each([
    ['', '请输入密码', false],
    ['wrong-password', '密码错误', true],
  ])('password %j shows only %s and deletes nothing', async (typed, message, checked) => {
    const requests = recordRequests();
    const plant = openPlant();
    const dialog = await openPassword(entryOf(plant));
    if (typed) await userEvent.type(password(dialog), typed);
    await userEvent.click(ok(dialog));
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription(message));
    // one message at a time: under the field, no toast beside it
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const checks = requests.filter((r) => r.includes('/blade-user/checkPassword'));
    expect(checks).toEqual(checked ? [`POST /api/blade-user/checkPassword?password=${SparkMD5.hash(typed)}`] : []);
    expect(requests.some((r) => r.includes('/department/remove'))).toBe(false);
    expect(db.world.departments.some((d) => d.id === plant.id)).toBe(true);
  });

  it('a wrong password then an empty one replaces the message, and the button rests 3 s after tips.err', async () => {
    const dialog = await openPassword();
    await userEvent.type(password(dialog), 'nope');
    await userEvent.click(ok(dialog));
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription('密码错误'));
    expect(ok(dialog)).toBeDisabled();
    await waitFor(() => expect(ok(dialog)).toBeEnabled());
    await userEvent.clear(password(dialog));
    await userEvent.click(ok(dialog));
    await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription('请输入密码'));
    expect(screen.queryByText('密码错误')).toBeNull();
  });

  it('the right password deletes the company and its subtree; the breadcrumb pops to the parent', async () => {
    const requests = recordRequests();
    const plant = openPlant();
    const below = childrenOf(plant.id).map((d) => d.id);
    const dialog = await openPassword(entryOf(plant));
    await userEvent.type(password(dialog), 'Admin123{Enter}');
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toContain(`POST /api/blade-user/checkPassword?password=${SparkMD5.hash('Admin123')}`);
    expect(requests).toContain(`POST /api/department/remove?id=${plant.id}`);
    expect(db.world.departments.some((d) => d.id === plant.id || below.includes(d.id))).toBe(false);
    expect(useCompanySelection.getState().selected?.id).toBe(plant.parentId);
    expect(useCompanySelection.getState().breadcrumb.some((e) => e.id === plant.id)).toBe(false);
  });

  it.each([
    ['1', true, 1],
    ['a non-empty string', true, 'ok'],
    ['0', false, 0],
    ['an empty string', false, ''],
    ['null', false, null],
  ])('a password check reply of %s (spec 7: a truthy reply allows deletion) deletes: %s', async (_, deletes, data) => {
    const requests = recordRequests();
    mockServer.use(http.post('*/blade-user/checkPassword', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data })));
    const plant = openPlant();
    const dialog = await openPassword(entryOf(plant));
    await userEvent.type(password(dialog), 'anything{Enter}');
    if (deletes) {
      expect(await screen.findByText('删除成功')).toBeInTheDocument();
      expect(requests).toContain(`POST /api/department/remove?id=${plant.id}`);
    } else {
      await waitFor(() => expect(password(dialog)).toHaveAccessibleDescription('密码错误'));
      expect(requests.some((r) => r.startsWith('POST /api/department/remove'))).toBe(false);
    }
  });

  it('keeps the dialog and the typed password when the server refuses the removal', async () => {
    mockServer.use(http.post('*/department/remove', () => HttpResponse.json({ code: 400, success: false, msg: '该企业不允许删除', data: null })));
    const dialog = await openPassword();
    await userEvent.type(password(dialog), 'Admin123');
    await userEvent.click(ok(dialog));
    expect(await screen.findByText('该企业不允许删除')).toBeInTheDocument();
    expect(password(dialog)).toHaveValue('Admin123');
  });
});

describe('transfer (spec 2.7, 3, 5, 8)', () => {
  async function openTransfer(entry = entryOf(machine())) {
    renderToolbar(entry);
    await userEvent.click(toolbarButton('划拨'));
    return screen.findByRole('dialog', { name: '划拨' });
  }
  const submit = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  const errorOf = async (dialog: HTMLElement, label: string, panel = dialog) => {
    const field = within(panel).getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // Read inside the wait: antd re-renders the error node while its message settles (a read after the
    // wait found it replaced once on a loaded machine).
    let text = '';
    await waitFor(() => {
      text = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
      expect(text).not.toBe('');
    });
    return text;
  };
  const chooseOption = async (dialog: HTMLElement, label: string, optionText: string, panel = dialog) => {
    await userEvent.click(within(panel).getByLabelText(label));
    const options = await screen.findAllByTitle(optionText);
    await userEvent.click(options[options.length - 1]);
  };

  it('has both tabs; transfer company needs a target', async () => {
    const dialog = await openTransfer();
    expect(within(dialog).getByRole('tab', { name: '划拨企业' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: '划拨设备' })).toBeInTheDocument();
    await submit(dialog);
    expect(await errorOf(dialog, '目标企业', within(dialog).getByRole('tabpanel'))).toBe('请选择目标企业');
  });

  it('transfer company moves every device of the source to the target; 划拨设备成功', async () => {
    const requests = recordRequests();
    const source = machine();
    const target = childrenOf(source.parentId).find((d) => d.id !== source.id)!;
    const moving = db.world.devices.filter((d) => d.deptId === source.id).map((d) => d.deviceId);
    const dialog = await openTransfer(entryOf(source));
    const panel = within(dialog).getByRole('tabpanel');
    await chooseOption(dialog, '目标企业', target.deptName, panel);
    await submit(dialog);
    expect(await screen.findByText('划拨设备成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toContain(`POST /api/web/deptTransfer?orginName=${source.id}&targetDeptId=${target.id}`);
    expect(db.world.devices.filter((d) => moving.includes(d.deviceId)).every((d) => d.deptId === target.id)).toBe(true);
    // spec 8 "reloads": the tree is fetched again
    expect(requests.filter((r) => r.startsWith('GET /api/department/tree')).length).toBeGreaterThanOrEqual(2);
  });

  it('transfer device needs devices and a target, then moves only the chosen devices', async () => {
    const requests = recordRequests();
    const source = machine();
    const target = childrenOf(source.parentId).find((d) => d.id !== source.id)!;
    const devices = db.world.devices.filter((d) => d.deptId === source.id).sort((a, b) => a.deviceName.localeCompare(b.deviceName, 'zh-CN'));
    const dialog = await openTransfer(entryOf(source));
    await userEvent.click(within(dialog).getByRole('tab', { name: '划拨设备' }));
    const panel = within(dialog).getAllByRole('tabpanel').find((p) => p.querySelector('[type=checkbox]') || within(p).queryByText('设备'))!;
    await within(panel).findByRole('checkbox', { name: devices[0].deviceName });
    await submit(dialog);
    expect(await errorOf(dialog, '目标企业', panel)).toBe('请选择目标企业');
    expect(await within(panel).findByText('请选择要划拨的设备')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('checkbox', { name: devices[0].deviceName }));
    await chooseOption(dialog, '目标企业', target.deptName, panel);
    await submit(dialog);
    expect(await screen.findByText('划拨设备成功')).toBeInTheDocument();
    expect(requests).toContain(`POST /api/device/subordinateChange?deviceIds=${devices[0].deviceId}&transferDeptId=${target.id}`);
    expect(db.world.devices.find((d) => d.deviceId === devices[0].deviceId)?.deptId).toBe(target.id);
    for (const other of devices.slice(1)) expect(db.world.devices.find((d) => d.deviceId === other.deviceId)?.deptId).toBe(source.id);
  });

  it('shows the server msg on failure and keeps the dialog', async () => {
    mockServer.use(http.post('*/web/deptTransfer', () => HttpResponse.json({ code: 400, success: false, msg: '目标企业不存在', data: null })));
    const source = machine();
    const target = childrenOf(source.parentId).find((d) => d.id !== source.id)!;
    const dialog = await openTransfer(entryOf(source));
    await chooseOption(dialog, '目标企业', target.deptName, within(dialog).getByRole('tabpanel'));
    await submit(dialog);
    expect(await screen.findByText('目标企业不存在')).toBeInTheDocument();
    expect(screen.queryByText('划拨设备成功')).toBeNull();
    expect(screen.getByRole('dialog', { name: '划拨' })).toBeInTheDocument();
  });

  it('without a chosen company the source is required', async () => {
    const dialog = await openTransfer(null as never);
    await submit(dialog);
    expect(await errorOf(dialog, '原企业', within(dialog).getByRole('tabpanel'))).toBe('请选择原企业');
  });
});
