import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { departmentTree } from './support/companyTree';
import { signInAsAdmin, signInAsOperator } from './support/signIn';

// Issue 16 in Chromium against the in-browser mock, in both languages: the expert system, archive records,
// file management and the overview configuration walked by an operator who may do everything (admin):
// filter, open a detail, add and remove an expert entry and a record, upload / download / remove a file,
// save an overview configuration and see the home overview follow it; then by the restricted operator,
// whom spec 7's verification calls refuse file management, the expert base's changes and deleting records.

test.setTimeout(120_000);

/** Switches the console to English (the switch reloads the page, spec 2.2). */
async function toEnglish(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** A page by its address (the app restarts: wait for its heading). */
async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible({ timeout: 30_000 });
}

/** An option of the open antd Select (the role=option nodes are its hidden accessible list). */
const pickOption = (page: Page, name: string | RegExp) => page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first().click();

/** The newest archive record the signed-in console can see, read as the console reads it. */
async function newestRecord(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch('/api/record/page?current=1&size=1', { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: { records: { deviceName: string; deptId: string; deptName: string }[] } }).data.records[0];
  });
}

const dataRows = (scope: Page | Locator) => scope.getByRole('table').locator('tbody tr.ant-table-row');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('an operator searches the expert base, opens an entry, adds one and deletes it (zh)', async ({ page }) => {
  await signInAsAdmin(page);
  // The over-limit detail's link: the address carries the search.
  await openPage(page, '/monitor/expert/index?keyword=轴承&itemType=2', '专家系统');
  const search = page.getByRole('search', { name: '查询专家知识' });
  await expect(search.getByLabel('关键字')).toHaveValue('轴承');
  await expect(search.getByText('温度')).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  for (const text of await dataRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe('温度');

  // Another search from the form goes into the address.
  await search.getByLabel('关键字').fill('不平衡');
  await search.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/monitor\/expert\/index$/);
  await search.getByLabel('关键字').fill('不平衡');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=%E4%B8%8D%E5%B9%B3%E8%A1%A1/);
  await expect(dataRows(page).first()).toContainText('不平衡');

  // A detail, in a drawer, kept in the address.
  const first = dataRows(page).first().getByRole('link').first();
  const faultType = (await first.textContent()) ?? '';
  await first.click();
  const drawer = page.getByRole('dialog', { name: faultType });
  await expect(drawer.getByText('处理建议')).toBeVisible();
  await expect(page).toHaveURL(/entry=\d+/);
  await drawer.getByRole('button', { name: /Close|关闭/ }).click();
  await expect(page).not.toHaveURL(/entry=/);

  // Add an entry.
  await page.getByRole('button', { name: /新增条目/ }).click();
  const form = dialog(page, '新增专家知识');
  await form.getByLabel('故障类型').fill('e2e 轴承跑外圈');
  await form.getByLabel('监测项类型').click();
  await pickOption(page, /^振动$/);
  await form.getByLabel('适用设备').fill('引风机');
  await form.getByLabel('故障症状').fill('轴承座振动随负荷波动，1倍转频及其谐波升高。');
  await form.getByLabel('可能原因').fill('轴承外圈与座孔配合松动。');
  await form.getByLabel('处理建议').fill('检查座孔尺寸，必要时修复轴承座。');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已新增“e2e 轴承跑外圈”')).toBeVisible();
  await expect(form).toBeHidden();

  await search.getByLabel('关键字').fill('e2e 轴承跑外圈');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('引风机');

  // And delete it, after a confirm naming it.
  await dataRows(page).first().getByRole('button', { name: '删除 e2e 轴承跑外圈' }).click();
  const confirm = dialog(page, '删除专家知识');
  await expect(confirm).toContainText('e2e 轴承跑外圈');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除 1 个条目')).toBeVisible();
  await expect(page.getByText('没有符合条件的条目')).toBeVisible();
});

test('an operator follows the tree, filters the records, opens one, adds a record and deletes it (zh)', async ({ page }) => {
  await signInAsAdmin(page);
  // The newest record's company (a whole-machine device or a workshop; names repeat across the tree).
  const newest = await newestRecord(page);
  const device = newest.deviceName;
  const companyName = newest.deptName;
  await openPage(page, `/monitor/record/index?dept=${newest.deptId}`, '档案记录');
  await expect(page.getByText(`${companyName}及下级企业的设备档案`)).toBeVisible();
  await expect(page.getByRole('treeitem', { name: new RegExp(`^${companyName}`), selected: true })).toBeVisible();

  // Filter by kind: the address keeps it.
  const search = page.getByRole('search', { name: '查询档案记录' });
  await search.getByLabel('类型').click();
  await pickOption(page, /^点检$/);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/type=inspection/);
  await expect(page).toHaveURL(new RegExp(`dept=${newest.deptId}`));
  const kinds = await dataRows(page).locator('td:nth-child(4)').allTextContents();
  expect(kinds.every((kind) => kind === '点检')).toBe(true);
  await search.getByRole('button', { name: '重置' }).click();
  await expect(page).not.toHaveURL(/type=/);

  // Add a record for the device.
  await page.getByRole('button', { name: /新增记录/ }).click();
  const form = dialog(page, '新增档案记录');
  await form.getByRole('combobox', { name: '设备' }).fill(device.replace(/\d+[号#]/, ''));
  await pickOption(page, new RegExp(`^${device.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}（`));
  await form.getByText('维修', { exact: true }).click();
  await expect(form.getByRole('radio', { name: '维修' })).toBeChecked();
  await form.getByLabel('标题').fill('e2e 更换联轴器弹性块');
  await form.getByLabel('结果').fill('试运行正常');
  await form.getByLabel('作业内容').fill('拆检联轴器，更换全部弹性块，复测对中。');
  await form.getByLabel('附件名称').fill('联轴器检修记录.pdf');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已新增“e2e 更换联轴器弹性块”')).toBeVisible();

  // The newest record comes first; its detail has everything.
  const added = dataRows(page).filter({ hasText: 'e2e 更换联轴器弹性块' });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('维修');
  await added.getByRole('link', { name: '查看 e2e 更换联轴器弹性块' }).click();
  const drawer = page.getByRole('dialog', { name: 'e2e 更换联轴器弹性块' });
  await expect(drawer.getByText('联轴器检修记录.pdf')).toBeVisible();
  await expect(drawer.getByRole('link', { name: device })).toBeVisible();
  await drawer.getByRole('button', { name: /删除/ }).click();
  const confirm = dialog(page, '删除档案记录');
  await expect(confirm).toContainText('e2e 更换联轴器弹性块');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除 1 条记录')).toBeVisible();
  await expect(dataRows(page).filter({ hasText: 'e2e 更换联轴器弹性块' })).toHaveCount(0);
  await expect(drawer).toBeHidden();
});

test('an operator uploads a file, finds it by name, downloads it back and removes it (en)', async ({ page }, testInfo) => {
  const CHUNK = 1024 * 1024;
  const name = 'e2e-inspection-photos.zip';
  const path = testInfo.outputPath(name);
  const bytes = Buffer.alloc(Math.round(2.5 * CHUNK));
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
  writeFileSync(path, bytes);

  await signInAsAdmin(page);
  await toEnglish(page);
  await openPage(page, `/monitor/file/index?upload-chunk-size=${CHUNK}`, 'Files');
  await expect(dataRows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Size (KB)' })).toBeVisible();

  await page.getByRole('button', { name: 'Upload file' }).click();
  const upload = dialog(page, 'Upload a file');
  await upload.getByLabel('Version').fill('V05.05.0801');
  await upload.locator('input[type="file"]').setInputFiles(path);
  await upload.getByRole('button', { name: 'Start upload' }).click();
  await expect(page.getByText('Upload succeeded!')).toBeVisible({ timeout: 60_000 });
  await expect(upload).toBeHidden();

  const search = page.getByRole('search', { name: 'Search files' });
  await search.getByLabel('File name').fill('e2e-inspection');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/name=e2e-inspection/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText((bytes.length / 1024).toFixed(2));
  await expect(dataRows(page).first()).toContainText('V05.05.0801');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(readFileSync(await file.path()).equals(bytes)).toBe(true);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = dialog(page, 'Delete file');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} deleted`)).toBeVisible();
  await expect(page.getByText('No file matches the search')).toBeVisible();
});

test("an operator saves a company's overview configuration and the home overview follows it (en)", async ({ page }) => {
  await signInAsAdmin(page);
  const [root] = await departmentTree(page);
  const company = root.children![0];
  await toEnglish(page);
  await openPage(page, `/monitor/disposition/index?dept=${company.id}`, 'Overview settings');
  await expect(page.getByText(`Home overview of ${company.deptName}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`Inherited from “${root.deptName}”`))).toBeVisible();

  const figures = page.getByRole('group', { name: /^Figures/ });
  const cards = page.getByRole('group', { name: /^Cards/ });
  await figures.getByRole('checkbox', { name: 'All devices' }).check();
  // To the top: every move keeps the focus on the moved item's button.
  const up = figures.getByRole('button', { name: 'Move All devices up' });
  while (await up.isEnabled()) {
    await up.click();
    await expect(figures.locator('button:focus')).toHaveAttribute('aria-label', /^Move All devices (up|down)$/);
  }
  await cards.getByRole('checkbox', { name: 'Online rate trend' }).check();
  const trend = cards.getByRole('checkbox', { name: 'Alarms in the last 7 days' });
  if (await trend.isChecked()) await trend.uncheck();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Home preview' });
  await expect(preview.getByRole('list', { name: 'Figures' }).getByRole('listitem').first()).toHaveText('All devices');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Overview configuration of ${company.deptName} saved`)).toBeVisible();
  await expect(page.getByText(/This company’s own configuration/)).toBeVisible();
  const chosenFigures = await preview.getByRole('list', { name: 'Figures' }).getByRole('listitem').allTextContents();
  const chosenCards = await preview.getByRole('list', { name: 'Cards' }).getByRole('listitem').allTextContents();

  // The home overview of that company shows exactly these figures and cards, in this order.
  await page.getByRole('link', { name: 'See the home overview' }).click();
  await expect(page).toHaveURL(new RegExp(`/wel/index\\?dept=${company.id}`));
  const tiles = page.getByRole('list', { name: 'Overview figures' }).getByRole('listitem');
  await expect(tiles).toHaveCount(chosenFigures.length);
  for (const [i, figure] of chosenFigures.entries()) await expect(tiles.nth(i)).toContainText(figure);
  for (const card of chosenCards) await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alarms in the last 7 days', level: 3 })).toHaveCount(0);
  const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(headings.filter((heading) => chosenCards.includes(heading))).toEqual(chosenCards);
});

test.describe('the restricted operator', () => {
  test('is told 暂无权限 for file management, the expert base changes and deleting records (zh)', async ({ page }) => {
    await signInAsOperator(page);
    await openPage(page, '/monitor/file/index', '文件管理');
    await expect(page.getByText('暂无权限', { exact: true })).toBeVisible();
    await expect(page.getByText('您没有使用文件管理的权限，请联系管理员开通。')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await openPage(page, '/monitor/expert/index', '专家系统');
    await expect(page.getByText('暂无权限：新增、修改、删除')).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /新增条目/ })).toHaveCount(0);
    await dataRows(page).first().getByRole('link').first().click();
    await expect(page.getByRole('dialog').getByText('处理建议')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: /删除|修改/ })).toHaveCount(0);

    await openPage(page, '/monitor/record/index', '档案记录');
    await expect(page.getByText('暂无权限：删除')).toBeVisible();
    await expect(page.getByRole('button', { name: /新增记录/ })).toBeVisible();
    await expect(dataRows(page).first().getByRole('button', { name: /^修改 / })).toBeVisible();
    await expect(dataRows(page).first().getByRole('button', { name: /^删除 / })).toHaveCount(0);
  });

  test('is told No Authority in English too', async ({ page }) => {
    await signInAsOperator(page);
    await toEnglish(page);
    await openPage(page, '/monitor/file/index', 'Files');
    await expect(page.getByText('No Authority', { exact: true })).toBeVisible();
    await expect(page.getByText('You may not use file management. Ask an administrator for access.')).toBeVisible();
    await openPage(page, '/monitor/expert/index', 'Expert system');
    await expect(page.getByText('No Authority: add, edit, delete')).toBeVisible();
    await openPage(page, '/monitor/record/index', 'Archive records');
    await expect(page.getByText('No Authority: delete')).toBeVisible();
  });
});
