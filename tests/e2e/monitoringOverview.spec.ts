import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { messages } from '../../locales';
import { expect, openSignedIn, test } from './support/session';
import { departmentTree } from './support/companyTree';

// in Chromium against the in-browser mock world, as an operator walks it: a company chosen in
// the tree → its monitoring cards, filtered by a status count → back home, a count opens the device list
// filtered by that status → the whole filtered list as CSV, checked line by line → hidden pages (another
// console tab, or the browser tab in the background) send no request for a minute of page clock, and
// catch up when shown. Two walks cover both languages, both window sizes and both scenarios without
// running all eight combinations (the gate's time): zh at 1366x768 on the default world, en at
// 1920x1080 on the large one (20,000 devices).

type Words = {
  lang: 'zh' | 'en';
  tree: string;
  tabs: string;
  home: string;
  cards: string;
  list: string;
  info: string;
  userMenu: RegExp;
  total: RegExp;
  counts: string;
  all: RegExp;
  online: RegExp;
  onlineWord: string;
  exportCsv: RegExp;
  exported: (count: number) => string;
  csvHeader: string;
  feed: (count: number) => string;
};

const zh: Words = {
  lang: 'zh',
  tree: '企业树',
  tabs: '已打开的页面',
  home: '首页',
  cards: '设备监测',
  list: '设备列表',
  info: '个人信息',
  userMenu: /^用户菜单/,
  total: /^共 ([\d,]+) 条$/,
  counts: '设备状态统计（点击筛选）',
  all: /^设备总数/,
  online: /^在线设备/,
  onlineWord: '在线',
  exportCsv: /导出 CSV/,
  exported: (count) => `已导出 ${count.toLocaleString('zh-CN')} 台设备`,
  csvHeader: '设备名称,设备类型,所属企业,企业路径,状态,状态开始时间,监测值,单位,预警值,报警值,频段,测点数,报警测点数,预警测点数,最后数据时间',
  feed: (count) => `监测卡片，共 ${count.toLocaleString('zh-CN')} 台设备`,
};

const en: Words = {
  lang: 'en',
  tree: 'Company tree',
  tabs: 'Open pages',
  home: 'Home',
  cards: 'Device monitoring',
  list: 'Device list',
  info: 'Personal info',
  userMenu: /^User menu/,
  total: /^([\d,]+) items? in all$/,
  counts: 'Devices by status (choose one to filter)',
  all: /^All devices/,
  online: /^Online devices/,
  onlineWord: 'Online',
  exportCsv: /Export CSV/,
  exported: (count) => `${count.toLocaleString('en-US')} devices exported`,
  csvHeader: 'Device,Device type,Company,Company path,Status,Status since,Value,Unit,Warning value,Alarm value,Frequency band,Items,Items in alarm,Items in warning,Last value at',
  feed: (count) => `Monitoring cards, ${count.toLocaleString('en-US')} devices`,
};

const walks = [
  { words: zh, width: 1366, height: 768, scenario: 'default' },
  { words: en, width: 1920, height: 1080, scenario: 'large' },
] as const;

type Counts = { online: number; alarm: number; warn: number; offline: number; total: number };

/** A reply of the mock, as the signed-in console would get it. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = JSON.parse(sessionStorage.getItem('saber-token') ?? 'null')?.content as string;
    const reply = await fetch(`/api${p}`, { headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` } });
    return ((await reply.json()) as { data: T }).data;
  }, path);
}

/** The monitoring calls a page of makes (what a hidden page must not send). */
const isMonitoringCall = (request: Request) => /\/api\/(device|statistics|disposition)\//.test(request.url());
const apiCalls = (page: Page) => {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (request.url().includes('/api/')) seen.push(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
};

/** A navigation inside the running console (a page load would restart the app and its mock). */
const openInApp = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const tab = (page: Page, words: Words, name: string) => page.getByRole('navigation', { name: words.tabs }).getByRole('tab', { name, exact: true });

/**
 * "At once": before the 30 s refresh period's own tick would bring the call anyway, with room for a busy
 * machine (15 s ran out once beside Vitest and a second core's load).
 */
const AT_ONCE = { timeout: 25_000 };

/** Makes the browser tab hidden or visible again, as switching browser tabs or minimising does. */
const setBrowserTabHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    // As a browser fires it: at the document, bubbling (react-query's focus manager listens on window).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);

// The admin's saved sign-in (support/session.ts); each walk reseeds its world under it.
test.use({ signedInAs: 'admin' });

for (const { words, width, height, scenario } of walks) {
  test.describe(`walk: ${words.lang}, ${width}x${height}, ${scenario} world`, () => {
    // The large world (10,000 companies, 20,000 devices) is built in the browser on sign-in.
    test.setTimeout(scenario === 'large' ? 240_000 : 120_000);
    test.use({ viewport: { width, height } });

    test('tree choice → cards → list filtered by status → CSV → hidden pages stay silent for a minute', async ({ page }) => {
      // The page clock from the start, so that every timer of the console (react-query's refresh among
      // them) runs on it; it flows as real time until the test moves it by a minute at once.
      await page.clock.install();
      await openSignedIn(page, `/login?mock-scenario=${scenario}&mock-reset=1`);
      if (words.lang === 'en') {
        const reloaded = page.waitForEvent('load');
        await page.getByRole('group', { name: /语言/ }).getByRole('button', { name: 'English' }).click();
        await reloaded;
      }
      const tree = page.getByRole('tree', { name: words.tree });
      await expect(tree).toBeVisible({ timeout: 60_000 });

      // 1. On the cards page, a company with children chosen in the tree: the page stays, for that company.
      await openInApp(page, '/monitor/device/card');
      await expect(tab(page, words, words.cards)).toHaveAttribute('aria-selected', 'true');
      const [root] = await departmentTree(page);
      const company = root.children![0];
      await tree.getByRole('treeitem', { name: company.deptName, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/monitor/device/card\\?dept=${company.id}$`));
      const counts = await api<Counts>(page, `/device/statusCount?deptId=${company.id}`);
      const tiles = page.getByRole('list', { name: words.counts });
      await expect(tiles.getByRole('button', { name: words.all })).toHaveAttribute('aria-pressed', 'true');
      const feed = page.getByRole('feed');
      await expect(feed).toHaveAccessibleName(words.feed(counts.total), { timeout: 30_000 });

      // 2. A status count filters the cards; every card on screen is in that state, said in words.
      await tiles.getByRole('button', { name: words.online }).click();
      await expect(page).toHaveURL(/status=online/);
      await expect(feed).toHaveAccessibleName(words.feed(counts.online), { timeout: 30_000 });
      const firstCard = feed.getByRole('article').first();
      await expect(firstCard).toHaveAttribute('aria-posinset', '1');
      await expect(firstCard.locator('h3 + span')).toHaveText(words.onlineWord);

      // 3. Home follows the tree's company; its online count opens the device list filtered by it.
      await tab(page, words, words.home).click();
      await expect(page).toHaveURL(new RegExp(`/wel/index\\?dept=${company.id}$`));
      const figure = page.getByRole('link', { name: words.online });
      await expect(figure).toHaveAttribute('href', `/monitor/device/device?dept=${company.id}&status=online`);
      await figure.click();
      await expect(page).toHaveURL(new RegExp(`/monitor/device/device\\?dept=${company.id}&status=online$`));
      const total = page.getByText(words.total);
      await expect(total).toBeVisible({ timeout: 30_000 });
      const listed = Number((words.total.exec((await total.textContent()) ?? '') ?? [])[1]?.replace(/,/g, ''));
      // States move with time (the world is live); the list and a fresh count agree within a few devices.
      const fresh = await api<Counts>(page, `/device/statusCount?deptId=${company.id}`);
      expect(Math.abs(listed - fresh.online)).toBeLessThanOrEqual(Math.max(3, Math.ceil(fresh.online * 0.02)));
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible();
      for (const row of (await rows.all()).slice(1)) await expect(row.getByText(words.onlineWord, { exact: true })).toBeVisible();
      const shownNames = (await rows.all()).slice(1, 4).map((row) => row.getByRole('link').first().textContent());

      // 4. The CSV holds the whole filtered list - every page, not only the one shown.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: words.exportCsv }).click();
      const file = await readFile((await (await download).path())!, 'utf8');
      const exported = Number(/(\d[\d,]*)/.exec((await page.getByText(/已导出|exported/).textContent()) ?? '')?.[1]?.replace(/,/g, ''));
      expect(file.charCodeAt(0)).toBe(0xfeff);
      const lines = file.slice(1).split('\r\n');
      expect(lines[0]).toBe(words.csvHeader);
      expect(lines.length - 1).toBe(exported);
      expect(Math.abs(exported - listed)).toBeLessThanOrEqual(Math.max(3, Math.ceil(listed * 0.02)));
      expect(exported).toBeGreaterThan(20); // more than the one page the table shows
      expect(lines.slice(1).every((line) => line.split(',')[4] === words.onlineWord)).toBe(true);
      for (const name of await Promise.all(shownNames)) expect(lines.some((line) => line.startsWith(`${name},`))).toBe(true);

      // 5. Another console tab in front (the profile page, which does not refresh itself): home, cards and
      // the list are hidden under <Activity mode="hidden"> and send nothing for a minute of page clock.
      await page.getByRole('button', { name: words.userMenu }).click();
      await page.getByRole('menuitem', { name: new RegExp(words.info) }).click();
      await expect(page).toHaveURL(/\/info\/index$/);
      await page.getByRole('region', { name: words.info }).getByRole('tab').first().waitFor();
      const whileHidden = apiCalls(page);
      await page.clock.runFor(60_000);
      await page.waitForTimeout(500); // any request the minute set off would be on its way now
      whileHidden.stop();
      expect(whileHidden.seen.filter((path) => /\/api\/(device|statistics|disposition)\//.test(path))).toEqual([]);

      // Shown again, the cards catch up at once (their values are a minute old). The test waits for the
      // reply too: one that lands after the next minute's jump of the clock would be dated after it, and the
      // cards would then rightly not be stale when the browser tab shows again below.
      const caughtUp = page.waitForResponse((response) => isMonitoringCall(response.request()) && response.url().includes('/device/cardPage'), AT_ONCE);
      await tab(page, words, words.cards).click();
      await caughtUp;
      // …and the page has taken it (its refresh line no longer says it is refreshing).
      const refreshing = messages[words.lang === 'zh' ? 'zh-CN' : 'en-US']['live.refreshing'].replace(/^[，,]\s*/, '');
      await expect(page.getByText(refreshing)).toHaveCount(0);

      // 6. The browser tab in the background: the cards page on screen stops refreshing, and catches up when shown.
      await expect(feed).toBeVisible();
      await setBrowserTabHidden(page, true);
      const inBackground = apiCalls(page);
      await page.clock.runFor(60_000);
      await page.waitForTimeout(500);
      inBackground.stop();
      expect(inBackground.seen).toEqual([]);
      const back = page.waitForRequest((request) => isMonitoringCall(request) && request.url().includes('/device/cardPage'), AT_ONCE);
      await setBrowserTabHidden(page, false);
      await back;
    });
  });
}
