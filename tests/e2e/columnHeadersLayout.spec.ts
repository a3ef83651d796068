import type { Page } from '@playwright/test';
import { crawlRoutes, menuLeafPaths, navigateInApp } from './support/crawl';
import { languagesOf, startIn } from './support/language';
import { expect, openSignedIn, test } from './support/session';

// Layout walk: at 1366x768, in both languages, no list page clips its own column headers.
//
// Pages: every signed-in route of the crawl (the route table's, spec 2.2, and the server menu's own
// pages), opened in place; on each, every visible antd Table of the main area, and again after each tab
// of the page's own tabs (antd Tabs inside the page, not the shell's tab bar) is chosen.
//
// The rule, for every header cell (`.ant-table-thead th`) that shows text, with each table scrolled to
// its start (scrollLeft 0, as the page opens):
//   1. Its text fits its cell: for the cell and each element inside it that can cut (a sorter's title,
//      an ellipsis box), scrollWidth <= clientWidth, and the box of the text itself (a DOM Range) lies
//      inside the cell. A header shown with an ellipsis cut therefore fails (nothing exempts ellipsis).
//   2. It is not covered: a header that is not fixed may not overlap (more than 1 px) a fixed (sticky)
//      header cell of its table, nor stick out of the table's scroll viewport (.ant-table-content or
//      .ant-table-header/.ant-table-body).
//   3. The one exception is a table that really scrolls sideways (scrollWidth > clientWidth of its
//      viewport): there a header wholly hidden at the start (entirely under a fixed column or past the
//      viewport's edge) is fine, because scrolling brings it out; a header PARTLY hidden at the start is
//      still a failure (the operator sees half a word and no reason to scroll).
// The walk collects every failure and reports them all at once (page, language, header, why).

test.use({ signedInAs: 'admin', viewport: { width: 1366, height: 768 } });

type Clip = { table: number; header: string; why: string };

/** Every header of the visible tables of the main area that breaks the rule above. */
async function clippedHeaders(page: Page): Promise<Clip[]> {
  return page.evaluate(() => {
    const out: { table: number; header: string; why: string }[] = [];
    const main = document.querySelector('.ant-layout-content') ?? document.body;
    const tables = [...main.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter((t) => t.offsetParent !== null && !t.closest('.ant-modal, .ant-drawer'));
    tables.forEach((wrapper, index) => {
      const viewport = wrapper.querySelector<HTMLElement>('.ant-table-content') ?? wrapper.querySelector<HTMLElement>('.ant-table-body');
      const headerBox = wrapper.querySelector<HTMLElement>('.ant-table-header') ?? viewport;
      if (!viewport || !headerBox) return;
      viewport.scrollLeft = 0;
      if (headerBox !== viewport) headerBox.scrollLeft = 0;
      const scrolls = viewport.scrollWidth > viewport.clientWidth + 1;
      const view = headerBox.getBoundingClientRect();
      const cells = [...wrapper.querySelectorAll<HTMLElement>('.ant-table-thead > tr > th')].filter(
        (th) => !th.classList.contains('ant-table-cell-scrollbar') && !th.classList.contains('ant-table-selection-column') && (th.textContent ?? '').trim() !== '',
      );
      const fixed = cells.filter((th) => th.className.includes('ant-table-cell-fix-'));
      for (const th of cells) {
        const header = (th.textContent ?? '').trim();
        const box = th.getBoundingClientRect();
        // 1. the text fits its cell
        const cutters = [th, ...th.querySelectorAll<HTMLElement>('.ant-table-column-title, .ant-table-column-sorters, .ant-table-cell-content, [class*="ellipsis"]')];
        const cut = cutters.find((el) => el.scrollWidth > el.clientWidth + 1);
        if (cut) out.push({ table: index, header, why: `text ${cut.scrollWidth}px in ${cut.clientWidth}px (${cut === th ? 'th' : cut.className})` });
        const range = document.createRange();
        range.selectNodeContents(th);
        const text = range.getBoundingClientRect();
        if (!cut && (text.left < box.left - 1 || text.right > box.right + 1)) out.push({ table: index, header, why: `text ${Math.round(text.left)}-${Math.round(text.right)} out of cell ${Math.round(box.left)}-${Math.round(box.right)}` });
        // 2./3. not covered by a fixed column nor by the viewport's edge
        if (fixed.includes(th)) continue;
        const hidden = (left: number, right: number) => Math.max(0, Math.min(box.right, right) - Math.max(box.left, left));
        let covered = Math.max(0, view.left - box.left) + Math.max(0, box.right - view.right);
        let by = covered > 1 ? 'the table edge' : '';
        for (const f of fixed) {
          const r = f.getBoundingClientRect();
          const over = hidden(r.left, r.right);
          if (over > 1) {
            covered += over;
            by = `fixed column "${(f.textContent ?? '').trim()}"`;
          }
        }
        const width = box.right - box.left;
        if (covered <= 1) continue;
        const whollyHidden = covered >= width - 1;
        if (scrolls && whollyHidden) continue;
        out.push({ table: index, header, why: `${Math.round(covered)} of ${Math.round(width)}px covered by ${by}${scrolls ? ' at scroll 0' : ' (the table does not scroll)'}` });
      }
    });
    return out;
  });
}

/**
 * The page has settled: no spinner shown in the main area (antd's, or the route fallback's 加载中… /
 * Loading… while the page's chunk or the menu gate loads), and its tables (if any) have drawn their rows
 * or empty state. Only what is shown counts: the pages walked before stay in the DOM, hidden under
 * <Activity>, and one of them hidden while it was loading keeps its spinner there. Returns false when
 * the page did not settle within 15 s (the walk then measures it as it is, and says so).
 */
async function settle(page: Page, shownBefore?: string): Promise<boolean> {
  const settled = await page
    .waitForFunction(
      (before) => {
        const main = document.querySelector<HTMLElement>('.ant-layout-content');
        if (!main || main.textContent === '') return false;
        // A navigation is a transition: the page left stays shown until the next one is ready, and it
        // is settled already. The content area holds only the pages, so new text is the next page.
        if (before !== undefined && main.innerText === before) return false;
        const shown = (el: Element | null) => !!el && el.checkVisibility();
        if ([...main.querySelectorAll('.ant-spin-spinning')].some(shown)) return false;
        const text = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = text.nextNode(); node; node = text.nextNode()) {
          if (/加载中…|Loading…/.test(node.textContent ?? '') && shown(node.parentElement)) return false;
        }
        return true;
      },
      shownBefore,
      { timeout: 15_000 },
    )
    .then(
      () => true,
      () => false,
    );
  // antd measures sticky offsets and the scroll shadows after layout: give it two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return settled;
}

for (const language of languagesOf()) {
  test(`no list page clips a column header at 1366x768 (${language})`, async ({ page }) => {
    // Every route of the crawl, each waiting up to 15 s for its tables (20-25 s in all when every page settles).
    test.setTimeout(600_000);
    await startIn(page, language);
    const menuReply = page.waitForResponse((res) => /\/blade-system\/menu\/routes/.test(res.url()) && res.ok());
    await openSignedIn(page);
    const menu = (await (await menuReply).json()) as { data?: Parameters<typeof menuLeafPaths>[0] };
    const { routes } = crawlRoutes(menuLeafPaths(menu.data ?? []));
    const found: string[] = [];
    const unsettled: string[] = [];
    let tablesSeen = 0;
    for (const route of routes.filter((r) => !r.publicPage)) {
      // What the page left shows (none when the walk stays where it is: its first route is home).
      const shownBefore = new URL(page.url()).pathname === route.path ? undefined : await page.locator('.ant-layout-content').innerText();
      await navigateInApp(page, route.path);
      if (!(await settle(page, shownBefore))) unsettled.push(route.path);
      const views: string[] = [''];
      const tabs = page.locator('.ant-layout-content .ant-tabs-tab:not(.ant-tabs-tab-disabled):visible');
      const tabNames = await tabs.allInnerTexts();
      views.push(...tabNames.slice(1));
      for (const [n, view] of views.entries()) {
        if (n > 0) {
          await tabs.nth(n).click();
          if (!(await settle(page))) unsettled.push(`${route.path} [${view.trim()}]`);
        }
        tablesSeen += await page.locator('.ant-layout-content .ant-table-wrapper:visible').count();
        for (const clip of await clippedHeaders(page)) {
          found.push(`${route.path}${view ? ` [${view.trim()}]` : ''} table ${clip.table}: "${clip.header}" ${clip.why}`);
        }
      }
    }
    test.info().annotations.push({ type: 'tables', description: String(tablesSeen) });
    if (unsettled.length) console.log(`[${language}] still loading after 15 s, measured as they were: ${unsettled.join(', ')}`);
    expect(tablesSeen, 'the walk saw list pages').toBeGreaterThan(10);
    expect(found, `clipped headers (${language})`).toEqual([]);
  });
}
