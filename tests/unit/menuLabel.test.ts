// @vitest-environment node
// spec 2.2: the name a menu item shows - its key's label in the current language while the server's
// name is the key's own Chinese name; the server's name, as sent, once it differs (renamed, unknown).
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import { menuKeyId, shownMenuName } from '../../src/lib/menu/menuLabel';

const tables = { 'zh-CN': messages['zh-CN'] as Record<string, string>, 'en-US': messages['en-US'] as Record<string, string> };
const translateIn = (language: keyof typeof tables) => (id: string) => tables[language][id];

describe('shownMenuName', () => {
  it.each([
    ['zh-CN', '系统管理', 'route.system', '系统管理'],
    ['en-US', '系统管理', 'route.system', 'System management'],
    ['en-US', '通知管理', 'route.inform', 'Notifications'],
    ['en-US', '字典管理（纵向）', 'route.dictVertical', 'Dictionaries (vertical)'],
    ['en-US', ' 告警日志 ', 'route.alarm', 'Alarm log'],
  ] as const)('[%s] an unrenamed %j (%s) reads %j', (language, name, key, shown) => {
    expect(shownMenuName(name, key, translateIn(language))).toBe(shown);
  });

  it.each([
    ['zh-CN', '系统维护', 'route.system'],
    ['en-US', '系统维护', 'route.system'],
    ['en-US', '<img src=x onerror=alert(1)>#MN00', 'route.alarm'],
    ['zh-CN', '字典管理', 'route.dictHorizontal'],
    ['en-US', 'Notifications', 'route.inform'],
  ] as const)('[%s] a renamed %j (%s) is shown as the server sent it', (language, name, key) => {
    expect(shownMenuName(name, key, translateIn(language))).toBe(name);
  });

  it.each(['zh-CN', 'en-US'] as const)('[%s] no key, an unknown key or a key outside the routes: the server name', (language) => {
    expect(shownMenuName('能耗分析', undefined, translateIn(language))).toBe('能耗分析');
    expect(shownMenuName('能耗分析', 'route.energy', translateIn(language))).toBe('能耗分析');
    expect(shownMenuName('首页', 'frame.home', translateIn(language))).toBe('首页');
    expect(shownMenuName('首页', 'menu.home', translateIn(language))).toBe('首页');
  });

  it('the server name when the language lacks the key’s message', () => {
    expect(shownMenuName('告警日志', 'route.alarm', () => undefined)).toBe('告警日志');
  });

  it('compares with the table it is given', () => {
    expect(shownMenuName('Alarms', 'route.alarm', translateIn('en-US'), { 'route.alarm': 'Alarms' })).toBe('Alarm log');
  });
});

describe('menuKeyId', () => {
  it.each([
    [{ name: 'x', meta: { i18n: 'alarm' } }, 'route.alarm'],
    [{ name: 'x', meta: { i18n: '  menu ' } }, 'route.menu'],
    [{ name: 'x', meta: { i18n: '  ' } }, undefined],
    [{ name: 'x', meta: {} }, undefined],
    [{ name: 'x' }, undefined],
  ])('%j names %j', (item, id) => {
    expect(menuKeyId(item)).toBe(id);
  });
});
