// spec 2.5 / 9: past 15 items the top menu is a vertical carousel whose first page holds 10 — pages
// turned by buttons, keys and the wheel, one page exposed at a time, the turn announced.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../locales';
import enTopbar from '../../locales/en-US/topbar';
import zhTopbar from '../../locales/zh-CN/topbar';
import { TopMenuCarousel } from '../../src/features/topbar/TopMenuCarousel';
import { CAROUSEL_CONTROLS_SPACE, fittedPageSizes, ITEM_GAP, pageOfIndex, pageOfItem, topMenuPages } from '../../src/features/topbar/topMenuPages';

type Item = { id: string; name: string };
const itemsOf = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `菜单${i + 1}` }));

function Carousel({ count, current = -1 }: { count: number; current?: number }) {
  const items = itemsOf(count);
  return (
    <IntlProvider locale="zh-CN" messages={{ ...messages['zh-CN'], ...zhTopbar }} defaultLocale="zh-CN">
      <TopMenuCarousel pages={topMenuPages(items)} currentPage={pageOfItem(items.length, current)} renderItem={(item) => <button type="button">{item.name}</button>} />
    </IntlProvider>
  );
}

const carousel = () => screen.getByRole('group', { name: '顶部菜单' });
/** The page that is exposed: hidden pages are aria-hidden and inert, so by role only one is found. */
const shownPage = () => within(carousel()).getByRole('group', { name: /^第 \d 页，共 \d 页$/ });
const shownNames = () => within(shownPage()).getAllByRole('button').map((b) => b.textContent);
const previous = () => screen.getByRole('button', { name: '上一页菜单' });
const next = () => screen.getByRole('button', { name: '下一页菜单' });
const names = (from: number, to: number) => itemsOf(to).slice(from - 1).map((item) => item.name);

describe('top-menu pages (spec 2.5, 9)', () => {
  it.each([
    [15, [15]],
    [16, [10, 6]],
    [20, [10, 10]],
    [25, [10, 10, 5]],
  ])('%i items make pages of %j', (count, sizes) => {
    expect(topMenuPages(itemsOf(count)).map((page) => page.length)).toEqual(sizes);
  });

  it.each([
    [16, 0, 0],
    [16, 9, 0],
    [16, 10, 1],
    [25, 24, 2],
    [15, 14, 0],
    [16, -1, 0],
  ])('with %i items, item %i is on page %i', (count, index, page) => {
    expect(pageOfItem(count, index)).toBe(page);
  });
});

// The cut follows the measured widths — spec 2.5's rule where the items fit, fewer where not.
describe('top-menu pages cut by measured widths', () => {
  /** The row width that holds exactly `n` items of width `w` (flat) or `n` on a carousel page. */
  const flatRow = (n: number, w: number) => n * w + (n - 1) * ITEM_GAP;
  const pagedRow = (n: number, w: number) => flatRow(n, w) + CAROUSEL_CONTROLS_SPACE;
  const widths = (n: number, w = 74) => Array<number>(n).fill(w);

  it.each([
    ['15 that fit stay flat', widths(15), flatRow(15, 74), [15]],
    ['15 that do not fit flat go into pages that fit', widths(15), pagedRow(6, 74), [6, 6, 3]],
    ['18 with room for 10 a page: 10, then 8 (spec 2.5)', widths(18), pagedRow(10, 74), [10, 8]],
    ['18 with room for more than 10: still 10 a page (spec 9)', widths(18), pagedRow(14, 74), [10, 8]],
    ['18 with room for 6: 6, 6, 6', widths(18), pagedRow(6, 74), [6, 6, 6]],
    ['a hair under the exact fit (sub-pixel widths) still fits', widths(18), pagedRow(6, 74) - 0.4, [6, 6, 6]],
    ['one pixel short: one fewer', widths(18), pagedRow(6, 74) - 1, [5, 5, 5, 3]],
    ['16 that would fit flat: past 15 it is a carousel anyway', widths(16, 10), 2000, [10, 6]],
    ['wide and narrow names: each page as full as its own items allow', [120, 50, 50, 200, 50], 120 + 50 + 50 + 2 * ITEM_GAP + CAROUSEL_CONTROLS_SPACE, [3, 1, 1]],
    ['an item wider than the window: alone on its page', [40, 900, 40], 300, [1, 1, 1]],
  ])('%s', (_title, measured, row, sizes) => {
    expect(fittedPageSizes(measured, row)).toEqual(sizes);
  });

  it.each([
    [[6, 6, 6], 5, 0],
    [[6, 6, 6], 6, 1],
    [[6, 6, 6], 17, 2],
    [[10, 8], -1, 0],
  ])('with pages %j, item %i is on page %i', (sizes, index, page) => {
    expect(pageOfIndex(sizes, index)).toBe(page);
  });
});

describe('the vertical carousel (spec 2.5)', () => {
  it('is a labelled carousel; the first page holds 10 and only it is exposed, the other is inert', () => {
    render(<Carousel count={16} />);
    expect(carousel()).toHaveAttribute('aria-roledescription', '轮播');
    expect(shownPage()).toHaveAttribute('aria-roledescription', '菜单页');
    expect(shownPage()).toHaveAccessibleName('第 1 页，共 2 页');
    expect(shownNames()).toEqual(names(1, 10));
    const hidden = carousel().querySelector('[data-page="1"]');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: '菜单11' })).not.toBeInTheDocument();
    // The buttons are labelled, say which list they move, and the status is silent until a turn.
    expect(previous()).toHaveAttribute('aria-controls', carousel().querySelector('[data-page]')?.parentElement?.id);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(within(carousel()).getByText('1/2')).toBeInTheDocument();
  });

  it('turns with the buttons, announces the page, and keeps focus on a button at the end', async () => {
    const user = userEvent.setup();
    render(<Carousel count={25} />);
    await user.click(next());
    expect(shownNames()).toEqual(names(11, 20));
    expect(screen.getByRole('status')).toHaveTextContent('第 2 页，共 3 页');
    await user.click(next());
    expect(shownNames()).toEqual(names(21, 25));
    expect(screen.getByRole('status')).toHaveTextContent('第 3 页，共 3 页');
    expect(within(carousel()).getByText('3/3')).toBeInTheDocument();
    // At the end the button is aria-disabled, not disabled: it keeps focus, and clicking does nothing.
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveFocus();
    await user.click(next());
    expect(shownNames()).toEqual(names(21, 25));
    await user.click(previous());
    expect(shownNames()).toEqual(names(11, 20));
  });

  it('turns with arrow and page keys, and focus follows to the same place on the new page', async () => {
    const user = userEvent.setup();
    render(<Carousel count={16} />);
    screen.getByRole('button', { name: '菜单3' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '菜单13' })).toHaveFocus();
    // The second page has 6 items: from the 9th place focus goes to its last one.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: '菜单3' })).toHaveFocus();
    screen.getByRole('button', { name: '菜单9' }).focus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '菜单16' })).toHaveFocus();
    // Past the last page nothing moves.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '菜单16' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(shownNames()).toEqual(names(1, 10));
    // Keys pressed on a page button turn the page and leave focus on the button.
    next().focus();
    await user.keyboard('{ArrowDown}');
    expect(shownNames()).toEqual(names(11, 16));
    expect(next()).toHaveFocus();
  });

  it('turns with the wheel, once per flick', () => {
    const now = vi.spyOn(performance, 'now');
    render(<Carousel count={25} />);
    const wheel = (deltaY: number, at: number) => {
      now.mockReturnValue(at);
      fireEvent.wheel(shownPage(), { deltaY });
    };
    wheel(120, 1000);
    expect(shownNames()).toEqual(names(11, 20));
    // The rest of the same flick does not turn again; a new flick does.
    wheel(120, 1100);
    expect(shownNames()).toEqual(names(11, 20));
    wheel(-120, 2000);
    expect(shownNames()).toEqual(names(1, 10));
    // A resting trackpad's tiny deltas are not a turn.
    wheel(1, 3000);
    expect(shownNames()).toEqual(names(1, 10));
  });

  it('opens on the page of the current item and follows when the current item moves to another page', () => {
    function Moving() {
      const [current, setCurrent] = useState(12);
      return (
        <>
          <button type="button" onClick={() => setCurrent(2)}>go to 3</button>
          <Carousel count={16} current={current} />
        </>
      );
    }
    render(<Moving />);
    expect(shownNames()).toEqual(names(11, 16));
    act(() => screen.getByRole('button', { name: 'go to 3' }).click());
    expect(shownNames()).toEqual(names(1, 10));
  });

  it('has its messages in both languages', () => {
    for (const id of ['topbar.menu.carousel', 'topbar.menu.slide', 'topbar.menu.pageStatus', 'topbar.menu.previous', 'topbar.menu.next', 'topbar.menu.pager']) {
      expect(zhTopbar).toHaveProperty([id]);
      expect(enTopbar).toHaveProperty([id]);
    }
  });
});
