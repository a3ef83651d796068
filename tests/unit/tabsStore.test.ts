import { isValidElement, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import zhTabs from '../../locales/zh-CN/tabs';
import enTabs from '../../locales/en-US/tabs';
import { nextKeptPages } from '../../src/features/tabs/KeepAliveOutlet';
import { tabForLocation, tabPath } from '../../src/features/tabs/routeTab';
import { canCloseTab, homeTab, tabHref, useTabsStore, type Tab } from '../../src/stores/tabs';

const tab = (value: string, query?: string): Tab => ({ label: `label ${value}`, value, ...(query ? { query } : {}) });
const store = () => useTabsStore.getState();
const paths = () => store().tabs.map((open) => open.value);
const stored = (name: string) => JSON.parse(sessionStorage.getItem(`saber-${name}`) ?? 'null') as { content: unknown; type: string } | null;

/** Opens the given paths in order; the last one is active. */
const open = (...values: string[]) => values.forEach((value) => store().openTab(tab(value)));

beforeEach(() => {
  store().resetToHome();
});

describe('tabs store: opening (spec 2.4, 4)', () => {
  it('starts with home as the only tab when nothing is stored (spec 2.2)', async () => {
    sessionStorage.clear();
    vi.resetModules();
    const fresh = await import('../../src/stores/tabs');
    expect(fresh.useTabsStore.getState().tabs).toEqual([fresh.homeTab]);
    expect(fresh.useTabsStore.getState().active).toBe('/wel/index');
    expect(fresh.homeTab.label).toBe('menu.home');
  });

  it('navigation adds a tab and makes it active', () => {
    open('/a');
    expect(paths()).toEqual(['/wel/index', '/a']);
    expect(store().active).toBe('/a');
  });

  it('deduplicates by path: opening an open page activates it and keeps its place', () => {
    open('/a', '/b');
    store().openTab(tab('/a', '?page=2'));
    expect(paths()).toEqual(['/wel/index', '/a', '/b']);
    expect(store().active).toBe('/a');
    expect(store().tabs[1].query).toBe('?page=2');
  });

  it('a tab returns to the search it was last shown with', () => {
    expect(tabHref(tab('/a', '?page=2'))).toBe('/a?page=2');
    expect(tabHref(tab('/a'))).toBe('/a');
  });

  it('opened pages are kept alive', () => {
    open('/a', '/b');
    expect(store().alive).toEqual(['/a', '/b']);
  });

  it('a page opened with keepAlive false has a tab but is not kept alive, and stops being kept when reopened so', () => {
    open('/a');
    store().openTab(tab('/b'), { keepAlive: false });
    expect(paths()).toEqual(['/wel/index', '/a', '/b']);
    expect(store().active).toBe('/b');
    expect(store().alive).toEqual(['/a']);
    store().openTab(tab('/a'), { keepAlive: false });
    expect(store().alive).toEqual([]);
    store().openTab(tab('/a'));
    expect(store().alive).toEqual(['/a']);
  });
});

describe('tabs store: closing (spec 2.4, 4)', () => {
  it('the last remaining tab cannot be closed', () => {
    expect(canCloseTab(store().tabs)).toBe(false);
    store().closeTab('/wel/index');
    expect(paths()).toEqual(['/wel/index']);
  });

  it('the last tab cannot be closed even when it is not home', () => {
    open('/a');
    store().closeTab('/wel/index');
    expect(paths()).toEqual(['/a']);
    store().closeTab('/a');
    expect(paths()).toEqual(['/a']);
  });

  it('closing the active tab activates the previous one', () => {
    open('/a', '/b', '/c');
    store().openTab(tab('/b'));
    store().closeTab('/b');
    expect(paths()).toEqual(['/wel/index', '/a', '/c']);
    expect(store().active).toBe('/a');
  });

  it('closing the active first tab activates the new first one', () => {
    open('/a', '/b');
    store().openTab(homeTab);
    store().closeTab('/wel/index');
    expect(paths()).toEqual(['/a', '/b']);
    expect(store().active).toBe('/a');
  });

  it('closing another tab keeps the active one', () => {
    open('/a', '/b');
    store().closeTab('/a');
    expect(store().active).toBe('/b');
  });

  it("a closed tab's page is no longer kept alive", () => {
    open('/a', '/b');
    store().closeTab('/a');
    expect(store().alive).toEqual(['/b']);
  });

  it('ignores a path that is not open', () => {
    open('/a');
    store().closeTab('/nowhere');
    expect(paths()).toEqual(['/wel/index', '/a']);
  });

  it('close others keeps the active tab and home', () => {
    open('/a', '/b', '/c');
    store().openTab(tab('/b'));
    store().closeOtherTabs();
    expect(paths()).toEqual(['/wel/index', '/b']);
    expect(store().active).toBe('/b');
    expect(store().alive).toEqual(['/b']);
  });

  it('close others on home leaves home alone', () => {
    open('/a', '/b');
    store().openTab(homeTab);
    store().closeOtherTabs();
    expect(paths()).toEqual(['/wel/index']);
  });

  it('close all goes back to home', () => {
    open('/a', '/b');
    store().closeAllTabs();
    expect(store().tabs).toEqual([homeTab]);
    expect(store().active).toBe('/wel/index');
    expect(store().alive).toEqual([]);
  });

  it("close all keeps home's page when it was open", () => {
    open('/wel/index', '/a');
    store().closeAllTabs();
    expect(store().alive).toEqual(['/wel/index']);
  });
});

describe('tabs store: clear cache and reset', () => {
  it('clearing the cache drops the kept pages of all tabs but the active one, and keeps the tabs', () => {
    open('/a', '/b', '/c');
    store().openTab(tab('/b'));
    store().dropHiddenPages();
    expect(store().alive).toEqual(['/b']);
    expect(paths()).toEqual(['/wel/index', '/a', '/b', '/c']);
  });

  it('keeps one page alive without a tab (spec 2.1: the embedded page), the last one shown', () => {
    store().keepWithoutTab('/myiframe/x');
    store().keepWithoutTab('/myiframe/y');
    expect(store().keptWithoutTab).toBe('/myiframe/y');
    expect(paths()).toEqual(['/wel/index']);
    store().dropHiddenPages();
    expect(store().keptWithoutTab).toBeUndefined();
    store().keepWithoutTab('/myiframe/z');
    store().resetToHome();
    expect(store().keptWithoutTab).toBeUndefined();
  });

  it('resetToHome (login, logout) leaves only home and no kept page', () => {
    open('/a');
    store().resetToHome();
    expect(store().tabs).toEqual([homeTab]);
    expect(store().active).toBe('/wel/index');
    expect(store().alive).toEqual([]);
  });
});

describe('tabs store: session storage (spec 3 storage notes)', () => {
  it("writes tabs under 'tagList' and the active path under 'tag' as session records", () => {
    open('/a');
    expect(stored('tagList')).toMatchObject({ type: 'session', content: [homeTab, tab('/a')] });
    expect(stored('tag')).toMatchObject({ type: 'session', content: '/a' });
    store().closeTab('/a');
    expect(stored('tagList')?.content).toEqual([homeTab]);
    expect(stored('tag')?.content).toBe('/wel/index');
  });

  it('restores the tabs and the active one after a reload', async () => {
    open('/a', '/b');
    store().openTab(tab('/a'));
    vi.resetModules();
    const fresh = await import('../../src/stores/tabs');
    expect(fresh.useTabsStore.getState().tabs.map((open) => open.value)).toEqual(['/wel/index', '/a', '/b']);
    expect(fresh.useTabsStore.getState().active).toBe('/a');
    expect(fresh.useTabsStore.getState().alive).toEqual([]);
  });

  it('drops malformed stored tabs and falls back to the first tab when the stored active one is gone', async () => {
    const record = (content: unknown) => JSON.stringify({ dataType: 'object', content, type: 'session', datetime: 1 });
    sessionStorage.setItem('saber-tagList', record([{ label: 'x' }, 42, tab('/b')]));
    sessionStorage.setItem('saber-tag', record('/gone'));
    vi.resetModules();
    const fresh = await import('../../src/stores/tabs');
    expect(fresh.useTabsStore.getState().tabs).toEqual([tab('/b')]);
    expect(fresh.useTabsStore.getState().active).toBe('/b');
  });

  it('never starts with an empty bar', async () => {
    sessionStorage.setItem('saber-tagList', JSON.stringify({ dataType: 'object', content: [], type: 'session', datetime: 1 }));
    vi.resetModules();
    const fresh = await import('../../src/stores/tabs');
    expect(fresh.useTabsStore.getState().tabs).toEqual([fresh.homeTab]);
  });
});

describe('the tab a location opens (labels from the route handle)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('takes the label of the deepest route', () => {
    const matches = [{ handle: { label: 'layout' } }, { handle: { label: 'menu.users' } }];
    expect(tabForLocation(at('/monitor/user/user', '?page=3'), matches)).toEqual({
      label: 'menu.users',
      value: '/monitor/user/user',
      query: '?page=3',
    });
  });

  it('opens no tab for a page marked non-tab (spec 2.4)', () => {
    expect(tabForLocation(at('/wel/dashboard'), [{ handle: { label: 'menu.dashboard', isTab: false } }])).toBeUndefined();
  });

  it('opens no tab for a route without a label, such as an index route that only redirects', () => {
    expect(tabForLocation(at('/wel'), [{ handle: { label: 'layout' } }, { handle: undefined }])).toBeUndefined();
  });

  it('home is a tab even when its route declares nothing', () => {
    expect(tabForLocation(at('/wel/index'), [{ handle: undefined }])).toEqual({ label: 'menu.home', value: '/wel/index', query: undefined });
  });

  it("treats '/a/' and '/a' as the same tab", () => {
    expect(tabPath('/a/')).toBe('/a');
    expect(tabPath('/')).toBe('/');
    expect(tabForLocation(at('/a/'), [{ handle: { label: 'A' } }])?.value).toBe('/a');
  });
});

describe('kept pages (keep-alive without leaks)', () => {
  const page = (name: string) => createElement('p', null, name);
  const shown = (path: string, element = page(path), routeId = `route ${path}`) => ({ path, element, routeId });

  it('keeps the shown page once its tab is alive', () => {
    const a = shown('/a');
    expect(nextKeptPages(new Map(), a, ['/a']).get('/a')?.element).toBe(a.element);
  });

  it('returns the same map when nothing changed, so no extra render happens', () => {
    const kept = nextKeptPages(new Map(), shown('/a'), ['/a']);
    expect(nextKeptPages(kept, shown('/a'), ['/a'])).toBe(kept);
  });

  it('keeps the first element of a page while its path leads to the same route, so React can skip it', () => {
    const first = shown('/a');
    const kept = nextKeptPages(new Map(), first, ['/a']);
    expect(nextKeptPages(kept, shown('/a', page('again')), ['/a']).get('/a')?.element).toBe(first.element);
  });

  it('takes the new element when the path leads to another route', () => {
    const kept = nextKeptPages(new Map(), shown('/a'), ['/a']);
    const other = shown('/a', page('other'), 'another route');
    expect(nextKeptPages(kept, other, ['/a']).get('/a')?.element).toBe(other.element);
  });

  it('does not keep a page whose tab is not alive (a non-tab page)', () => {
    expect(nextKeptPages(new Map(), shown('/x'), []).size).toBe(0);
  });

  it("drops a closed tab's page so nothing of it stays referenced", () => {
    let kept = nextKeptPages(new Map(), shown('/a'), ['/a']);
    kept = nextKeptPages(kept, shown('/b'), ['/a', '/b']);
    kept = nextKeptPages(kept, shown('/b'), ['/b']);
    expect([...kept.keys()]).toEqual(['/b']);
    expect(isValidElement(kept.get('/b')?.element)).toBe(true);
  });
});

describe('tabs messages', () => {
  it('zh-CN and en-US have the same non-empty keys under tabs.', () => {
    expect(Object.keys(enTabs).sort()).toEqual(Object.keys(zhTabs).sort());
    for (const table of [zhTabs, enTabs]) {
      for (const [key, text] of Object.entries(table)) {
        expect(key.startsWith('tabs.'), key).toBe(true);
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it("quotes the spec's Chinese texts for clear cache", () => {
    expect(zhTabs['tabs.clearCacheConfirm']).toBe('是否需要清除缓存?');
    expect(zhTabs['tabs.clearCacheDone']).toBe('清除完毕');
  });
});
