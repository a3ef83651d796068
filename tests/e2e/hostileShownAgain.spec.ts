import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, newSignedInPage, openSignedIn, test } from './support/session';
import { hostileTag, XSS_VECTORS, type HostileField } from '../../mocks/world/hostile';
import { navigateInApp, watchApi } from './support/crawl';
import { expectHarmless, watchDialogs } from './support/hostile';
import { languagesOf, say, startIn } from './support/language';

// Hostile text where the console shows it again, in both languages, on the 'hostile' mock world
// (mocks/world/hostile.ts: the vectors in every free-text field): the tab title and the breadcrumb
// (menu and device names), a tooltip (the company tree), chart labels and the chart tooltip, the
// exported CSV (read back: every value as text, byte for byte, a formula kept text) and PNG, and the
// printable report. Each place: nothing ran (window.__xss, dialogs), nothing was made from a payload,
// the layout held at 1366 px and the main area does not scroll sideways.

const SETTLE_MS = 60_000;

/** The tags (`#EN04`) of `field` found in `text`, as vector indexes. */
const tagsIn = (text: string, field: HostileField) => XSS_VECTORS.flatMap((_, i) => (new RegExp(`${hostileTag(field, i)}(?!\\d)`).test(text) ? [i] : []));

/** RFC 4180 cells of a CSV text (quoted cells may hold separators, quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/** The main area does not scroll sideways (its content fits its width at 1366 px). */
async function expectMainFits(page: Page, where: string) {
  const overflow = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main'), (main) => main.scrollWidth - main.clientWidth).filter((extra) => extra > 1),
  );
  expect(overflow, `${where}: the main area scrolls sideways`).toEqual([]);
}

for (const language of languagesOf()) {
  test.describe(`[${language}] hostile text shown again`, () => {
    test.describe.configure({ mode: 'default' });
    const t = (id: string, values?: Record<string, string | number>) => say(language, id, values);
    let page: Page;
    let dialogs: string[];
    let api: ReturnType<typeof watchApi>;
    /** The headers the console sends with its calls (a report is made the way the console makes it). */
    const auth: Record<string, string> = {};

    const harmless = async (where: string) => {
      await expectHarmless(page, dialogs, `[${language}] ${where}`);
      await expectMainFits(page, `[${language}] ${where}`);
    };

    async function open(browser: Browser) {
      page = await newSignedInPage(browser, 'admin', { viewport: { width: 1366, height: 768 }, acceptDownloads: true });
      dialogs = watchDialogs(page);
      api = watchApi(page);
      page.on('request', (request) => {
        const headers = request.headers();
        if (new URL(request.url()).pathname.startsWith('/api/') && headers['blade-auth']) {
          auth['Blade-Auth'] = headers['blade-auth'];
          auth.Authorization = headers.authorization ?? '';
        }
      });
      await startIn(page, language);
      await openSignedIn(page, '/login?mock-scenario=hostile&mock-reset=1');
    }

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      await open(browser);
    });
    test.afterAll(async () => {
      // The context itself, awaited: closing the page alone closes it later, in the next test (its trace).
      await page.context().close();
    });

    test(`[${language}] tab titles and breadcrumbs of pages named by the menu`, async () => {
      const tabs = page.getByRole('navigation', { name: t('tabs.bar') });
      // The menu management page's trail is its parents' names; the alarm log's tab is its own name.
      for (const path of ['/system/menu', '/monitor/alarm/index']) {
        await navigateInApp(page, path);
        await api.settle(400, SETTLE_MS);
        await expect.poll(async () => tagsIn((await tabs.innerText()) + (await tabs.locator('[title]').evaluateAll((els) => els.map((el) => el.getAttribute('title')).join('\n'))), 'menuName').length, { message: `${path}: a menu name in the tab bar` }).toBeGreaterThan(0);
        await harmless(`tab title on ${path}`);
      }
      const trail = page.getByRole('main').locator('.ant-breadcrumb').filter({ visible: true }).first();
      await navigateInApp(page, '/system/menu');
      await expect.poll(async () => tagsIn(await trail.innerText(), 'menuName').length, { message: 'a menu name in the breadcrumb' }).toBeGreaterThan(0);
      await harmless('breadcrumb of menu management');
    });

    test(`[${language}] device detail: the device name in the breadcrumb`, async () => {
      await navigateInApp(page, '/monitor/device/device');
      await api.settle(400, SETTLE_MS);
      // Where the first name's link leads (a 2,000-character name's link is wider than its clipped cell,
      // its middle off screen for a click).
      const href = await page.getByRole('main').locator('a[href*="/monitor/device/detail"]').first().getAttribute('href');
      await navigateInApp(page, href!);
      await expect(page).toHaveURL(/\/monitor\/device\/detail\?/);
      await api.settle(400, SETTLE_MS);
      const trail = page.getByRole('main').locator('.ant-breadcrumb').filter({ visible: true }).first();
      await expect.poll(async () => tagsIn(await trail.innerText(), 'deviceName').length, { message: 'the device name in the breadcrumb' }).toBe(1);
      await harmless('device detail');
    });

    test(`[${language}] tooltips (titles) of the company tree and the file list, byte for byte`, async () => {
      /** The vector indexes of `field` whose whole value some title on the page carries exactly. */
      const exactTitles = async (field: HostileField) => {
        const titles = new Set(await page.locator('[title]').evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? '')));
        return XSS_VECTORS.flatMap((vector, i) => (titles.has(`${vector} ${hostileTag(field, i)}`) ? [i] : []));
      };
      await navigateInApp(page, '/monitor/user/user');
      await api.settle(400, SETTLE_MS);
      await expect.poll(() => exactTitles('deptName').then((found) => found.length), { message: 'company names as tree titles' }).toBeGreaterThan(0);
      await page.getByRole('tree').first().getByRole('treeitem').nth(1).hover();
      await harmless('company tree titles');
      await navigateInApp(page, '/monitor/file/index');
      await api.settle(400, SETTLE_MS);
      for (const field of ['fileName', 'fileVersion'] as const) {
        await expect.poll(() => exactTitles(field).then((found) => found.length), { message: `${field} as cell titles` }).toBeGreaterThan(0);
      }
      // The 2,000-character value among them, whole.
      const long = XSS_VECTORS.findIndex((vector) => vector.length >= 2000);
      expect([...(await exactTitles('fileName')), ...(await exactTitles('fileVersion'))], 'the 2,000-character value as a title').toContain(long);
      await harmless('file list titles');
      await page.mouse.move(0, 0);
    });

    test(`[${language}] device list CSV: every name as text, byte for byte, formulas kept text`, async () => {
      await navigateInApp(page, '/monitor/device/device');
      await api.settle(400, SETTLE_MS);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('devices.export') }).click();
      const file = await readFile((await (await download).path())!, 'utf8');
      await harmless('device list export');
      const cells = new Set(csvRows(file.replace(/^\uFEFF/, '')).flat());
      const inFile = tagsIn(file, 'deviceName');
      // Every vector reaches the export (the world has more devices than vectors).
      expect(inFile.length, 'vectors in the CSV').toBe(XSS_VECTORS.length);
      for (const index of inFile) {
        const value = `${XSS_VECTORS[index]} ${hostileTag('deviceName', index)}`;
        // A text a spreadsheet would run as a formula is written with a leading apostrophe (csvCell).
        const written = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
        expect(cells.has(written), `vector ${index + 1} in the CSV as written`).toBe(true);
      }
      expect([...cells].filter((cell) => /^[=+\-@](?![\d.]+$)/.test(cell)), 'cells that start as a formula').toEqual([]);
      // The company names and their paths are there too.
      expect(tagsIn(file, 'deptName').length, 'company names in the CSV').toBeGreaterThan(0);
    });

    test(`[${language}] statistics: company names as chart labels, the chart tooltip and the PNG export`, async () => {
      await navigateInApp(page, '/monitor/statistics/index');
      await api.settle(400, SETTLE_MS);
      const chart = page.getByRole('figure', { name: t('statistics.byCompany') });
      const canvas = chart.locator('canvas').first();
      await expect(canvas).toBeVisible({ timeout: 45_000 });
      // The chart's tooltip is HTML: hovering over the bars shows it with a company name.
      const box = (await canvas.boundingBox())!;
      for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.5, { steps: 4 });
      await harmless('statistics chart tooltip');
      // The table the charts plot (chart labels as text) carries the names.
      await expect.poll(async () => tagsIn(await page.getByRole('main').innerText(), 'deptName').length, { message: 'company names on the statistics page' }).toBeGreaterThan(0);
      const png = page.waitForEvent('download');
      await page.getByRole('button', { name: t('monitor.export.pngOf', { chart: t('statistics.byCompany') }) }).click();
      const file = await png;
      expect((await readFile((await file.path())!)).subarray(1, 4).toString()).toBe('PNG');
      await harmless('statistics PNG export');
      await page.mouse.move(0, 0);
    });

    test(`[${language}] the printable run report of a device`, async () => {
      test.setTimeout(120_000);
      await navigateInApp(page, '/monitor/device/device');
      await api.settle(400, SETTLE_MS);
      const href = await page.getByRole('main').locator('a[href*="/monitor/device/detail"]').first().getAttribute('href');
      const deviceId = new URL(href!, 'http://x').searchParams.get('id') ?? new URL(href!, 'http://x').searchParams.get('deviceId');
      expect(deviceId, `a device id in ${href}`).toBeTruthy();
      // Made as the diagnosis page makes it (createDeviceOperationReport) over the last two days.
      const made = await page.evaluate(
        async ({ headers, deviceId }) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const at = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
          const now = Date.now() - 60_000;
          const res = await fetch('/api/deviceDiagnose/operationReport', {
            method: 'POST',
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify({ deviceId, startTime: at(new Date(now - 2 * 86_400_000)), endTime: at(new Date(now)) }),
          });
          return (await res.json()) as { code: number; msg: string; data?: { id: string; shareCode: string } };
        },
        { headers: auth, deviceId },
      );
      expect(made.code, made.msg).toBe(200);
      await page.goto(`/deviceOperationReport?id=${made.data!.id}&shareCode=${made.data!.shareCode}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      expect(tagsIn(await heading.innerText(), 'deviceName'), 'the device name in the report title').toHaveLength(1);
      await expect(page.getByRole('figure').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
      await harmless('printable run report');
      await page.emulateMedia({ media: 'print' });
      expect((await page.pdf({ format: 'A4', preferCSSPageSize: true })).subarray(0, 4).toString()).toBe('%PDF');
      await harmless('printable run report, printed');
      await page.emulateMedia({ media: 'screen' });
    });
  });
}
