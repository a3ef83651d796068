// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addRefusal,
  editRefusal,
  imageBytesProblem,
  imageDimensionProblem,
  imageProblem,
  imageTypeProblem,
  missingBeforeImage,
  nameProblem,
  phoneProblem,
  SCREEN_MAX_BYTES,
} from '../../src/features/department/rules';

describe('department name (spec 5)', () => {
  it.each([
    ['', 'other.deptEmpty'],
    ['   ', 'other.deptEmpty'],
    [undefined, 'other.deptEmpty'],
    [' 申能电力', 'announcement.titleLimit1'],
    ['申能电力 ', 'announcement.titleLimit1'],
    ['申能\t', 'announcement.titleLimit1'],
    ['申'.repeat(51), 'department.rule.nameMax'],
    ['申'.repeat(50), null],
    ['申能 电力', null],
    ['A', null],
  ])('%j -> %s', (name, expected) => expect(nameProblem(name)).toBe(expected));
});

describe('phone', () => {
  it.each([
    ['', null],
    ['13800138000', null],
    ['021-58881234', null],
    ['0571-86881234-12', null],
    ['02158881234', null],
    ['+8613800138000', null],
    ['12800138000', 'department.rule.phone'],
    ['1380013800', 'department.rule.phone'],
    ['abc', 'department.rule.phone'],
    ['021 5888 1234', 'department.rule.phone'],
  ])('%j -> %s', (phone, expected) => expect(phoneProblem(phone)).toBe(expected));
});

describe('pictures (spec 5, 8, 9)', () => {
  it.each([
    [{ name: 'logo.png', type: 'image/png' }, null],
    [{ name: 'logo.JPG', type: 'image/jpeg' }, null],
    [{ name: 'logo.jpeg', type: '' }, null],
    [{ name: 'logo.gif', type: 'image/gif' }, 'tips.image'],
    [{ name: 'logo.svg', type: 'image/svg+xml' }, 'tips.image'],
    [{ name: 'logo', type: 'image/png' }, 'tips.image'],
    [{ name: 'fake.png', type: 'text/plain' }, 'tips.image'],
  ])('type %j -> %s', (file, expected) => expect(imageTypeProblem(file)).toBe(expected));

  it.each([
    ['screen', SCREEN_MAX_BYTES, null],
    ['screen', SCREEN_MAX_BYTES + 1, 'tips.imageSize'],
    ['logo', SCREEN_MAX_BYTES * 4, null],
  ] as const)('%s of %i bytes -> %s', (kind, bytes, expected) => expect(imageBytesProblem(kind, bytes)).toBe(expected));

  it.each([
    ['logo', 256, 256, null],
    ['logo', 257, 256, 'tips.imageDimension'],
    ['logo', 256, 257, 'tips.imageDimension'],
    ['screen', 860, 484, null],
    ['screen', 861, 484, 'tips.imageDimension2'],
    ['screen', 860, 485, 'tips.imageDimension2'],
    ['screen', 256, 256, null],
  ] as const)('%s %ix%i -> %s', (kind, width, height, expected) => expect(imageDimensionProblem(kind, { width, height })).toBe(expected));

  it('checks type, then bytes, and decodes only a file that passed both', async () => {
    let decoded = 0;
    const read = async () => {
      decoded++;
      return { width: 900, height: 500 };
    };
    expect(await imageProblem('screen', { name: 'a.gif', type: 'image/gif', size: 10 }, read)).toBe('tips.image');
    expect(await imageProblem('screen', { name: 'a.png', type: 'image/png', size: SCREEN_MAX_BYTES + 1 }, read)).toBe('tips.imageSize');
    expect(decoded).toBe(0);
    expect(await imageProblem('screen', { name: 'a.png', type: 'image/png', size: 10 }, read)).toBe('tips.imageDimension2');
    expect(await imageProblem('logo', { name: 'a.png', type: 'image/png', size: 10 }, read)).toBe('tips.imageDimension');
    expect(await imageProblem('logo', { name: 'a.png', type: 'image/png', size: 10 }, () => Promise.reject(new Error('bad')))).toBe('department.image.unreadable');
    expect(decoded).toBe(2);
  });

  const complete = { deptName: '新厂', mapAddress: '上海市浦东新区金科路', parentId: '1', vocations: [1] };
  it.each([
    [complete, false],
    [{ ...complete, deptName: ' ' }, true],
    [{ ...complete, mapAddress: '' }, true],
    [{ ...complete, parentId: undefined }, true],
    [{ ...complete, vocations: [] }, true],
  ])('a new department picture needs name, map address, parent and industry (tips.message) %#', (values, missing) =>
    expect(missingBeforeImage(values)).toBe(missing),
  );
});

describe('add and edit refusals (spec 4, 5)', () => {
  it.each([
    [{ isEquipment: true, hasOwnDevices: false, hasRoles: false }, 'department.equipmentNoEnterprise'],
    [{ isEquipment: false, hasOwnDevices: true, hasRoles: false }, 'department.addRole'],
    [{ isEquipment: false, hasOwnDevices: false, hasRoles: true }, 'department.addRole'],
    [{ isEquipment: false, hasOwnDevices: false, hasRoles: false }, null],
  ])('%j -> %s', (facts, expected) => expect(addRefusal(facts)).toBe(expected));

  it('refuses editing the root only', () => {
    expect(editRefusal('0')).toBe('tips.editMessage');
    expect(editRefusal('1123598813738675201')).toBeNull();
    expect(editRefusal(undefined)).toBeNull();
  });
});
