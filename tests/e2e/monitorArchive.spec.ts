import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { departmentTree } from './support/companyTree';
import { expect as baseExpect, openSignedInIn, test } from './support/session';
import { literal } from './support/i18n';
import { languagesOf, say, sayCounted, type Language } from './support/language';

// in Chromium against the in-browser mock, in both languages: the expert system, archive records,
// file management and the overview configuration walked by an operator who may do everything (admin):
// filter, open a detail, add and remove an expert entry and a record, upload / download / remove a file,
// save an overview configuration and see the home overview follow it; then by the restricted operator,
// whom spec 7's verification calls refuse file management, the expert base's changes and deleting records.
// Every text is read from the console's message tables (the zh ones are spec 5's texts).

// Each test walks several pages of a console whose mock world reloads from IndexedDB on every page
// load; on a shared, loaded 2-core machine a page load can take well over the suite's 10 s.
test.describe.configure({ timeout: 300_000 });
// The admin's saved sign-in (support/session.ts); the restricted operator's test says its own.
test.use({ signedInAs: 'admin' });
const expect = baseExpect.configure({ timeout: 60_000 });

/** A page by its address (the app restarts: wait for its heading). */
async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible({ timeout: 60_000 });
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

/** What the operator types, in the language they work in (the seeded data itself stays as it is). */
const INPUT = {
  'zh-CN': {
    fault: 'e2e 轴承跑外圈',
    machine: '引风机',
    symptoms: '轴承座振动随负荷波动，1倍转频及其谐波升高。',
    causes: '轴承外圈与座孔配合松动。',
    advice: '检查座孔尺寸，必要时修复轴承座。',
    record: 'e2e 更换联轴器弹性块',
    outcome: '试运行正常',
    work: '拆检联轴器，更换全部弹性块，复测对中。',
  },
  'en-US': {
    fault: 'e2e bearing outer race creep',
    machine: 'induced-draft fan',
    symptoms: 'Bearing housing vibration follows the load; 1x running speed and its harmonics rise.',
    causes: 'The outer race fits loosely in the housing bore.',
    advice: 'Measure the bore; repair the housing if needed.',
    record: 'e2e coupling elastomers replaced',
    outcome: 'Test run normal',
    work: 'Opened the coupling, replaced every elastomer, re-checked the alignment.',
  },
} satisfies Record<Language, Record<string, string>>;

for (const language of languagesOf()) {
  const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
  const input = INPUT[language];
  /** Opens the signed-in console (support/session.ts) and waits for its home page (its welcome names the user, spec 2.1). */
  const openHome = async (page: Page) => {
    await openSignedInIn(page, language);
    await expect(page.getByRole('heading', { name: new RegExp(`^${literal(t('home.welcome').split('{')[0])}`) })).toBeVisible({ timeout: 60_000 });
  };

  test(`[${language}] an operator searches the expert base, opens an entry, adds one and deletes it`, async ({ page }) => {
    await openHome(page);
    // The over-limit detail's link: the address carries the search.
    await openPage(page, '/monitor/expert/index?keyword=轴承&itemType=2', t('route.expert'));
    const search = page.getByRole('search', { name: t('expert.search') });
    const temperature = t('dict.monitorItemType.2');
    await expect(search.getByLabel(t('expert.search.keyword'))).toHaveValue('轴承');
    await expect(search.getByText(temperature)).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    for (const text of await dataRows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe(temperature);

    // Another search from the form goes into the address.
    await search.getByLabel(t('expert.search.keyword')).fill('不平衡');
    await search.getByRole('button', { name: t('list.reset') }).click();
    await expect(page).toHaveURL(/\/monitor\/expert\/index$/);
    await search.getByLabel(t('expert.search.keyword')).fill('不平衡');
    await search.getByRole('button', { name: t('list.search') }).click();
    await expect(page).toHaveURL(/keyword=%E4%B8%8D%E5%B9%B3%E8%A1%A1/);
    await expect(dataRows(page).first()).toContainText('不平衡');

    // A detail, in a drawer, kept in the address.
    const first = dataRows(page).first().getByRole('link').first();
    const faultType = (await first.textContent()) ?? '';
    await first.click();
    const drawer = page.getByRole('dialog', { name: faultType });
    await expect(drawer.getByText(t('expert.field.advice'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/entry=\d+/);
    await drawer.getByRole('button', { name: /^(Close|关闭)$/ }).click();
    await expect(page).not.toHaveURL(/entry=/);

    // Add an entry.
    await page.getByRole('button', { name: t('expert.action.add') }).click();
    const form = dialog(page, t('expert.form.addTitle'));
    await form.getByLabel(t('expert.field.faultType')).fill(input.fault);
    await form.getByLabel(t('expert.field.itemType')).click();
    await pickOption(page, new RegExp(`^${literal(t('dict.monitorItemType.1'))}$`));
    await form.getByLabel(t('expert.field.deviceType')).fill(input.machine);
    await form.getByLabel(t('expert.field.symptoms')).fill(input.symptoms);
    await form.getByLabel(t('expert.field.causes')).fill(input.causes);
    await form.getByLabel(t('expert.field.advice')).fill(input.advice);
    await form.getByRole('button', { name: t('expert.form.save') }).click();
    await expect(page.getByText(t('expert.form.created', { name: input.fault }))).toBeVisible();
    await expect(form).toBeHidden();

    await search.getByLabel(t('expert.search.keyword')).fill(input.fault);
    await search.getByRole('button', { name: t('list.search') }).click();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(input.machine);
    await expect(dataRows(page).first()).toContainText(t('dict.monitorItemType.1'));

    // And delete it, after a confirm naming it.
    await dataRows(page).first().getByRole('button', { name: t('expert.action.deleteNamed', { name: input.fault }) }).click();
    const confirm = dialog(page, t('expert.remove.title'));
    await expect(confirm).toContainText(input.fault);
    await confirm.getByRole('button', { name: t('expert.remove.ok') }).click();
    await expect(page.getByText(sayCounted(language, 'expert.remove.success', { count: 1 }))).toBeVisible();
    await expect(page.getByText(t('expert.emptyFiltered'))).toBeVisible();
  });

  test(`[${language}] an operator follows the tree, filters the records, opens one, adds a record and deletes it`, async ({ page }) => {
    await openHome(page);
    // The newest record's company (a whole-machine device or a workshop; names repeat across the tree).
    const newest = await newestRecord(page);
    const device = newest.deviceName;
    const companyName = newest.deptName;
    await openPage(page, `/monitor/record/index?dept=${newest.deptId}`, t('route.record'));
    await expect(page.getByText(t('records.scope.company', { name: companyName }))).toBeVisible();
    await expect(page.getByRole('treeitem', { name: new RegExp(`^${literal(companyName)}`), selected: true })).toBeVisible();

    // Filter by kind: the address keeps it.
    const search = page.getByRole('search', { name: t('records.search') });
    const [inspection, repair] = [t('monitor.record.inspection'), t('monitor.record.repair')];
    await search.getByLabel(t('records.field.type')).click();
    await pickOption(page, new RegExp(`^${literal(inspection)}$`));
    await search.getByRole('button', { name: t('list.search') }).click();
    await expect(page).toHaveURL(/type=inspection/);
    await expect(page).toHaveURL(new RegExp(`dept=${newest.deptId}`));
    // The rows of the filtered list (the previous ones stay shown until it answers).
    const kinds = () => dataRows(page).locator('td:nth-child(4)').allTextContents();
    await expect.poll(async () => [...new Set(await kinds())]).toEqual([inspection]);
    await search.getByRole('button', { name: t('list.reset') }).click();
    await expect(page).not.toHaveURL(/type=/);

    // Add a record for the device.
    await page.getByRole('button', { name: t('records.action.add') }).click();
    const form = dialog(page, t('records.form.addTitle'));
    await form.getByRole('combobox', { name: t('records.field.device') }).fill(device.replace(/\d+[号#]/, ''));
    // The option names the device and its company: `device（company）`, `device (company)`.
    await pickOption(page, new RegExp(`^${literal(t('monitor.deviceOption', { device }).split('{company}')[0])}`));
    await form.getByText(repair, { exact: true }).click();
    await expect(form.getByRole('radio', { name: repair })).toBeChecked();
    await form.getByLabel(t('records.field.title'), { exact: true }).fill(input.record);
    await form.getByLabel(t('records.field.result'), { exact: true }).fill(input.outcome);
    await form.getByLabel(t('records.field.content'), { exact: true }).fill(input.work);
    // Attachments go through the chunked upload: tests/e2e/recordAttachments.spec.ts walks them.
    await form.getByRole('button', { name: t('records.form.save') }).click();
    await expect(page.getByText(t('records.form.created', { name: input.record }))).toBeVisible();

    // The newest record comes first; its detail has everything.
    const added = dataRows(page).filter({ hasText: input.record });
    await expect(added).toHaveCount(1);
    await expect(added).toContainText(repair);
    await added.getByRole('link', { name: t('records.action.open', { name: input.record }) }).click();
    const drawer = page.getByRole('dialog', { name: input.record });
    await expect(drawer.getByText(input.work)).toBeVisible();
    await expect(drawer.getByRole('link', { name: device })).toBeVisible();
    await drawer.getByRole('button', { name: t('records.action.delete') }).click();
    const confirm = dialog(page, t('records.remove.title'));
    await expect(confirm).toContainText(input.record);
    await confirm.getByRole('button', { name: t('records.remove.ok') }).click();
    await expect(page.getByText(sayCounted(language, 'records.remove.success', { count: 1 }))).toBeVisible();
    await expect(dataRows(page).filter({ hasText: input.record })).toHaveCount(0);
    await expect(drawer).toBeHidden();
  });

  test(`[${language}] an operator uploads a file, finds it by name, downloads it back and removes it`, async ({ page }, testInfo) => {
    const CHUNK = 1024 * 1024;
    const name = 'e2e-inspection-photos.zip';
    const path = testInfo.outputPath(name);
    const bytes = Buffer.alloc(Math.round(2.5 * CHUNK));
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
    writeFileSync(path, bytes);

    await openHome(page);
    await openPage(page, `/monitor/file/index?upload-chunk-size=${CHUNK}`, t('route.file'));
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: t('software.column.size') })).toBeVisible();

    await page.getByRole('button', { name: t('fileManagement.upload') }).click();
    const upload = dialog(page, t('fileManagement.upload.title'));
    await upload.getByLabel(t('software.upload.version')).fill('V05.05.0801');
    await upload.locator('input[type="file"]').setInputFiles(path);
    await upload.getByRole('button', { name: t('software.upload.submit') }).click();
    await expect(page.getByText(t('software.upload.success'))).toBeVisible({ timeout: 60_000 });
    await expect(upload).toBeHidden();

    const search = page.getByRole('search', { name: t('fileManagement.search') });
    await search.getByLabel(t('software.column.name')).fill('e2e-inspection');
    await search.getByRole('button', { name: t('list.search') }).click();
    await expect(page).toHaveURL(/name=e2e-inspection/);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText((bytes.length / 1024).toFixed(2));
    await expect(dataRows(page).first()).toContainText('V05.05.0801');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('fileManagement.download.row', { name }) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    expect(readFileSync(await file.path()).equals(bytes)).toBe(true);

    await page.getByRole('button', { name: t('fileManagement.remove.row', { name }) }).click();
    const confirm = dialog(page, t('fileManagement.remove.title'));
    await expect(confirm).toContainText(t('fileManagement.remove.confirm', { name }));
    await confirm.getByRole('button', { name: t('fileManagement.remove.ok') }).click();
    await expect(page.getByText(t('fileManagement.remove.success', { name }))).toBeVisible();
    await expect(page.getByText(t('fileManagement.emptyFiltered'))).toBeVisible();
  });

  test(`[${language}] an operator saves a company's overview configuration and the home overview follows it`, async ({ page }) => {
    await openHome(page);
    const [root] = await departmentTree(page);
    const company = root.children![0];
    await openPage(page, `/monitor/disposition/index?dept=${company.id}`, t('route.disposition'));
    await expect(page.getByText(t('disposition.company', { name: company.deptName }))).toBeVisible();
    await expect(page.getByText(new RegExp(`^${literal(t('disposition.source.inherited', { name: root.deptName }).split('；')[0].split(';')[0])}`))).toBeVisible();

    const [allDevices, onlineTrend, alarmTrend] = [t('monitor.figure.deviceCount'), t('monitor.card.onlineRateTrend'), t('monitor.card.alarmTrend')];
    const figures = page.getByRole('group', { name: new RegExp(`^${literal(t('disposition.figures'))}`) });
    const cards = page.getByRole('group', { name: new RegExp(`^${literal(t('disposition.cards'))}`) });
    await figures.getByRole('checkbox', { name: allDevices }).check();
    // To the top: every move keeps the focus on the moved item's button.
    const up = figures.getByRole('button', { name: t('disposition.moveUp', { name: allDevices }) });
    const moveButton = new RegExp(`^(${literal(t('disposition.moveUp', { name: allDevices }))}|${literal(t('disposition.moveDown', { name: allDevices }))})$`);
    while (await up.isEnabled()) {
      await up.click();
      await expect(figures.locator('button:focus')).toHaveAttribute('aria-label', moveButton);
    }
    await cards.getByRole('checkbox', { name: onlineTrend }).check();
    const trend = cards.getByRole('checkbox', { name: alarmTrend });
    if (await trend.isChecked()) await trend.uncheck();
    await expect(page.getByText(t('disposition.unsaved'))).toBeVisible();
    const preview = page.getByRole('region', { name: t('disposition.preview') });
    await expect(preview.getByRole('list', { name: t('disposition.figures') }).getByRole('listitem').first()).toHaveText(allDevices);

    await page.getByRole('button', { name: t('disposition.save') }).click();
    await expect(page.getByText(t('disposition.saved', { name: company.deptName }))).toBeVisible();
    await expect(page.getByText(new RegExp(`^${literal(t('disposition.source.own').split('{')[0])}`))).toBeVisible();
    const chosenFigures = await preview.getByRole('list', { name: t('disposition.figures') }).getByRole('listitem').allTextContents();
    const chosenCards = await preview.getByRole('list', { name: t('disposition.cards') }).getByRole('listitem').allTextContents();

    // The home overview of that company shows exactly these figures and cards, in this order.
    await page.getByRole('link', { name: t('disposition.openHome') }).click();
    await expect(page).toHaveURL(new RegExp(`/wel/index\\?dept=${company.id}`));
    const tiles = page.getByRole('list', { name: t('home.figures') }).getByRole('listitem');
    await expect(tiles).toHaveCount(chosenFigures.length);
    for (const [i, figure] of chosenFigures.entries()) await expect(tiles.nth(i)).toContainText(figure);
    for (const card of chosenCards) await expect(page.getByRole('heading', { name: card, level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: alarmTrend, level: 3 })).toHaveCount(0);
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.filter((heading) => chosenCards.includes(heading))).toEqual(chosenCards);
  });

  test.describe('as the restricted operator', () => {
    test.use({ signedInAs: 'operator' });
    test(`[${language}] the restricted operator is told ${t('monitor.access.noAuthority')} for file management, the expert base changes and deleting records`, async ({ page }) => {
      const refused = (...actions: string[]) =>
        t('featureAccess.refusedActions', { noAuthority: t('monitor.access.noAuthority'), actions: actions.map((action) => t(`featureAccess.action.${action}`)).join(t('featureAccess.actionSeparator')) });
      await openHome(page);
      await openPage(page, '/monitor/file/index', t('route.file'));
      await expect(page.getByText(t('monitor.access.noAuthority'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('monitor.access.refused.file'))).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);

      await openPage(page, '/monitor/expert/index', t('route.expert'));
      await expect(page.getByText(refused('add', 'edit', 'delete'))).toBeVisible();
      await expect(dataRows(page).first()).toBeVisible();
      await expect(page.getByRole('button', { name: t('expert.action.add') })).toHaveCount(0);
      await dataRows(page).first().getByRole('link').first().click();
      await expect(page.getByRole('dialog').getByText(t('expert.field.advice'), { exact: true })).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: new RegExp(`${literal(t('expert.action.delete'))}|${literal(t('expert.action.edit'))}`) })).toHaveCount(0);

      await openPage(page, '/monitor/record/index', t('route.record'));
      await expect(page.getByText(refused('delete'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('records.action.add') })).toBeVisible();
      await expect(dataRows(page).first().getByRole('button', { name: new RegExp(`^${literal(t('records.action.edit'))} `) })).toBeVisible();
      await expect(dataRows(page).first().getByRole('button', { name: new RegExp(`^${literal(t('records.action.delete'))} `) })).toHaveCount(0);
    });
  });
}
