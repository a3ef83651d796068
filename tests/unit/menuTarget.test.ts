// @vitest-environment node
// spec 2.2 (where a menu item goes) and 2.9 (leaf items, name-prefix search).
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../../generated/model';
import { findMenuLeaf, leafItems, leavesByNameContaining, leavesByNamePrefix, menuTarget } from '../../src/lib/menu/menuTarget';

const item = (id: string, name: string, path: string, children?: MenuRoute[]): MenuRoute => ({ id, parentId: '0', name, path, ...(children ? { children } : {}) });

const tree: MenuRoute[] = [
  item('1', '首页', '/wel/index'),
  item('2', '设备监控', '/monitor/device', [item('21', '设备列表', '/monitor/device/device'), item('22', '设备图表', '/monitor/device/chart')]),
  item('3', '系统管理', '/system', [item('31', '菜单管理', '/system/menu', []), item('32', '大屏', '/system/screen', [item('321', 'Help', 'https://help.example.cn/')])]),
];

describe('menuTarget (spec 2.2)', () => {
  it.each([
    ['https://screen.example.cn/data/index.html', `/myiframe/${encodeURIComponent('https://screen.example.cn/data/index.html')}`],
    ['http://example.cn/a?b=1', `/myiframe/${encodeURIComponent('http://example.cn/a?b=1')}`],
    ['HTTPS://EXAMPLE.CN', `/myiframe/${encodeURIComponent('HTTPS://EXAMPLE.CN')}`],
    ['/report/view.html', `/myiframe/${encodeURIComponent('/report/view.html')}`],
    ['/static/HTML/page', `/myiframe/${encodeURIComponent('/static/HTML/page')}`],
    ['/monitor/device/device', '/monitor/device/device'],
    ['/system/menu', '/system/menu'],
    ['/httpd/index', '/httpd/index'],
  ])('%s goes to %s', (path, target) => {
    expect(menuTarget(path)).toBe(target);
  });
});

describe('leafItems', () => {
  it('keeps only leaves, in menu order, with the names above them', () => {
    expect(leafItems(tree).map((leaf) => [leaf.name, leaf.trail.join('/'), leaf.target])).toEqual([
      ['首页', '首页', '/wel/index'],
      ['设备列表', '设备监控/设备列表', '/monitor/device/device'],
      ['设备图表', '设备监控/设备图表', '/monitor/device/chart'],
      ['菜单管理', '系统管理/菜单管理', '/system/menu'],
      ['Help', '系统管理/大屏/Help', `/myiframe/${encodeURIComponent('https://help.example.cn/')}`],
    ]);
  });

  it('carries each leaf’s icon class and route meta from the server', () => {
    const withMeta: MenuRoute[] = [{ ...item('9', '告警日志', '/monitor/alarm/index'), source: 'iconfont icon-gaojing', meta: { i18n: 'alarm', keepAlive: false } }];
    expect(leafItems(withMeta)[0]).toMatchObject({ source: 'iconfont icon-gaojing', meta: { i18n: 'alarm', keepAlive: false } });
    expect(leafItems(tree)[0].meta).toBeUndefined();
  });

  it('finds a leaf by path (a trailing slash is the same page), never a group', () => {
    expect(findMenuLeaf(tree, '/system/menu/')?.name).toBe('菜单管理');
    expect(findMenuLeaf(tree, '/system')).toBeUndefined();
    expect(findMenuLeaf(tree, '/no/such/page')).toBeUndefined();
  });
});

describe('search matching', () => {
  const leaves = leafItems(tree);
  it('the autocomplete matches the name prefix only (spec 2.9), ignoring case', () => {
    expect(leavesByNamePrefix(leaves, '设备').map((l) => l.name)).toEqual(['设备列表', '设备图表']);
    expect(leavesByNamePrefix(leaves, '列表')).toEqual([]);
    expect(leavesByNamePrefix(leaves, 'he').map((l) => l.name)).toEqual(['Help']);
    expect(leavesByNamePrefix(leaves, '系统')).toEqual([]); // a group is not a leaf
    expect(leavesByNamePrefix(leaves, '  ')).toEqual([]);
  });

  it('the overlay matches anywhere in the name', () => {
    expect(leavesByNameContaining(leaves, '图表').map((l) => l.name)).toEqual(['设备图表']);
    expect(leavesByNameContaining(leaves, 'ELP').map((l) => l.name)).toEqual(['Help']);
    expect(leavesByNameContaining(leaves, '')).toEqual([]);
  });
});
