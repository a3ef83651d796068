import type { Locator, Page } from '@playwright/test';
import { expect, openAdminHome, test } from './support/session';
import { departmentTree, row, searchBox, toolbar, tree, type TreeNode } from './support/companyTree';

// to 7 and 9 in Chromium against the in-browser mock: the company tree's add, edit,
// pictures, map pick, delete with password and both transfers (spec 2.7, 4, 5, 8, 9), as admin on
// /monitor/user/user. Every test starts from the seeded world (a new browser context, a new IndexedDB).

// The admin's saved sign-in (support/session.ts).
test.use({ signedInAs: 'admin' });

const all = (nodes: TreeNode[], parent?: TreeNode): Array<{ node: TreeNode; parent?: TreeNode }> =>
  nodes.flatMap((node) => [{ node, parent }, ...all(node.children ?? [], node)]);
/** Seed quirk: only plants (organisations whose children are machines) take new subordinates. */
const isPlant = (node: TreeNode) => !node.property && (node.children ?? []).length > 0 && node.children!.every((c) => c.property);
const plants = (nodes: TreeNode[]) => all(nodes).filter(({ node }) => isPlant(node));
const namedOnce = (nodes: TreeNode[], name: string) => all(nodes).filter(({ node }) => node.deptName.includes(name)).length === 1;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openUserPage(page: Page) {
  await openAdminHome(page);
  await page.goto('/monitor/user/user');
  await expect(tree(page)).toBeVisible({ timeout: 20_000 });
  await expect(toolbar(page)).toBeVisible();
}

async function choose(page: Page, name: string) {
  await searchBox(page).fill(name);
  await row(page, name).click();
  await expect(page.getByRole('navigation', { name: '当前企业' })).toContainText(name);
}

/** The hidden file input behind a picture's 选择图片 button. */
const chooser = (form: Locator, picture: string) => form.getByRole('group', { name: picture }).locator('input[type=file]');

/** Picks an option of an antd select by its text, until the field shows it (a closing dropdown can swallow a click). */
async function pickOption(page: Page, field: Locator, text: string) {
  const item = field.locator('xpath=ancestor::div[contains(@class, "ant-form-item")][1]');
  await expect(async () => {
    await field.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-select-tree-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(text, { exact: true })
      .first()
      .click({ timeout: 3_000 });
    await expect(item.locator('.ant-select-selection-item, .ant-select-content', { hasText: text }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A real PNG of the given size, drawn by the browser (the console decodes it to check its pixels). */
async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(async ([w, h]) => {
    const canvas = new OffscreenCanvas(w, h);
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#1677ff';
    g.fillRect(0, 0, w, h);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, [width, height] as const);
  return Buffer.from(base64, 'base64');
}

test.describe('department management on /monitor/user/user at 1366x768', () => {
  // Each test walks a whole dialog flow (the add test about 45 s on an idle 2-core machine).
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  test('add: validation, the map pick, a logo and the refusals of spec 4/5', async ({ page }) => {
    await openUserPage(page);
    const nodes = await departmentTree(page);
    const plant = plants(nodes).find(({ node }) => namedOnce(nodes, node.deptName))!.node;

    // spec 4: the root's users hold roles - department.addRole; tips.editMessage for editing it
    await choose(page, nodes[0].deptName);
    await toolbar(page).getByRole('button', { name: '新增' }).click();
    await expect(page.getByText('该企业下已有设备或角色，不允许新增下级企业')).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: '新增' })).toBeDisabled();
    await toolbar(page).getByRole('button', { name: '编辑' }).click();
    await expect(page.getByText('顶级企业不允许编辑')).toBeVisible();
    // spec 9: back after 3 s
    await expect(toolbar(page).getByRole('button', { name: '新增' })).toBeEnabled({ timeout: 5_000 });

    await choose(page, plant.deptName);
    await toolbar(page).getByRole('button', { name: '新增' }).click();
    const form = dialog(page, '新增企业');
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: '保存' }).click();
    for (const message of ['企业名称不能为空', '请在地图上选择企业位置']) await expect(form.getByText(message)).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error', { hasText: '请选择所属行业' })).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error', { hasText: '请选择部署属性' })).toBeVisible();
    await expect(form.locator('.ant-form-item-explain-error', { hasText: '请选择企业属性' })).toBeVisible();

    // tips.message: a picture before name, map address, parent and industry
    await form.getByRole('group', { name: '企业Logo' }).getByRole('button', { name: '选择图片' }).click();
    await expect(page.getByText('请先填写企业名称、地图位置、上级企业和所属行业')).toBeVisible();

    await form.getByLabel('企业名称').fill(' 新建空压站');
    await expect(form.getByText('首尾不能输入空格')).toBeVisible();
    await form.getByLabel('企业名称').fill('E2E新建空压站');
    await pickOption(page, form.getByLabel('所属行业'), '电力');
    await page.keyboard.press('Escape');

    // map picker: a click at the default centre (121.6, 31.2) finds 金科路 within 1000 m
    await form.getByRole('button', { name: '地图选点' }).click();
    const map = dialog(page, '地图选点');
    await expect(map.getByText('缩放级别 12')).toBeVisible();
    const canvas = map.getByRole('application', { name: /地图/ });
    // The dialog opens with a zoom animation; on a busy machine a click can land while it still moves,
    // pixels away from the centre. Click once the map has stood still for 200 ms.
    await expect(async () => {
      const before = await canvas.boundingBox();
      await page.waitForTimeout(200);
      expect(await canvas.boundingBox()).toEqual(before);
    }).toPass();
    await canvas.click();
    await expect(map.getByRole('status')).toContainText('上海市浦东新区金科路');
    // a click lands on a whole pixel, about 33 m at zoom 12: the pick is the centre to within a pixel
    const [, lng, lat] = /经度 ([\d.]+)，纬度 ([\d.]+)/.exec((await map.getByRole('status').textContent()) ?? '') ?? [];
    expect(Math.abs(Number(lng) - 121.6)).toBeLessThan(0.0005);
    expect(Math.abs(Number(lat) - 31.2)).toBeLessThan(0.0005);
    // a search moves the pick
    await map.getByRole('textbox', { name: '搜索地点' }).fill('张江');
    await map.getByRole('button', { name: '搜索', exact: true }).click();
    await map.getByRole('region', { name: '搜索结果' }).getByRole('button', { name: /张江高科技园区/ }).click();
    await expect(map.getByRole('status')).toContainText('上海市浦东新区张江路88号');
    await map.getByRole('button', { name: '确定' }).click();
    await expect(map).toBeHidden();
    await expect(form.getByLabel('地图位置')).toHaveValue('上海市浦东新区张江路88号');

    await pickOption(page, form.getByLabel('部署属性'), '云端服务器');
    await pickOption(page, form.getByLabel('企业属性'), '行政机构');
    await form.getByLabel('联系电话').fill('12345');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByText('请输入正确的联系电话')).toBeVisible();
    await form.getByLabel('联系电话').fill('021-58881234');

    // pictures: type, pixels and bytes are checked in the browser before anything is sent
    await chooser(form, '大屏图片').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await png(page, 900, 500) });
    await expect(page.getByText('图片尺寸不能超过860×484像素')).toBeVisible();
    await chooser(form, '企业Logo').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText('只能上传 png、jpg、jpeg 格式的图片')).toBeVisible();
    await chooser(form, '企业Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(page, 300, 200) });
    await expect(page.getByText('Logo尺寸不能超过256×256像素')).toBeVisible();
    await chooser(form, '企业Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(page, 128, 128) });
    await expect(form.getByRole('group', { name: '企业Logo' }).getByText('保存后上传')).toBeVisible();

    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(form).toBeHidden();

    // the new node is in the tree, and its logo went up after the save
    await choose(page, 'E2E新建空压站');
    await toolbar(page).getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '编辑企业');
    await expect(edit.getByLabel('企业名称')).toHaveValue('E2E新建空压站');
    await expect(edit.getByLabel('地图位置')).toHaveValue('上海市浦东新区张江路88号');
    await expect(edit.getByRole('group', { name: '企业Logo' }).getByRole('button', { name: '移除' })).toBeVisible();
    await expect(edit.getByRole('group', { name: '大屏图片' }).getByText('未上传')).toBeVisible();
  });

  test('edit: rename, a big-screen picture uploaded and removed after 是否确定移除该选项？', async ({ page }) => {
    await openUserPage(page);
    const nodes = await departmentTree(page);
    const plant = plants(nodes).find(({ node }) => namedOnce(nodes, node.deptName))!.node;
    await choose(page, plant.deptName);
    await toolbar(page).getByRole('button', { name: '编辑' }).click();
    const form = dialog(page, '编辑企业');
    await expect(form.getByLabel('企业名称')).toHaveValue(plant.deptName);

    await chooser(form, '大屏图片').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await png(page, 860, 484) });
    await expect(page.getByText('上传成功')).toBeVisible();
    const picture = form.getByRole('group', { name: '大屏图片' });
    await expect(picture.getByRole('img', { name: '大屏图片预览' })).toBeVisible();
    await picture.getByRole('button', { name: '移除' }).click();
    const confirm = page.getByRole('dialog', { name: '是否确定移除该选项？' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(picture.getByText('未上传')).toBeVisible();

    await form.getByLabel('企业名称').fill(`${plant.deptName}（改）`);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.getByRole('navigation', { name: '当前企业' })).toContainText(`${plant.deptName}（改）`);
    await searchBox(page).fill(`${plant.deptName}（改）`);
    await expect(row(page, `${plant.deptName}（改）`)).toBeVisible();
  });

  test('delete: confirm, then the password - empty, wrong, right - and the node leaves the tree', async ({ page }) => {
    await openUserPage(page);
    const nodes = await departmentTree(page);
    const plant = plants(nodes).find(({ node }) => namedOnce(nodes, node.deptName))!.node;
    await choose(page, plant.deptName);
    await toolbar(page).getByRole('button', { name: '删除' }).click();
    const confirm = dialog(page, '删除企业');
    await expect(confirm).toContainText(`确定删除“${plant.deptName}”吗？`);
    await confirm.getByRole('button', { name: '删除' }).click();

    const password = dialog(page, '请输入登录密码');
    await password.getByRole('button', { name: '确定' }).click();
    await expect(password.getByLabel('登录密码')).toHaveAccessibleDescription('请输入密码');
    await password.getByLabel('登录密码').fill('Wrong123');
    await password.getByRole('button', { name: '确定' }).click();
    await expect(password.getByLabel('登录密码')).toHaveAccessibleDescription('密码错误');
    // one message at a time
    await expect(page.getByText('请输入密码')).toHaveCount(0);
    await expect(password.getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(password.getByRole('button', { name: '确定' })).toBeEnabled({ timeout: 5_000 });

    await password.getByLabel('登录密码').fill('Admin123');
    await password.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(password).toBeHidden();
    await expect(page.getByRole('navigation', { name: '当前企业' })).not.toContainText(plant.deptName);
    await searchBox(page).fill(plant.deptName);
    await expect(row(page, plant.deptName)).toHaveCount(0);
  });

  test('transfer: a company\'s devices, then chosen devices; both say 划拨设备成功', async ({ page }) => {
    await openUserPage(page);
    const nodes = await departmentTree(page);
    // two plants of one region with names found once: the first's devices go to the second, then one comes back
    const pair = all(nodes)
      .map(({ node }) => (node.children ?? []).filter((p) => isPlant(p) && namedOnce(nodes, p.deptName)))
      .find((found) => found.length >= 2)!;
    const [source, target] = pair;
    await choose(page, source.deptName);

    await toolbar(page).getByRole('button', { name: '划拨' }).click();
    let transfer = dialog(page, '划拨');
    await expect(transfer.getByRole('tab', { name: '划拨企业' })).toHaveAttribute('aria-selected', 'true');
    await transfer.getByRole('button', { name: '确定' }).click();
    await expect(transfer.locator('.ant-form-item-explain-error', { hasText: '请选择目标企业' })).toBeVisible();
    await pickOption(page, transfer.getByRole('tabpanel').getByLabel('目标企业'), target.deptName);
    await transfer.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('划拨设备成功')).toBeVisible();
    await expect(transfer).toBeHidden();
    // gone before the second transfer, so that the message seen next is the second one's
    await expect(page.getByText('划拨设备成功')).toBeHidden();

    // the devices now sit in the target: move one of them back
    await choose(page, target.deptName);
    await toolbar(page).getByRole('button', { name: '划拨' }).click();
    transfer = dialog(page, '划拨');
    await transfer.getByRole('tab', { name: '划拨设备' }).click();
    const panel = transfer.getByRole('tabpanel', { name: '划拨设备' });
    const first = panel.getByRole('checkbox').nth(1);
    await expect(first).toBeVisible();
    await transfer.getByRole('button', { name: '确定' }).click();
    await expect(panel.locator('.ant-form-item-explain-error', { hasText: '请选择要划拨的设备' })).toBeVisible();
    await expect(panel.locator('.ant-form-item-explain-error', { hasText: '请选择目标企业' })).toBeVisible();
    await first.check();
    await pickOption(page, panel.getByLabel('目标企业'), source.deptName);
    await transfer.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('划拨设备成功')).toBeVisible();
    await expect(transfer).toBeHidden();
  });
});
