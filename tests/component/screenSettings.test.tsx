// spec 3, 5, 7: the big-screen settings against the mock backend - what was typed survives a
// refetch of the same settings (a re-shown tab), restore goes back to what is saved, polling off sends
// the saved period and idle time back unchecked, a refusal naming a field shows under it, and the
// industry screen settings follow the company chosen in the tree.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetScreenConfigQueryKey } from '../../generated/endpoints/screen/screen';
import type { BigScreenConfig } from '../../generated/model';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import '../../src/lib/session';
import ScreenSettingsPage from '../../src/features/screenSettings/ScreenSettingsPage';
import { queryClient } from '../../src/lib/queryClient';
import { useCompanySelection } from '../../src/stores/companySelection';
import { withMockBackend } from '../support/mockBackendLifecycle';
import { signInAsSeeded } from '../support/seededSession';
import { stubMatchMedia } from '../support/stubMatchMedia';
import { renderRoutes } from './renderWithApp';

stubMatchMedia(1366);
withMockBackend();
beforeEach(() => signInAsSeeded('admin'));

const PATH = '/monitor/configuration/index';
const user = () => userEvent.setup();

async function open() {
  renderRoutes([{ path: PATH, element: <ScreenSettingsPage /> }], PATH);
  const form = await screen.findByRole('form', { name: '平台大屏设置' });
  await waitFor(() => expect(within(form).getByLabelText('设备轮播周期')).toHaveValue('10'));
  return form;
}

async function replace(field: HTMLElement, value: string) {
  await user().tripleClick(field);
  await user().paste(value);
}

/** The bodies sent to screen/submit. */
function submitted() {
  const bodies: BigScreenConfig[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/screen/submit')) bodies.push((await request.clone().json()) as BigScreenConfig);
  });
  return bodies;
}

describe('platform big-screen settings', () => {
  it('keeps what was typed when the same settings come again, and restore goes back to them', async () => {
    const form = await open();
    await replace(within(form).getByLabelText('企业刷新时间'), '75');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();
    // A re-shown tab or a focus refetch brings the same saved settings: nothing typed is lost.
    await act(() => queryClient.invalidateQueries({ queryKey: getGetScreenConfigQueryKey() }));
    expect(within(form).getByLabelText('企业刷新时间')).toHaveValue('75');
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument();

    await user().click(screen.getAllByRole('button', { name: '恢复为已保存' })[0]);
    expect(within(form).getByLabelText('企业刷新时间')).toHaveValue('60');
    expect(screen.getAllByText('已保存')[0]).toBeInTheDocument();
  });

  it('refuses a fractional refresh time and a carousel period of 4 without calling the server', async () => {
    const bodies = submitted();
    const form = await open();
    await replace(within(form).getByLabelText('设备刷新时间'), '30.5');
    await replace(within(form).getByLabelText('设备轮播周期'), '4');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('刷新时间必须为整数')).toBeInTheDocument();
    expect(within(form).getByText('设备轮播周期最小为5秒')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('with polling off, its fields are disabled and unchecked, and their saved values go back', async () => {
    const bodies = submitted();
    const form = await open();
    await replace(within(form).getByLabelText('设备轮播周期'), '4');
    await user().click(within(form).getByRole('switch', { name: '设备轮播' }));
    expect(within(form).getByLabelText('设备轮播周期')).toBeDisabled();
    expect(within(form).getByLabelText('空闲后恢复轮播时间')).toBeDisabled();
    await user().click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ pollEnabled: false, deviceCarouselPeriod: 10, restorePollIdleTime: 120 });
    await waitFor(() => expect(db.world.bigScreen.pollEnabled).toBe(false));
  });

  it('shows a refusal that names a field under it (所选企业不存在 at the enterprises)', async () => {
    const form = await open();
    mockServer.use(http.post('*/screen/submit', () => HttpResponse.json({ code: 400, success: false, msg: '所选企业不存在', data: { field: 'deptIds' } })));
    await replace(within(form).getByLabelText('行业刷新时间'), '240');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    const field = within(form).getByRole('combobox', { name: '展示企业' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('行业刷新时间')).toHaveValue('240');
  });
});

describe('industry screen settings of the chosen company', () => {
  it('asks for a company first, then edits the chosen one and checks its address', async () => {
    await open();
    expect(screen.getByText('请在左侧企业树中选择企业')).toBeInTheDocument();
    const company = db.world.departments[1];
    act(() => useCompanySelection.getState().select({ id: company.id, label: company.deptName, property: false }));
    const form = await screen.findByRole('form', { name: '企业行业大屏设置' });
    const url = await within(form).findByLabelText('大屏地址');
    await replace(url, 'screen.example.cn');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入以 http:// 或 https:// 开头的正确网址')).toBeInTheDocument();

    await replace(url, 'https://screen.example.cn/industry/index.html');
    await user().click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.world.departments.find((d) => d.id === company.id)?.screenUrl).toBe('https://screen.example.cn/industry/index.html'));
  });
});
