// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeProblem, keyProblem, remarkProblem, sortProblem, valueProblem } from '../../src/features/dictionary/rules';
import { readShare, shareOf } from '../../src/features/dictionary/usePaneSizes';
import * as menu from '../../src/features/menuAdmin/rules';

// The dictionary and menu forms: spec 5 has no rules for them, so these are the contract's limits
// (DictEntry, Menu) and the shapes the pages rely on.

describe('dictionary code', () => {
  it.each([
    ['menu_category', null],
    ['', 'dict.rule.code'],
    ['  ', 'dict.rule.code'],
    ['menu category', 'dict.rule.codeSpaces'],
    [' menu', 'dict.rule.codeSpaces'],
    ['c'.repeat(50), null],
    ['c'.repeat(51), 'dict.rule.codeMax'],
  ])('%j -> %s', (value, expected) => expect(codeProblem(value)).toBe(expected));
});

describe('dictionary key and value', () => {
  it.each([
    ['1', null],
    ['online', null],
    ['', 'dict.rule.key'],
    [' 1', 'announcement.titleLimit1'],
    ['k'.repeat(51), 'dict.rule.keyMax'],
  ])('key %j -> %s', (value, expected) => expect(keyProblem(value)).toBe(expected));
  it.each([
    ['在线', null],
    ['', 'dict.rule.value'],
    ['在线 ', 'announcement.titleLimit1'],
    ['值'.repeat(100), null],
    ['值'.repeat(101), 'dict.rule.valueMax'],
  ])('value %j -> %s', (value, expected) => expect(valueProblem(value)).toBe(expected));
});

describe('dictionary order and remark', () => {
  it.each([
    [0, null],
    [100000, null],
    [null, 'dict.rule.sort'],
    [-1, 'dict.rule.sortRange'],
    [1.5, 'dict.rule.sortRange'],
    [100001, 'dict.rule.sortRange'],
  ])('order %s -> %s', (value, expected) => expect(sortProblem(value)).toBe(expected));
  it.each([
    ['', null],
    ['备'.repeat(255), null],
    ['备'.repeat(256), 'dict.rule.remarkMax'],
  ])('remark of %#', (value, expected) => expect(remarkProblem(value)).toBe(expected));
});

describe('menu form', () => {
  it.each([
    ['设备监测', null],
    ['', 'menuAdmin.rule.name'],
    [' 设备监测', 'announcement.titleLimit1'],
    ['菜'.repeat(51), 'menuAdmin.rule.nameMax'],
  ])('name %j -> %s', (value, expected) => expect(menu.nameProblem(value)).toBe(expected));
  it.each([
    ['monitor_device', null],
    ['', 'menuAdmin.rule.code'],
    ['monitor device', 'menuAdmin.rule.codeSpaces'],
    ['c'.repeat(51), 'menuAdmin.rule.codeMax'],
  ])('code %j -> %s', (value, expected) => expect(menu.codeProblem(value)).toBe(expected));
  it.each([
    ['/monitor/device', menu.MENU, null],
    ['https://help.example.cn/index.html', menu.MENU, null],
    ['', menu.MENU, 'menuAdmin.rule.path'],
    ['', menu.BUTTON, null],
    ['monitor/device', menu.MENU, 'menuAdmin.rule.pathForm'],
    ['/monitor /device', menu.BUTTON, 'menuAdmin.rule.pathSpaces'],
    [`/${'p'.repeat(255)}`, menu.MENU, 'menuAdmin.rule.pathMax'],
  ])('path %j (category %s) -> %s', (value, category, expected) => expect(menu.pathProblem(value, category)).toBe(expected));
  it.each([
    ['0', menu.BUTTON, 'menuAdmin.rule.buttonParent'],
    [undefined, menu.BUTTON, 'menuAdmin.rule.buttonParent'],
    ['1123598815738675210', menu.BUTTON, null],
    ['0', menu.MENU, null],
  ])('parent %j (category %s) -> %s', (value, category, expected) => expect(menu.parentProblem(value, category)).toBe(expected));
  it.each([
    [1, null],
    [null, 'menuAdmin.rule.sort'],
    [2.5, 'menuAdmin.rule.sortRange'],
  ])('order %s -> %s', (value, expected) => expect(menu.sortProblem(value)).toBe(expected));
});

describe('dictionary pane sizes', () => {
  it.each([
    [[400, 600], 40],
    [[100, 900], 20], // never below 20 %
    [[950, 50], 80], // never above 80 %
    [[0, 0], 50],
  ])('%j px -> %s %%', (sizes, expected) => expect(shareOf(sizes)).toBe(expected));
  it.each([
    [35, 35],
    [5, 20],
    [99, 80],
    ['40', undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])('a stored %j reads as %s', (stored, expected) => expect(readShare(stored)).toBe(expected));
});
