// @vitest-environment node
// spec 6: company tree permissions come from the permission call (getMenuButtons) — departAdd is the
// add button, departEdit is edit, delete and transfer; permission codes are stored as a set (spec 3).
import { describe, expect, it } from 'vitest';
import type { Menu } from '../../generated/model';
import { can, collectPermissions, isButtonAllowedMsg, NO_PERMISSIONS } from '../../src/lib/access/access';

const menu = (code: string, children: Menu[] = [], category: 1 | 2 = 1): Menu => ({ name: code, code, sort: 1, category, children });
const button = (code: string) => menu(code, [], 2);

/** The shape the server sends: menus with their buttons as children. */
const adminButtons: Menu[] = [
  menu('monitor_user', [button('user_add'), button('departAdd'), button('departEdit')]),
  menu('monitor_top', [button('top_upload')]),
];
const operatorButtons: Menu[] = [menu('monitor_user', [button('user_add')])];

describe('collectPermissions', () => {
  it('grants every code in the tree, buttons under menus included', () => {
    expect(collectPermissions(adminButtons)).toEqual({
      monitor_user: true,
      user_add: true,
      departAdd: true,
      departEdit: true,
      monitor_top: true,
      top_upload: true,
    });
  });

  it('walks any depth', () => {
    const deep = [menu('a', [menu('b', [menu('c', [button('departEdit')])])])];
    expect(can(collectPermissions(deep), 'departEdit')).toBe(true);
  });

  it.each([
    ['no reply data', undefined],
    ['null data', null],
    ['an empty list', []],
    ['blank codes', [menu('  ')]],
  ])('grants nothing for %s', (_name, data) => {
    expect(collectPermissions(data as Menu[] | null | undefined)).toEqual({});
  });

  it('trims codes the server padded', () => {
    expect(can(collectPermissions([button(' departAdd ')]), 'departAdd')).toBe(true);
  });
});

describe('can', () => {
  it.each([
    ['admin', adminButtons, 'departAdd', true],
    ['admin', adminButtons, 'departEdit', true],
    ['operator', operatorButtons, 'departAdd', false],
    ['operator', operatorButtons, 'departEdit', false],
  ] as const)('%s: %s -> %s', (_who, buttons, code, expected) => {
    expect(can(collectPermissions(buttons), code)).toBe(expected);
  });

  it('grants nothing before the permission call has answered', () => {
    expect(can(undefined, 'departAdd')).toBe(false);
    expect(can(NO_PERMISSIONS, 'departEdit')).toBe(false);
  });

  it('is not fooled by inherited object properties', () => {
    const sneaky = Object.create({ departAdd: true }) as Record<string, true>;
    expect(can(sneaky, 'departAdd')).toBe(false);
  });
});

describe('isButtonAllowedMsg (spec 7 buttonVerification)', () => {
  it('allows only the msg 成功', () => {
    expect(isButtonAllowedMsg('成功')).toBe(true);
    for (const msg of ['操作成功', '失败', '', ' 成功', undefined]) expect(isButtonAllowedMsg(msg)).toBe(false);
  });
});
