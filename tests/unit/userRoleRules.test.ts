// @vitest-environment node
// Spec 5 "Users and roles", "Profile" and the shared pattern library, as the user and role forms check
// them: every rule, each with the message it gives (in both languages), table by table.
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import { ALIAS_MAX, roleAliasProblem, roleNameProblem, sortProblem } from '../../src/features/roles/rules';
import {
  accountProblem,
  deptProblem,
  emailProblem,
  endDateProblem,
  passwordAgainProblem,
  passwordProblem,
  phoneProblem,
  realNameProblem,
  roleProblem,
} from '../../src/features/users/rules';

const zh = (id: string | null) => (id ? messages['zh-CN'][id as keyof (typeof messages)['zh-CN']] : null);
const en = (id: string | null) => (id ? messages['en-US'][id as keyof (typeof messages)['en-US']] : null);

describe('login account: 3 to 15 letters, digits, underscore or minus', () => {
  it.each([
    ['', '请输入登录账号'],
    [undefined, '请输入登录账号'],
    ['ab', '登录账号须为3-15位字母、数字、下划线或减号'],
    ['abc', null],
    ['Zhang_wei-01', null],
    ['a'.repeat(15), null],
    ['a'.repeat(16), '登录账号须为3-15位字母、数字、下划线或减号'],
    ['zhang wei', '登录账号须为3-15位字母、数字、下划线或减号'],
    [' zhang', '登录账号须为3-15位字母、数字、下划线或减号'],
    ['张伟abc', '登录账号须为3-15位字母、数字、下划线或减号'],
    ['zhang.wei', '登录账号须为3-15位字母、数字、下划线或减号'],
    ['zhang@wei', '登录账号须为3-15位字母、数字、下划线或减号'],
  ])('%j → %s', (value, message) => {
    expect(zh(accountProblem(value))).toBe(message);
  });
});

describe('password: the shared pattern, 6 to 16 with lower case, upper case and a digit', () => {
  it.each([
    ['', '请输入密码'],
    ['Ab1', '密码须为6-16位，含大写字母、小写字母和数字'],
    ['Abcde1', null],
    ['abcdef1', '密码须为6-16位，含大写字母、小写字母和数字'],
    ['ABCDEF1', '密码须为6-16位，含大写字母、小写字母和数字'],
    ['Abcdefg', '密码须为6-16位，含大写字母、小写字母和数字'],
    ['Abcdefgh12345678', null],
    ['Abcdefgh123456789', '密码须为6-16位，含大写字母、小写字母和数字'],
    ['Ab 1 cd', null],
  ])('%j → %s', (value, message) => {
    expect(zh(passwordProblem(value))).toBe(message);
  });

  it.each([
    ['', 'Shenergy2026', '请再次输入密码'],
    ['Shenergy2025', 'Shenergy2026', '两次输入的密码不一致'],
    ['Shenergy2026', 'Shenergy2026', null],
  ])('typed again %j for %j → %s', (again, password, message) => {
    expect(zh(passwordAgainProblem(again, password))).toBe(message);
  });
});

describe('real name: 1 to 15 Chinese characters or letters', () => {
  it.each([
    ['', '请输入用户姓名'],
    ['   ', '请输入用户姓名'],
    ['张', null],
    ['张伟', null],
    ['Li Na', '用户姓名须为1-15位中文或英文字母'],
    ['LiNa', null],
    ['欧阳'.repeat(7) + '娜', null],
    ['欧阳'.repeat(8), '用户姓名须为1-15位中文或英文字母'],
    ['张伟1', '用户姓名须为1-15位中文或英文字母'],
    ['张·伟', '用户姓名须为1-15位中文或英文字母'],
  ])('%j → %s', (value, message) => {
    expect(zh(realNameProblem(value))).toBe(message);
  });
});

describe('role and enterprise are required', () => {
  it.each([
    [roleProblem, '', '请选择角色'],
    [roleProblem, '1123598816738675202', null],
    [deptProblem, undefined, '请选择所属企业'],
    [deptProblem, '1123598813738675201', null],
  ])('%o %j → %s', (rule, value, message) => {
    expect(zh(rule(value))).toBe(message);
  });
});

describe('phone: spec 5 "Profile" and its other phone messages', () => {
  it.each([
    ['', '请输入联系电话', 'Phone number cannot be empty'],
    ['1381234567', '手机号码长度不为11位', 'Length not 11 digits'],
    ['138123456789', '手机号码长度不为11位', 'Length not 11 digits'],
    ['021-6888888', '手机号码格式不正确', 'Phone format incorrect'],
    ['02168888888', '手机号码格式不正确', 'Phone format incorrect'],
    ['12812345678', '请输入正确格式手机号码', 'Please enter a valid mobile number'],
    ['1381234567a', '请输入正确格式手机号码', 'Please enter a valid mobile number'],
    ['13812345678', null, null],
    [' 19912345678 ', null, null],
  ])('%j → %s', (value, zhMessage, enMessage) => {
    expect(zh(phoneProblem(value))).toBe(zhMessage);
    expect(en(phoneProblem(value))).toBe(enMessage);
  });
});

describe('email: spec 5 "Profile"', () => {
  it.each([
    ['', '请输入邮箱地址'],
    ['zhangwei', '请输入正确邮箱地址'],
    ['zhangwei@shenergy', '请输入正确邮箱地址'],
    ['zhang wei@shenergy.com.cn', '请输入正确邮箱地址'],
    ['zhangwei@shenergy.com.cn', null],
    [`${'a'.repeat(90)}@shenergy.cn`, '邮箱地址不能超过100个字符'],
  ])('%j → %s', (value, message) => {
    expect(zh(emailProblem(value))).toBe(message);
  });
});

describe('validity dates', () => {
  it.each([
    ['2026-12-31', '2026-01-01', null],
    ['2026-01-01', '2026-01-01', null],
    ['2025-12-31', '2026-01-01', '结束日期不能早于开始日期'],
    [undefined, '2026-01-01', null],
    ['2026-01-01', undefined, null],
  ])('ends %j, starts %j → %s', (end, start, message) => {
    expect(zh(endDateProblem(end, start))).toBe(message);
  });
});

describe('role name: Chinese or English letters, 1 to 50', () => {
  it.each([
    ['', '请输入角色名称'],
    ['  ', '请输入角色名称'],
    ['巡检员', null],
    ['Inspector', null],
    ['设备Admin', null],
    ['巡'.repeat(50), null],
    ['巡'.repeat(51), '角色名称须为1-50位中文或英文字母'],
    ['巡检 员', '角色名称须为1-50位中文或英文字母'],
    ['巡检员2', '角色名称须为1-50位中文或英文字母'],
    ['device_admin', '角色名称须为1-50位中文或英文字母'],
  ])('%j → %s', (value, message) => {
    expect(zh(roleNameProblem(value))).toBe(message);
  });
});

describe('role alias and sort', () => {
  it.each([
    ['', '请输入角色别名'],
    ['inspector', null],
    ['a'.repeat(ALIAS_MAX), null],
    ['a'.repeat(ALIAS_MAX + 1), '角色别名不能超过50个字符'],
    [' inspector', '角色别名首尾不能有空格'],
  ])('alias %j → %s', (value, message) => {
    expect(zh(roleAliasProblem(value))).toBe(message);
  });

  it.each([
    [undefined, '请输入排序'],
    ['', '请输入排序'],
    [0, null],
    [100000, null],
    [100001, '排序须为0-100000的整数'],
    [-1, '排序须为0-100000的整数'],
    [1.5, '排序须为0-100000的整数'],
  ])('sort %j → %s', (value, message) => {
    expect(zh(sortProblem(value))).toBe(message);
  });
});
