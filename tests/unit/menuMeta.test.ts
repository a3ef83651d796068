// @vitest-environment node
// spec 2.2 / 2.4: what a server menu's meta and icon class mean to the console.
import { describe, expect, it } from 'vitest';
import type { MenuRouteMeta } from '../../generated/model';
import { messages } from '../../locales';
import { menuPageOptions } from '../../src/lib/menu/menuMeta';
import { fallbackMenuIcon, iconfontName, menuIconFor, menuIconsByName } from '../../src/lib/menu/menuIcons';

const en = messages['en-US'] as Record<string, string>;
const hasEnglish = (id: string) => id in en;

describe('menuPageOptions (meta of a server menu)', () => {
  it.each<[string, MenuRouteMeta | undefined, ReturnType<typeof menuPageOptions>]>([
    ['no meta: the name, a tab, kept alive', undefined, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
    ['an empty meta: the same defaults', {}, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
    ['i18n with a message: its message id', { i18n: 'alarm' }, { labelId: 'route.alarm', label: 'route.alarm', isTab: true, keepAlive: true }],
    ['i18n without a message: the name', { i18n: 'nosuch' }, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
    ['a blank i18n: the name', { i18n: '  ' }, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
    ['isTab false', { isTab: false }, { labelId: undefined, label: '告警日志', isTab: false, keepAlive: true }],
    ['keepAlive false', { keepAlive: false }, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: false }],
    ['explicit true flags', { isTab: true, keepAlive: true }, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
    ['isAuth is not the console’s to enforce', { isAuth: false }, { labelId: undefined, label: '告警日志', isTab: true, keepAlive: true }],
  ])('%s', (_, meta, expected) => {
    expect(menuPageOptions({ name: '告警日志', meta }, hasEnglish)).toEqual(expected);
  });

  it('the mock’s dynamic pages have their label in both languages', () => {
    expect(en['route.alarm']).toBe('Alarm log');
    expect(en['route.menu']).toBe('Menus');
    expect((messages['zh-CN'] as Record<string, string>)['route.alarm']).toBe('告警日志');
    expect((messages['zh-CN'] as Record<string, string>)['route.menu']).toBe('菜单管理');
  });
});

describe('menu icons', () => {
  it.each([
    ['iconfont icon-shebei', 'shebei'],
    ['icon-shouye iconfont', 'shouye'],
    ['  iconfont   icon-gaojing  ', 'gaojing'],
    ['iconfont', undefined],
    ['iconfont icon-', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('the iconfont name in %j is %j', (source, name) => {
    expect(iconfontName(source)).toBe(name);
  });

  const mockNames = ['shouye', 'shebei', 'gaojing', 'rizhi', 'zhenduan', 'zhuanjia', 'tongzhi', 'tongji', 'dangan', 'wenjian', 'yonghu', 'shezhi', 'peizhi', 'xitong', 'daping', 'hangye', 'ceshi', 'bangzhu', 'caidan'];

  it('every iconfont name the mock menu uses has its own built-in icon, no two alike', () => {
    const icons = mockNames.map((name) => menuIconFor(`iconfont icon-${name}`));
    expect(icons.every((icon) => icon !== fallbackMenuIcon)).toBe(true);
    expect(new Set(icons).size).toBe(mockNames.length);
    expect(Object.keys(menuIconsByName).sort()).toEqual([...mockNames].sort());
  });

  it.each([['iconfont icon-no-such-icon'], ['el-icon-menu'], ['iconfont icon-toString'], [''], [undefined]])('%j gets the neutral fallback', (source) => {
    expect(menuIconFor(source)).toBe(fallbackMenuIcon);
  });
});
