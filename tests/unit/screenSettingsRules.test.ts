// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import {
  carouselPeriodProblem,
  enterprisesProblem,
  idleTimeProblem,
  industryTitleProblem,
  industryUrlProblem,
  refreshTimeProblem,
  typeProblem,
  whenPolling,
} from '../../src/features/screenSettings/rules';

// Spec 5 "Big-screen settings" (device carousel period minimum 5, refresh times integers, at least one
// enterprise) and spec 9 (device carousel minimum 5), every rule a table.

describe('refresh times (spec 5: integers)', () => {
  it.each([
    [60, null],
    [1, null],
    [86400, null],
    [null, 'screen.rule.required'],
    [undefined, 'screen.rule.required'],
    [Number.NaN, 'screen.rule.required'],
    [30.5, 'screen.rule.integer'],
    [0.1, 'screen.rule.integer'],
    [0, 'screen.rule.positive'],
    [-5, 'screen.rule.positive'],
    [86401, 'screen.rule.max'],
  ])('%s -> %s', (value, expected) => expect(refreshTimeProblem(value)).toBe(expected));
});

describe('device carousel period (spec 5, 9: at least 5)', () => {
  it.each([
    [5, null],
    [10, null],
    [4, 'screen.rule.carouselMin'],
    [0, 'screen.rule.carouselMin'],
    [-1, 'screen.rule.carouselMin'],
    [4.9, 'screen.rule.integer'],
    [5.5, 'screen.rule.integer'],
    [null, 'screen.rule.required'],
    [86400, null],
    [86401, 'screen.rule.max'],
  ])('%s -> %s', (value, expected) => expect(carouselPeriodProblem(value)).toBe(expected));
});

describe('restore-poll-after-idle time (an integer of seconds)', () => {
  it.each([
    [120, null],
    [1, null],
    [0, 'screen.rule.positive'],
    [12.5, 'screen.rule.integer'],
    [undefined, 'screen.rule.required'],
  ])('%s -> %s', (value, expected) => expect(idleTimeProblem(value)).toBe(expected));
});

describe('polling off: its period and idle time are not checked (the fields are disabled)', () => {
  it.each([
    [true, 4, 'screen.rule.carouselMin'],
    [false, 4, null],
    [false, null, null],
    [true, 5, null],
  ])('polling %s, period %s -> %s', (polling, value, expected) => expect(whenPolling(polling, carouselPeriodProblem)(value)).toBe(expected));
});

describe('enterprises (spec 5: at least one)', () => {
  it.each([
    [[], 'screen.rule.enterprise'],
    [undefined, 'screen.rule.enterprise'],
    [null, 'screen.rule.enterprise'],
    [['1123598813738675201'], null],
    [['1123598813738675201', '1123598813738675202'], null],
  ])('%j -> %s', (ids, expected) => expect(enterprisesProblem(ids)).toBe(expected));
});

describe('temperature and vibration types (chosen from their dictionaries)', () => {
  it.each([
    [1, null],
    [0, null],
    [null, 'screen.rule.type'],
    [undefined, 'screen.rule.type'],
  ])('%s -> %s', (value, expected) => expect(typeProblem(value)).toBe(expected));
});

describe('industry screen title (the spec 5 title rule: max 50, no leading or trailing space)', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['申能电力设备监测大屏', null],
    [' 申能电力设备监测大屏', 'announcement.titleLimit1'],
    ['申能电力设备监测大屏 ', 'announcement.titleLimit1'],
    ['屏'.repeat(50), null],
    ['屏'.repeat(51), 'screen.rule.titleMax'],
  ])('%j -> %s', (title, expected) => expect(industryTitleProblem(title)).toBe(expected));
});

describe('industry screen address (spec 5 website pattern; needed when the customer screen is open)', () => {
  it.each([
    ['https://screen.shenergy.com.cn/industry/index.html?deptId=1', 1, null],
    ['http://10.0.0.8:8080/screen', 0, null],
    ['', 0, null],
    ['', 1, 'screen.rule.urlRequired'],
    ['   ', 1, 'screen.rule.urlRequired'],
    ['ftp://screen.example.cn', 1, 'screen.rule.url'],
    ['screen.example.cn', 0, 'screen.rule.url'],
    ['https:// screen.example.cn', 1, 'screen.rule.url'],
    [`https://a.cn/${'x'.repeat(2040)}`, 1, 'screen.rule.urlMax'],
  ])('%j (type %s) -> %s', (url, type, expected) => expect(industryUrlProblem(url, type)).toBe(expected));
});

describe('the messages of these rules', () => {
  it('say the spec 5 limits in both languages', () => {
    expect(messages['zh-CN']['screen.rule.carouselMin']).toContain('5');
    expect(messages['en-US']['screen.rule.carouselMin']).toContain('5');
    expect(messages['zh-CN']['screen.rule.integer']).toContain('整数');
    expect(messages['zh-CN']['screen.rule.enterprise']).toContain('至少选择一个企业');
  });
});
