// spec 2.7 / 5 "Department form" / 8 "Images": every rule's message, the pictures' checks and the
// map picker, against the mock backend.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { useCompanySelection } from '../../src/stores/companySelection';
import { usePreferencesStore } from '../../src/stores/preferences';
import { entryOf, openPlant, renderToolbar, toolbarButton, useMockBackend } from './departmentHarness';

// happy-dom decodes no pictures: each test says what size the chosen picture has.
const picture = vi.hoisted(() => ({ width: 100, height: 100 }));
vi.mock('../../src/features/department/readImageSize', () => ({ readImageSize: async () => ({ ...picture }) }));

useMockBackend();

async function openAdd(selected = entryOf(openPlant())) {
  renderToolbar(selected);
  await userEvent.click(toolbarButton('新增'));
  return screen.findByRole('dialog', { name: '新增企业' });
}
async function openEdit(selected = entryOf(openPlant())) {
  renderToolbar(selected);
  await userEvent.click(toolbarButton('编辑'));
  return screen.findByRole('dialog', { name: '编辑企业' });
}
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
/** The error under a field: antd ties it to the control with aria-describedby (and aria-invalid). */
const errorOf = async (dialog: HTMLElement, label: string) => {
  const field = within(dialog).getByLabelText(label);
  const text = () => (document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '').trim();
  await waitFor(() => {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(text()).not.toBe('');
  });
  return text();
};
/**
 * A dialog by its title. Nested dialogs cannot be found by name here: antd's ids are fixed in tests
 * ('test-id'), so every dialog's aria-labelledby points at the first title. Browsers (e2e) are fine.
 */
const dialogTitled = (title: string) =>
  waitFor(
    () => {
      const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
      if (!found) throw new Error(`no dialog titled ${title}`);
      return found;
    });
// The file input is out of sight (its button opens it), so pointer checks are off for upload().
const upload = (input: HTMLElement, file: File, applyAccept = true) => userEvent.setup({ pointerEventsCheck: 0, applyAccept }).upload(input, file);
const noErrorOf = (dialog: HTMLElement, label: string) =>
  waitFor(() => expect(within(dialog).getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true'));

describe('validation messages (spec 5)', () => {
  it('names every missing required field', async () => {
    const dialog = await openAdd(null as never);
    await save(dialog);
    expect(await errorOf(dialog, '企业名称')).toBe('企业名称不能为空');
    expect(await errorOf(dialog, '上级企业')).toBe('请选择上级企业');
    expect(await errorOf(dialog, '所属行业')).toBe('请选择所属行业');
    expect(await errorOf(dialog, '地图位置')).toBe('请在地图上选择企业位置');
    expect(await errorOf(dialog, '部署属性')).toBe('请选择部署属性');
    expect(await errorOf(dialog, '企业属性')).toBe('请选择企业属性');
  });

  it.each([
    ['', '企业名称不能为空'],
    ['   ', '企业名称不能为空'],
    [' 新建热电厂', '首尾不能输入空格'],
    ['新建热电厂 ', '首尾不能输入空格'],
    ['厂'.repeat(51), '企业名称不能超过50个字符'],
    ['新建热电厂', null],
  ])('name %j -> %s', async (name, message) => {
    const dialog = await openAdd();
    const input = within(dialog).getByLabelText('企业名称');
    await userEvent.clear(input);
    if (name) await userEvent.type(input, name);
    await save(dialog);
    if (message) expect(await errorOf(dialog, '企业名称')).toBe(message);
    else await noErrorOf(dialog, '企业名称');
  });

  it.each([
    ['abc', '请输入正确的联系电话'],
    ['12345', '请输入正确的联系电话'],
    ['13800138000', null],
    ['021-58881234', null],
  ])('phone %j -> %s', async (phone, message) => {
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByLabelText('联系电话'), phone);
    await save(dialog);
    if (message) expect(await errorOf(dialog, '联系电话')).toBe(message);
    else await noErrorOf(dialog, '联系电话');
  });
});

describe('length limits of the contract', () => {
  it.each([
    ['企业全称', 100],
    ['联系人', 50],
    ['详细地址', 255],
    ['备注', 500],
  ])('%s: %i characters pass, one more is refused', async (label, max) => {
    const dialog = await openAdd();
    const input = within(dialog).getByLabelText(label);
    await userEvent.click(input);
    await userEvent.paste('厂'.repeat(max));
    await save(dialog);
    await noErrorOf(dialog, label);
    // saving moved the focus to the first wrong field (the empty name)
    await userEvent.click(input);
    await userEvent.paste('厂');
    await save(dialog);
    expect(await errorOf(dialog, label)).toBe(`不能超过${max}个字符`);
  });
});

describe('edit', () => {
  it('saves a new name; the tree and the breadcrumb follow', async () => {
    const plant = openPlant();
    const dialog = await openEdit(entryOf(plant));
    const name = within(dialog).getByLabelText('企业名称');
    await userEvent.clear(name);
    await userEvent.type(name, '改名后的热电厂');
    await save(dialog);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑企业' })).toBeNull());
    expect(db.world.departments.find((d) => d.id === plant.id)?.deptName).toBe('改名后的热电厂');
    expect(useCompanySelection.getState().selected?.label).toBe('改名后的热电厂');
  });

  it('isBatch names the subordinate companies it will change and is sent with the form', async () => {
    const plant = openPlant();
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/department/submit')) bodies.push(await request.clone().json());
    });
    const dialog = await openEdit(entryOf(plant));
    await userEvent.click(within(dialog).getByRole('switch', { name: '同时修改下级企业' }));
    const firstChild = db.world.departments.find((d) => d.parentId === plant.id)!;
    expect(await within(dialog).findByText(new RegExp(`部署属性和所属行业将同步到以下下级企业：.*${firstChild.deptName}`))).toBeInTheDocument();
    await save(dialog);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ id: plant.id, isBatch: true, parentId: plant.parentId })]);
  });

  it('keeps everything typed when the server refuses, and shows its msg', async () => {
    mockServer.use(http.post('*/department/submit', () => HttpResponse.json({ code: 400, success: false, msg: '该企业不可修改', data: null })));
    const dialog = await openEdit();
    const name = within(dialog).getByLabelText('企业名称');
    await userEvent.clear(name);
    await userEvent.type(name, '不会保存的名字');
    await save(dialog);
    expect(await screen.findByText('该企业不可修改')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑企业' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('企业名称')).toHaveValue('不会保存的名字');
  });
});

describe('pictures (spec 5, 8)', () => {
  const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

  it('a new department needs name, map address, parent and industry before a picture (tips.message)', async () => {
    const dialog = await openAdd();
    const logo = within(dialog).getByRole('group', { name: '企业Logo' });
    await userEvent.click(within(logo).getByRole('button', { name: '选择图片' }));
    expect(await screen.findByText('请先填写企业名称、地图位置、上级企业和所属行业')).toBeInTheDocument();
  });

  it.each([
    ['企业Logo', 'logo.gif', 'image/gif', 1024, { width: 10, height: 10 }, '只能上传 png、jpg、jpeg 格式的图片'],
    ['企业Logo', 'logo.png', 'image/png', 1024, { width: 257, height: 200 }, 'Logo尺寸不能超过256×256像素'],
    ['大屏图片', 'screen.bmp', 'image/bmp', 1024, { width: 10, height: 10 }, '只能上传 png、jpg、jpeg 格式的图片'],
    ['大屏图片', 'screen.png', 'image/png', 2097153, { width: 800, height: 400 }, '图片大小不能超过2MB'],
    ['大屏图片', 'screen.jpg', 'image/jpeg', 1024, { width: 861, height: 484 }, '图片尺寸不能超过860×484像素'],
  ])('%s %s (%s, %i bytes, %j) is refused: %s', async (label, name, type, bytes, size, message) => {
    Object.assign(picture, size);
    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    const dialog = await openEdit();
    await upload(within(dialog).getByLabelText(label, { selector: 'input' }), file(name, type, bytes), false);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests.filter((p) => p.includes('upload') || p.includes('imageUpload'))).toEqual([]);
  });

  it.each([
    ['企业Logo', () => file('logo.png', 'image/png'), { width: 256, height: 256 }, (id: string) => db.world.departments.find((d) => d.id === id)?.logo],
    ['大屏图片', () => file('screen.jpeg', 'image/jpeg', 2097152), { width: 860, height: 484 }, (id: string) => db.world.departments.find((d) => d.id === id)?.image],
  ])('%s at the limits is uploaded for the department', async (label, chosen, size, stored) => {
    Object.assign(picture, size);
    const plant = openPlant();
    const dialog = await openEdit(entryOf(plant));
    await upload(within(dialog).getByLabelText(label, { selector: 'input' }), chosen());
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(stored(plant.id)).toMatch(new RegExp(plant.id));
  });

  it('asks 是否确定移除该选项？ and restores the old picture when removing fails', async () => {
    const plant = openPlant();
    plant.image = `/upload/department/${plant.id}/screen.png`;
    mockServer.use(http.post('*/department/removeImage', () => HttpResponse.json({ code: 500, success: false, msg: '删除图片失败', data: null })));
    const dialog = await openEdit(entryOf(plant));
    const image = within(dialog).getByRole('group', { name: '大屏图片' });
    await userEvent.click(within(image).getByRole('button', { name: '移除' }));
    const confirm = await dialogTitled('是否确定移除该选项？');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除图片失败')).toBeInTheDocument();
    expect(await screen.findByText('移除失败，已恢复原图片')).toBeInTheDocument();
    expect(within(image).getByRole('button', { name: '移除' })).toBeInTheDocument();
    expect(db.world.departments.find((d) => d.id === plant.id)?.image).toBe(plant.image);
  });

  it('removes the picture on the server after the confirm', async () => {
    const plant = openPlant();
    plant.image = `/upload/department/${plant.id}/screen.png`;
    const dialog = await openEdit(entryOf(plant));
    const image = within(dialog).getByRole('group', { name: '大屏图片' });
    await userEvent.click(within(image).getByRole('button', { name: '移除' }));
    await userEvent.click(within(await dialogTitled('是否确定移除该选项？')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(db.world.departments.find((d) => d.id === plant.id)?.image).toBeUndefined());
    expect(within(image).queryByRole('button', { name: '移除' })).toBeNull();
  });
});

describe('map picker (spec 2.7, 9)', () => {
  it('searches a place, picks it and fills map address and coordinates', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: '地图选点' }));
    const map = await dialogTitled('地图选点');
    expect(within(map).getByRole('button', { name: '确定' })).toBeDisabled();
    expect(within(map).getByText('缩放级别 12')).toBeInTheDocument();
    await userEvent.type(within(map).getByRole('textbox', { name: '搜索地点' }), '陆家嘴{Enter}');
    const results = await within(map).findByRole('region', { name: '搜索结果' });
    await userEvent.click(within(results).getByRole('button', { name: /陆家嘴/ }));
    expect(within(map).getByRole('status')).toHaveTextContent('上海市浦东新区陆家嘴环路');
    await userEvent.click(within(map).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(dialog).getByLabelText('地图位置')).toHaveValue('上海市浦东新区陆家嘴环路');
    expect(within(dialog).getByText('经度 121.505500，纬度 31.239700')).toBeInTheDocument();
  });

  it('picks by keyboard at the crosshair and reverse-geocodes within 1000 m of the default centre', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: '地图选点' }));
    const map = await dialogTitled('地图选点');
    const canvas = await within(map).findByRole('application', { name: /地图/ });
    canvas.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('status')).toHaveTextContent('上海市浦东新区金科路'));
    expect(within(map).getByRole('status')).toHaveTextContent('经度 121.600000，纬度 31.200000');
    // far from every known place, the address is the coordinates
    await userEvent.click(within(map).getByRole('button', { name: '缩小' }));
    expect(within(map).getByText('缩放级别 11')).toBeInTheDocument();
    canvas.focus();
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('status')).toHaveTextContent(/^已选位置：\s*1\d\d\.\d{6},3\d\.\d{6}/));
  });

  it('says so when a search finds nothing', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: '地图选点' }));
    const map = await dialogTitled('地图选点');
    await userEvent.type(within(map).getByRole('textbox', { name: '搜索地点' }), '火星基地{Enter}');
    expect(await within(map).findByText('未找到相关地点')).toBeInTheDocument();
  });
});

describe('in English', () => {
  it('labels the form and its messages in en-US', async () => {
    usePreferencesStore.setState({ language: 'en-US' });
    try {
      renderToolbar(entryOf(openPlant()));
      await userEvent.click(toolbarButton('Add'));
      const dialog = await screen.findByRole('dialog', { name: 'Add company' });
      await userEvent.type(within(dialog).getByLabelText('Company name'), 'Plant ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await errorOf(dialog, 'Company name')).toBe('It cannot start or end with a space');
      expect(await errorOf(dialog, 'Deployment')).toBe('Please select the deployment');
      expect(await errorOf(dialog, 'Map location')).toBe('Please pick the location on the map');
    } finally {
      usePreferencesStore.setState({ language: 'zh-CN' });
    }
  });
});
