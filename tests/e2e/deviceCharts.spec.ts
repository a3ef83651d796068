import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support/session';
import { readFile } from 'node:fs/promises';
import { departmentTree } from './support/companyTree';
import { apiGet } from './support/mockWorld';
import { seriesPoints } from '../support/seriesColumns';

// (device detail and compare chart) walked as an operator, in Chromium against the in-browser mock:
// a company chosen in the tree → the device detail (device, company, items, trends) → items chosen there
// open in the compare chart → items of other devices added up to 8, a 9th refused with the limit said and
// nothing added → the same chart from a shared link with a custom range → CSV (its content checked against
// the server's points) and PNG.
// Chinese and English, 1366×768 and 1920×1080, the default and the large scenario: two runs that take
// each of those once. English, the longer words, goes with the smaller window and the large world (the
// longest lists), Chinese with the larger window and the default world. The walk does the same in both;
// what differs by language is its words, and both languages' are checked.

type Lang = 'zh' | 'en';
const runs: { lang: Lang; width: number; height: number; scenario: 'default' | 'large' }[] = [
  { lang: 'zh', width: 1920, height: 1080, scenario: 'default' },
  { lang: 'en', width: 1366, height: 768, scenario: 'large' },
];

const words = {
  zh: {
    tree: '企业树',
    detailHeading: '设备详情',
    chooseDevice: '选择设备',
    company: (name: string) => `当前企业：${name}`,
    itemsTable: /^监测项（\d+）$/,
    chooseItem: /^选择.+加入对比$/,
    compareChosen: /^对比所选监测项（\d+）$/,
    trends: /各监测项趋势曲线$/,
    device: '设备',
    itemsOf: /的监测项$/,
    chosen: (n: number) => `已选监测项 ${n}/8`,
    tooMany: '对比曲线最多选择8个监测项',
    chart: '8个监测项的对比曲线',
    custom: '自定义',
    csv: '导出CSV',
    png: '导出图片',
    header: ['设备', '监测项', '单位', '时间', '数值'],
  },
  en: {
    tree: 'Company tree',
    detailHeading: 'Device detail',
    chooseDevice: 'Device',
    company: (name: string) => `Company: ${name}`,
    itemsTable: /^Items \(\d+\)$/,
    chooseItem: /^Choose .+ to compare$/,
    compareChosen: /^Compare chosen items \(\d+\)$/,
    trends: /^Trends of the items of /,
    device: 'Device',
    itemsOf: /^Items of /,
    chosen: (n: number) => `Chosen items ${n}/8`,
    tooMany: 'A compare chart takes at most 8 items',
    chart: 'Compare chart of 8 items',
    custom: 'Custom',
    csv: 'Export CSV',
    png: 'Export PNG',
    header: ['Device', 'Item', 'Unit', 'Time', 'Value'],
  },
} as const;

type Series = { itemId: string; itemName: string; deviceName: string; unit: string; since: string; offsets: number[]; values: number[] };

const pad2 = (n: number) => String(n).padStart(2, '0');
const serverTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
};
const itemIdsInAddress = (page: Page) => (new URL(page.url()).searchParams.get('items') ?? '').split(',').filter(Boolean);

/** RFC 4180 lines of our CSV (no line breaks inside cells: names and numbers only). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, 5));

/** Opens the device picker (a searchable select) and takes the option at `index` (0 = first). */
async function chooseDeviceOption(page: Page, label: string, index: number) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toBeVisible({ timeout: 30_000 });
  const count = await options.count();
  if (index >= count) return false;
  await options.nth(index).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return true;
}

// The admin's saved sign-in (support/session.ts); each walk reseeds its world under it.
test.use({ signedInAs: 'admin' });

for (const run of runs) {
  test(`device detail → compare with 8 items (9th refused) → CSV and PNG: ${run.lang}, ${run.width}×${run.height}, ${run.scenario}`, async ({ page }, testInfo) => {
    test.setTimeout(run.scenario === 'large' ? 360_000 : 240_000);
    const w = words[run.lang];
    await page.setViewportSize({ width: run.width, height: run.height });
    await openSignedIn(page, `/login?mock-scenario=${run.scenario}&mock-reset=1`);
    if (run.lang === 'en') {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
      await reloaded;
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible({ timeout: 30_000 });
    }

    // spec 2.2: the company chosen in the tree is the one whose devices the pages offer.
    const [root] = await departmentTree(page);
    const company = root.children?.[0] ?? root;
    await page.getByRole('tree', { name: w.tree }).getByRole('treeitem', { name: new RegExp(`^${company.deptName}`) }).first().click();

    // ---- device detail ---------------------------------------------------------------------------
    await page.goto('/monitor/device/detail');
    await expect(page.getByRole('heading', { name: w.detailHeading, level: 3 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(w.company(company.deptName))).toBeVisible();
    expect(await chooseDeviceOption(page, w.chooseDevice, 0)).toBe(true);
    await expect(page).toHaveURL(/[?&]deviceId=\d+/);
    const deviceId = new URL(page.url()).searchParams.get('deviceId')!;
    const detail = await apiGet<{ device: { deviceName: string }; items: { itemId: string; name: string }[] }>(page, `/device/detail?id=${deviceId}`);
    await expect(page.getByRole('heading', { name: detail.device.deviceName, level: 3 })).toBeVisible();
    const table = page.getByRole('table', { name: w.itemsTable });
    await expect(table.getByRole('row')).toHaveCount(detail.items.length + 1);
    await expect(page.getByRole('figure', { name: w.trends })).toBeVisible();
    await expect(page.getByRole('figure', { name: w.trends }).locator('canvas').first()).toBeVisible({ timeout: 30_000 });

    // Up to three of its items into the compare chart.
    const fromDetail = Math.min(3, detail.items.length);
    const boxes = table.getByRole('checkbox', { name: w.chooseItem });
    for (let i = 0; i < fromDetail; i++) await boxes.nth(i).check();
    await page.getByRole('button', { name: w.compareChosen }).click();

    // ---- compare: up to 8 items of any devices of the company ------------------------------------
    await expect(page).toHaveURL(/\/monitor\/device\/chart\?/);
    expect(itemIdsInAddress(page)).toEqual(detail.items.slice(0, fromDetail).map((i) => i.itemId));
    await expect(page.getByText(w.chosen(fromDetail))).toBeVisible();
    let option = 1;
    let chosen = fromDetail;
    while (chosen < 8) {
      expect(await chooseDeviceOption(page, w.device, option++), 'enough devices to choose 8 items from').toBe(true);
      const list = page.getByRole('group', { name: w.itemsOf });
      await expect(list.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
      const unchecked = list.getByRole('checkbox', { checked: false });
      const free = await unchecked.count();
      for (let i = 0; i < free && chosen < 8; i++) {
        // The chosen items live in the address: the box shows checked once the address has them.
        const box = unchecked.first();
        const name = await box.evaluate((input) => input.closest('label')?.textContent ?? '');
        await box.click();
        await expect(list.getByRole('checkbox', { name, exact: true })).toBeChecked();
        chosen++;
        await expect(page.getByText(w.chosen(chosen))).toBeVisible();
      }
    }
    // The 9th: said, and nothing added.
    const items = itemIdsInAddress(page);
    expect(items).toHaveLength(8);
    let ninth = page.getByRole('group', { name: w.itemsOf }).getByRole('checkbox', { checked: false }).first();
    while ((await ninth.count()) === 0) {
      expect(await chooseDeviceOption(page, w.device, option++), 'a device with an item not chosen yet').toBe(true);
      await expect(page.getByRole('group', { name: w.itemsOf }).getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
      ninth = page.getByRole('group', { name: w.itemsOf }).getByRole('checkbox', { checked: false }).first();
    }
    await ninth.click();
    await expect(page.getByRole('status').filter({ hasText: w.tooMany })).toBeVisible();
    await expect(ninth).not.toBeChecked();
    await expect(page.getByText(w.chosen(8))).toBeVisible();
    expect(itemIdsInAddress(page)).toEqual(items);
    await expect(page.getByRole('figure', { name: w.chart }).locator('canvas').first()).toBeVisible({ timeout: 60_000 });

    // ---- the same chart from a shared link, over a custom range ------------------------------------
    const to = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const range = { from: serverTime(to - 86_400_000), to: serverTime(to) };
    await page.goto(`/monitor/device/chart?${new URLSearchParams({ items: items.join(','), ...range })}`);
    await expect(page.getByText(w.chosen(8))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: w.custom })).toBeChecked();
    const figure = page.getByRole('figure', { name: w.chart });
    await expect(figure.locator('canvas').first()).toBeVisible({ timeout: 60_000 });
    await testInfo.attach('compare chart', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // ---- CSV: exactly the points the server sent for those items and that range ---------------------
    const history = await apiGet<{ series: Series[] }>(page, `/device/history?${new URLSearchParams({ itemIds: items.join(','), startTime: range.from, endTime: range.to, points: '12000' })}`);
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: w.csv }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(text);
    expect(header).toEqual([...w.header]);
    const expected = history.series.flatMap((s) => seriesPoints(s).map((p) => [s.deviceName, s.itemName, s.unit, p.time, String(p.value)]));
    expect(rows.length).toBe(expected.length);
    expect(new Set(rows.map((r) => `${r[0]}|${r[1]}`))).toEqual(new Set(history.series.filter((s) => s.values.length).map((s) => `${s.deviceName}|${s.itemName}`)));
    // One assertion over all rows (about 11,500): an expect per row cost the walk about 20 s of runner time.
    expect(rows.filter((row) => !(row[3] >= range.from && row[3] <= range.to)).map((row) => row[3]), 'times outside the range').toEqual([]);
    expect(rows.filter((row) => !Number.isFinite(Number(row[4]))).map((row) => row[4]), 'values that are not numbers').toEqual([]);
    expect(rows.slice(0, 3)).toEqual(expected.slice(0, 3));
    expect(rows.slice(-3)).toEqual(expected.slice(-3));

    // ---- PNG of the chart ------------------------------------------------------------------------
    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: w.png }).click();
    const png = await readFile(await (await pngDownload).path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(10_000);
  });
}

// (live): the compare chart of a quick range refreshes on the device refresh period (30 s in the
// seeded big-screen settings); kept in a hidden console tab it asks nothing for a minute of page clock,
// and shown again it catches up at once.
test('a compare chart in a hidden tab asks nothing for a minute of page clock and catches up when shown', async ({ page }) => {
  test.setTimeout(180_000);
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 768 });
  await openSignedIn(page, '/login?mock-scenario=default&mock-reset=1');
  const [device] = (await apiGet<{ records: { deviceId: string }[] }>(page, '/device/page?current=1&size=1')).records;
  const items = (await apiGet<{ itemId: string }[]>(page, `/device/monitorItems?deviceId=${device.deviceId}`)).slice(0, 2);
  await page.goto(`/monitor/device/chart?items=${items.map((i) => i.itemId).join(',')}&range=1d`);
  await expect(page.getByRole('figure', { name: '2个监测项的对比曲线' }).locator('canvas').first()).toBeVisible({ timeout: 60_000 });

  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/device/')) asked.push(request.url());
  });
  // Shown: a minute of page clock refreshes the chart.
  await page.clock.runFor(61_000);
  await expect.poll(() => asked.filter((url) => url.includes('/device/history')).length).toBeGreaterThan(0);

  // Hidden behind another console tab: nothing for a minute.
  await page.getByRole('tab', { name: '首页' }).click();
  await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
  const before = asked.length;
  await page.clock.runFor(61_000);
  await page.waitForTimeout(1_000);
  expect(asked.slice(before)).toEqual([]);

  // Shown again: it catches up.
  await page.getByRole('tab', { name: '设备图表' }).click();
  await expect.poll(() => asked.slice(before).filter((url) => url.includes('/device/history')).length).toBeGreaterThan(0);
});
