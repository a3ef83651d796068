import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { literal } from './support/i18n';
import { expect as baseExpect, openSignedInIn, test } from './support/session';
import { languagesOf, say, sayCounted, type Language } from './support/language';

// In Chromium against the in-browser mock, in both languages: the alarm log, the run
// log, the over-limit detail, device diagnosis with its printable report, the device run report and the
// statistics - walked by the admin, and by the restricted operator (spec 7's refusals said, not empty
// pages). Every text is read from the console's message tables (the zh ones are spec 5's texts).

// The admin's saved sign-in (support/session.ts); the restricted operator's test says its own.
test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });
// Each test walks several pages of a console whose mock world reloads from IndexedDB on every page
// load; on a shared, loaded 2-core machine a reload can take well over the suite's 10 s per assertion
// (at a load of 15 on 2 cores a page load has taken over 30 s).
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

/** What the operator types, in the language they work in. */
const INPUT = {
  'zh-CN': { note: '已安排点检，复紧地脚螺栓后复测正常', reportTitle: '三天诊断' },
  'en-US': { note: 'Inspected, re-tightened the anchor bolts, re-measured normal', reportTitle: 'Three-day check' },
} satisfies Record<Language, Record<string, string>>;

/**
 * The top menu's items by their route key: the seeded names are the console's own, so the top menu reads
 * them in the page's language (告警日志 is "Alarm log" in English), as the page and its tab do.
 */
const MENU = { alarm: 'route.alarm', runLog: 'route.runLog', diagnose: 'route.diagnose' };

/** The text of a message before its first `{value}`, to match names that go on with data. */
const lead = (language: Language, id: string) => say(language, id).split('{')[0];

/** An option of the open antd select (its visible list; the accessible one beside it is not clickable). */
const option = (page: Page, name: string) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${literal(name)}$`) });

/** The number of pages of a PDF Chromium printed (each page object says /Type /Page). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

for (const language of languagesOf()) {
  const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
  const input = INPUT[language];
  const topMenu = (page: Page) => page.getByRole('navigation', { name: t('topbar.menu.label') });
  /**
   * A top-menu item, on the carousel's page that shows it (English labels fill more pages): each turn
   * waits for the page to change (a loaded runner can take over a second to show the next one), forward
   * and then back.
   */
  const menuItem = async (page: Page, name: string) => {
    const menu = topMenu(page);
    const item = menu.getByRole('button', { name: new RegExp(`^${literal(name)}`) });
    const shown = menu.getByRole('status');
    await expect(menu.getByRole('button').first()).toBeVisible();
    for (const turn of ['topbar.menu.next', 'topbar.menu.previous']) {
      const button = menu.getByRole('button', { name: t(turn) });
      for (let pages = 0; pages < 10; pages++) {
        if (await item.isVisible()) return item;
        if (!(await button.isVisible()) || !(await button.isEnabled()) || (await button.getAttribute('aria-disabled')) === 'true') break;
        const before = (await shown.textContent()) ?? '';
        await button.click();
        await expect(shown).not.toHaveText(before);
      }
    }
    await expect(item).toBeVisible();
    return item;
  };
  /** A top-menu item's accessible name with its red mark (spec 2.5: said in words too). */
  const marked = (name: string) => new RegExp(`^${literal(name)}\\s*${literal(t('topbar.menu.unread'))}$`);

  test(`[${language}] alarm log: filters in the address, level as words, a row opens the over-limit detail with its chart and expert knowledge`, async ({ page }) => {
    await openSignedInIn(page, language);
    await (await menuItem(page, t(MENU.alarm))).click();
    await expect(page.getByRole('heading', { name: t('route.alarm'), exact: true })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // Level alarm: the address keeps it, and every row says the level in words.
    const [warn, alarm] = [t('monitor.level.warn'), t('monitor.level.alarm')];
    await page.getByLabel(t('alarmLog.filter.level'), { exact: true }).click();
    await option(page, alarm).click();
    await expect(page).toHaveURL(/level=alarm/);
    const levels = () => table.locator('tbody tr td').filter({ has: page.locator('.ant-tag') }).filter({ hasText: new RegExp(`^(${warn}|${alarm})$`) }).allTextContents();
    await expect.poll(async () => [...new Set(await levels())]).toEqual([alarm]);
    // Unhandled only: the filter reaches the address, page 2 too; a reload shows the same view.
    await page.getByLabel(t('alarmLog.filter.handled'), { exact: true }).click();
    await option(page, t('alarmLog.unhandled')).click();
    await expect(page).toHaveURL(/handled=false/);
    await page.locator('.ant-pagination').getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/current=2/);
    await page.reload();
    await expect(page.getByLabel(t('alarmLog.filter.level'), { exact: true })).toBeVisible();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect.poll(async () => [...new Set(await levels())]).toEqual([alarm]);

    // A row opens the detail: the event, its warn and alarm values, the chart, and matching knowledge.
    // The first event's device, read from its column (a cell of another column would match anything).
    const row = table.locator('tbody tr.ant-table-row').first();
    const deviceColumn = (await table.getByRole('columnheader').allTextContents()).indexOf(t('alarmLog.col.device'));
    expect(deviceColumn).toBeGreaterThan(-1);
    const device = ((await row.locator('td').nth(deviceColumn).textContent()) ?? '').trim();
    expect(device).not.toBe('');
    const first = row.getByRole('link', { name: new RegExp(`^${literal(lead(language, 'alarmLog.openDetailOf'))}${literal(device)} `) });
    await first.click();
    await expect(page).toHaveURL(/\/monitor\/warn\/warnDetail\?id=\d+/);
    await expect(page.getByRole('heading', { name: t('route.warnDetail'), exact: true })).toBeVisible();
    // (The alarm log's own cell stays in the page behind its tab, hidden.)
    await expect(page.getByText(device).filter({ visible: true }).first()).toBeVisible();
    for (const label of ['warnDetail.warnValue', 'warnDetail.alarmValue', 'warnDetail.crossingTime', 'warnDetail.peak']) await expect(page.getByText(t(label), { exact: true }).first()).toBeVisible();
    // The chart's name says the device, the item, both limits and the crossing.
    const chartName = new RegExp(`^${literal(device)} .+${literal(t('warnDetail.chartLabel').split('{item}')[1].split('{warn}')[0])}`);
    await expect(page.getByRole('figure', { name: chartName })).toBeVisible();
    await expect(page.getByRole('figure', { name: chartName }).locator('canvas')).toBeVisible();
    await expect(page.getByRole('heading', { name: t('warnDetail.expert.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${literal(lead(language, 'warnDetail.expert.all'))}`) })).toHaveAttribute('href', /\/monitor\/expert\/index\?.*itemType=\d+/);

    // The plotted values as CSV, its header in the console's language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(`^${literal(lead(language, 'monitor.export.csvOf'))}`) }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const header = `^\uFEFF${literal(t('warnDetail.csv.time'))},${literal(t('warnDetail.csv.value'))} \\(.+\\),${literal(t('warnDetail.chart.warn'))},${literal(t('warnDetail.chart.alarm'))}$`;
    expect(csv.split('\r\n')[0]).toMatch(new RegExp(header));
    expect(csv.split('\r\n').length).toBeGreaterThan(2);

    // Acknowledging with a note: the event says who handled it. It was listed as open, so it is still open
    // here and the admin may acknowledge it (a refusal or a failed check would say so in its place).
    await expect(page.locator('.ant-descriptions').getByText(t('alarmLog.unhandled'), { exact: true }), 'the opened event is still open').toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(`${literal(t('monitor.access.noAuthority'))}|${literal(t('monitor.access.checkFailed'))}`) })).toHaveCount(0);
    await page.getByRole('button', { name: t('alarmLog.handleOne'), exact: true }).click();
    const handle = page.getByRole('dialog', { name: sayCounted(language, 'alarmLog.handle.title', { count: 1 }) });
    await handle.getByLabel(t('alarmLog.handle.note')).fill(input.note);
    await handle.getByRole('button', { name: t('alarmLog.handle.ok'), exact: true }).click();
    await expect(page.getByText(sayCounted(language, 'alarmLog.handle.done', { count: 1 }))).toBeVisible();
    await expect(handle).toBeHidden();
    await expect(page.getByText(input.note)).toBeVisible();
  });

  test(`[${language}] run log: opening it puts its red mark out without a reload, and a new entry brings it back at the next check`, async ({ page }) => {
    await page.clock.install();
    await openSignedInIn(page, language);
    const runLogItem = await menuItem(page, t(MENU.runLog));
    await expect(runLogItem).toHaveAccessibleName(marked(t(MENU.runLog)));
    await runLogItem.click();
    await expect(page.getByRole('heading', { name: t('route.runLog'), exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: t('runLog.col.type') })).toBeVisible();
    await expect(runLogItem).toHaveAccessibleName(t(MENU.runLog));

    // Elsewhere, while time moves: devices keep reporting, and the minute's check lights the mark again.
    await page.getByRole('tab', { name: new RegExp(`^${literal(t('menu.home'))}`) }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.clock.runFor(45 * 60_000);
    await expect(await menuItem(page, t(MENU.runLog))).toHaveAccessibleName(marked(t(MENU.runLog)), { timeout: 20_000 });
  });

  test(`[${language}] diagnosis over three days: progress, health per device, findings and advice; the report prints on A4, a page per device, and opens signed out`, async ({ page }) => {
    await openSignedInIn(page, language);
    await (await menuItem(page, t(MENU.diagnose))).click();
    await expect(page.getByRole('heading', { name: t('route.diagnose'), exact: true })).toBeVisible();

    // spec 5: a period is required.
    await page.getByRole('button', { name: t('diagnose.start') }).click();
    await expect(page.getByText(t('diagnose.range.required'))).toBeVisible();

    await page.locator('label').filter({ hasText: new RegExp(`^${literal(t('monitor.range.threeDays'))}$`) }).click();
    await expect(page).toHaveURL(/rangeFrom=/);
    // Two devices of the chosen scope.
    await page.getByLabel(t('diagnose.devices'), { exact: true }).click();
    const options = page.locator('.ant-select-item-option');
    await options.nth(0).click();
    await options.nth(1).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(sayCounted(language, 'diagnose.devicesChosen', { count: 2 }))).toBeVisible();
    await page.getByLabel(t('diagnose.reportTitle'), { exact: true }).fill(input.reportTitle);
    await page.getByRole('button', { name: t('diagnose.start') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('diagnose.step.diagnose') })).toBeVisible();
    const result = t('diagnose.resultOf', { title: input.reportTitle });
    await expect(page.getByRole('heading', { name: result })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(new RegExp(`^${literal(lead(language, 'diagnose.phase.done'))}\\d+`))).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    const health = new RegExp(literal(t('diagnose.healthOf')).replace('\\{health\\}', '\\d+'));
    for (const article of await page.getByRole('article').all()) {
      await expect(article.getByRole('progressbar', { name: health })).toBeVisible();
      await expect(article.getByRole('heading', { name: t('diagnose.findings') })).toBeVisible();
      await expect(article.getByRole('heading', { name: t('diagnose.advice') })).toBeVisible();
    }
    // The list of reports has it, and the address shows it after a reload.
    await expect(page.getByRole('cell', { name: input.reportTitle, exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: result })).toBeVisible();

    // The printable report in its own window.
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: t('diagnose.openReport') }).click();
    const report = await popup;
    await expect(report).toHaveURL(/\/showDiagnose\?id=\d+&shareCode=[0-9a-f]{16}$/);
    await expect(report.getByRole('heading', { level: 1, name: input.reportTitle })).toBeVisible();
    await expect(report.getByText(t('report.printHint'))).toBeVisible();
    await expect(report.getByRole('button', { name: t('report.print') })).toBeVisible();
    await report.emulateMedia({ media: 'print' });
    await expect(report.getByRole('button', { name: t('report.print') })).toBeHidden();
    const pdf = await report.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    // The summary, then each of the two devices on a page of its own.
    expect(pdfPages(pdf)).toBeGreaterThanOrEqual(3);

    // Readable without signing in: a new tab has no session (it lives in the tab's session storage), the
    // share link is enough. (Same browser: the in-browser mock keeps its world per browser profile.)
    const signedOut = await page.context().newPage();
    await signedOut.goto(report.url());
    // The saved sign-in fills every new tab once (support/session.ts): this tab signs out by emptying it.
    await signedOut.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) if (key !== 'e2e-saved-sign-in') sessionStorage.removeItem(key);
    });
    await signedOut.goto(report.url());
    await expect(signedOut.getByRole('heading', { level: 1, name: input.reportTitle })).toBeVisible();
    await expect(signedOut).toHaveURL(/\/showDiagnose/);
    // A broken link says why and offers the login.
    await signedOut.goto(report.url().replace(/shareCode=[0-9a-f]+/, 'shareCode=0000000000000000'));
    // The page says it (and the http client's toast repeats the server's msg, spec 8).
    await expect(signedOut.locator('.ant-result-title')).toHaveText(t('report.problem.refused'));
    await signedOut.getByRole('link', { name: t('report.toLogin') }).click();
    await expect(signedOut).toHaveURL(/\/login$/);
    await signedOut.close();

    // A device's run report.
    const runReport = page.context().waitForEvent('page');
    const runReportName = new RegExp(literal(t('diagnose.operationReportOf')).replace('\\{device\\}', '.+'));
    await page.getByRole('button', { name: runReportName }).first().click();
    const operation = await runReport;
    await expect(operation).toHaveURL(/\/deviceOperationReport\?id=\d+&shareCode=[0-9a-f]{16}$/);
    await expect(operation.getByRole('heading', { level: 1, name: new RegExp(`^${literal(t('report.op.title')).replace('\\{device\\}', '.+')}$`) })).toBeVisible();
    for (const fact of ['report.op.run', 'report.op.stop', 'report.op.offline', 'report.availability', 'report.op.warnEvents', 'report.op.alarmEvents']) await expect(operation.getByText(t(fact), { exact: true }).first()).toBeVisible();
    await expect(operation.getByRole('figure', { name: new RegExp(literal(t('report.op.hoursTrendOf')).replace('\\{device\\}', '.+')) }).locator('canvas')).toBeVisible();
    await operation.emulateMedia({ media: 'print' });
    expect(pdfPages(await operation.pdf({ format: 'A4', preferCSSPageSize: true }))).toBeGreaterThanOrEqual(2);
  });

  test(`[${language}] statistics: the charts of the period, each exported as PNG and as the CSV of what it plots`, async ({ page }) => {
    await openSignedInIn(page, language);
    await page.goto('/monitor/statistics/index');
    await expect(page.getByRole('heading', { name: t('route.statistics'), exact: true })).toBeVisible();
    for (const chart of ['statistics.trend', 'statistics.onlineRate', 'statistics.byCompany', 'statistics.byItemType']) {
      // echarts is a lazy chunk: the first chart may wait for it on a busy machine.
      await expect(page.getByRole('figure', { name: t(chart) }).locator('canvas')).toBeVisible({ timeout: 45_000 });
    }
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: t('monitor.export.csvOf', { chart: t('statistics.trend') }) }).click();
    const rows = (await readFile((await (await csv).path())!, 'utf8')).split('\r\n');
    expect(rows[0]).toBe(`\uFEFF${t('statistics.csv.day')},${t('monitor.level.warn')},${t('monitor.level.alarm')}`);
    // Every day the default 30 days touch (the first and the last partly), one row each.
    expect(rows.length - 1).toBeGreaterThanOrEqual(30);
    expect(rows.slice(1).every((row) => /^\d{4}-\d{2}-\d{2},\d+,\d+$/.test(row))).toBe(true);

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: t('monitor.export.pngOf', { chart: t('statistics.onlineRate') }) }).click();
    const file = await png;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${literal(t('statistics.onlineRate'))}_.*\\.png$`));
    expect((await readFile((await file.path())!)).subarray(1, 4).toString()).toBe('PNG');

    // A week: the period in the address, hourly online rate allowed.
    await page.getByLabel(t('statistics.range')).first().click();
    await page.getByText(t('monitor.range.week'), { exact: true }).click();
    await expect(page).toHaveURL(/rangeFrom=/);
    await page.locator('label').filter({ hasText: new RegExp(`^${literal(t('statistics.granularity.hour'))}$`) }).click();
    await expect(page).toHaveURL(/granularity=hour/);
  });

  test.describe('as the restricted operator', () => {
    test.use({ signedInAs: 'operator' });
    test(`[${language}] as the restricted operator: the diagnosis run is refused in words, the reports stay readable, the logs open`, async ({ page }) => {
      await openSignedInIn(page, language);
      await page.goto('/monitor/diagnose/index');
      await expect(page.getByRole('heading', { name: t('route.diagnose'), exact: true })).toBeVisible();
      await expect(page.getByText(t('monitor.access.noAuthority'))).toBeVisible();
      await expect(page.getByText(t('diagnose.runRefused'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('diagnose.start') })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: t('diagnose.history') })).toBeVisible();

      await page.goto('/monitor/warn/index');
      await expect(page.getByRole('heading', { name: t('route.runLog'), exact: true })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    });
  });
}
