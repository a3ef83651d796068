// spec 2.7 / 4 / 5 / 6 / 9: the company tree's buttons and what they refuse before any dialog opens.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCooldown } from '../../src/lib/useCooldown';
import { usePreferencesStore } from '../../src/stores/preferences';
import { companyWithRoles, entryOf, leafWithDevices, machine, openPlant, renderToolbar, root, toolbarButton, useMockBackend } from './departmentHarness';

useMockBackend();

describe('buttons by permission (spec 6)', () => {
  it.each([
    [{ canAdd: true, canEdit: true }, ['新增', '编辑', '删除', '划拨']],
    [{ canAdd: true, canEdit: false }, ['新增']],
    [{ canAdd: false, canEdit: true }, ['编辑', '删除', '划拨']],
  ])('%j shows %j', (permissions, names) => {
    renderToolbar(entryOf(openPlant()), permissions);
    const bar = screen.getByRole('toolbar', { name: '企业操作' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(names);
  });

  it('shows nothing without departAdd and departEdit', () => {
    renderToolbar(entryOf(openPlant()), { canAdd: false, canEdit: false });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

describe('refusals before a dialog opens (spec 4, 5, 8)', () => {
  it.each([
    ['a company whose users hold roles', companyWithRoles, '该企业下已有设备或角色，不允许新增下级企业'],
    ['equipment (a whole-machine device)', machine, '设备下不允许创建企业'],
    ['a leaf organisation holding devices', () => leafWithDevices()!, '该企业下已有设备或角色，不允许新增下级企业'],
  ])('add under %s is refused with its message and the button waits', async (_, pick, message) => {
    const company = pick();
    expect(company, 'the seed has such a company').toBeDefined();
    renderToolbar(entryOf(company));
    await userEvent.click(toolbarButton('新增'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(toolbarButton('新增')).toBeDisabled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('add under a plant opens the form with the plant as parent', async () => {
    const plant = openPlant();
    renderToolbar(entryOf(plant));
    await userEvent.click(toolbarButton('新增'));
    const dialog = await screen.findByRole('dialog', { name: '新增企业' });
    expect(await within(dialog).findByText(plant.deptName)).toBeInTheDocument();
  });

  it('editing the root is refused with tips.editMessage', async () => {
    renderToolbar(entryOf(root()));
    await userEvent.click(toolbarButton('编辑'));
    expect(await screen.findByText('顶级企业不允许编辑')).toBeInTheDocument();
    await waitFor(() => expect(toolbarButton('编辑')).toBeDisabled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edit opens the form filled from the detail call', async () => {
    const plant = openPlant();
    renderToolbar(entryOf(plant));
    await userEvent.click(toolbarButton('编辑'));
    const dialog = await screen.findByRole('dialog', { name: '编辑企业' });
    expect(within(dialog).getByLabelText('企业名称')).toHaveValue(plant.deptName);
    expect(within(dialog).getByLabelText('地图位置')).toHaveValue(plant.mapAddress);
  });

  it.each([['编辑'], ['删除']])('%s without a chosen company asks to choose one', async (name) => {
    renderToolbar(null);
    await userEvent.click(toolbarButton(name));
    expect(await screen.findByText('请先选择企业')).toBeInTheDocument();
    expect(toolbarButton(name)).toBeDisabled();
  });
});

describe('re-enable after a message (spec 9: 3 s)', () => {
  it('is disabled for exactly 3 s, and a second message restarts the wait', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCooldown());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('brings the toolbar button back after the message', async () => {
    renderToolbar(entryOf(root()));
    await userEvent.click(toolbarButton('编辑'));
    await screen.findByText('顶级企业不允许编辑');
    await waitFor(() => expect(toolbarButton('编辑')).toBeDisabled());
    await waitFor(() => expect(toolbarButton('编辑')).toBeEnabled());
  });
});

describe('keyboard and language', () => {
  it('moves between the buttons with the arrow keys, Home and End', async () => {
    renderToolbar(entryOf(openPlant()));
    toolbarButton('新增').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(toolbarButton('编辑')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(toolbarButton('划拨')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(toolbarButton('新增')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(toolbarButton('划拨')).toHaveFocus();
  });

  it('speaks English when the language is en-US', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    try {
      renderToolbar(entryOf(root()));
      expect(screen.getByRole('toolbar', { name: 'Company actions' })).toBeInTheDocument();
      await userEvent.click(toolbarButton('Edit'));
      expect(await screen.findByText('The top-level company cannot be edited')).toBeInTheDocument();
    } finally {
      usePreferencesStore.setState({ language: 'zh-CN' });
    }
  });
});
