// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import { contentProblem, endTimeProblem, signatureProblem, titleProblem } from '../../src/features/inform/rules';

// Spec 5 "Announcements" and spec 9 (title / content / signature limits 50 / 2000 / 50), every rule a
// table. Lengths are characters as the server counts them (an emoji is one, not two UTF-16 units).

describe('notice title (spec 5: max 50, no leading or trailing space)', () => {
  it.each([
    ['', 'inform.rule.title'],
    ['   ', 'inform.rule.title'],
    [undefined, 'inform.rule.title'],
    [' 停电检修通知', 'announcement.titleLimit1'],
    ['停电检修通知 ', 'announcement.titleLimit1'],
    ['停电检修通知\t', 'announcement.titleLimit1'],
    ['　停电检修通知', 'announcement.titleLimit1'], // an ideographic space is a space too
    ['通'.repeat(51), 'inform.rule.titleMax'],
    ['通'.repeat(50), null],
    ['🔧'.repeat(50), null],
    ['🔧'.repeat(51), 'inform.rule.titleMax'],
    ['关于 11 月 25 日停电检修的通知', null],
    ['A', null],
  ])('%j -> %s', (title, expected) => expect(titleProblem(title)).toBe(expected));
});

describe('notice content (spec 5: max 2000; required by the contract)', () => {
  it.each([
    ['', 'inform.rule.content'],
    ['  \n ', 'inform.rule.content'],
    [undefined, 'inform.rule.content'],
    ['字'.repeat(2000), null],
    ['字'.repeat(2001), 'inform.rule.contentMax'],
    [' 前后可以有空格 ', null],
    ['第一行\n第二行', null],
  ])('%j -> %s', (content, expected) => expect(contentProblem(content)).toBe(expected));
});

describe('notice signature (spec 5: max 50, no leading or trailing space; optional)', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['设备管理部', null],
    [' 设备管理部', 'announcement.titleLimit1'],
    ['设备管理部 ', 'announcement.titleLimit1'],
    [' ', 'announcement.titleLimit1'],
    ['部'.repeat(50), null],
    ['部'.repeat(51), 'inform.rule.signatureMax'],
    ['上海申能 设备管理部', null],
  ])('%j -> %s', (signature, expected) => expect(signatureProblem(signature)).toBe(expected));
});

describe('notice time range (end time not before start time)', () => {
  it.each([
    ['2026-11-24 08:00:00', '2026-11-25 18:00:00', null],
    ['2026-11-24 08:00:00', '2026-11-24 08:00:00', null],
    ['2026-11-24 08:00:00', '2026-11-24 07:59:59', 'inform.rule.endBeforeStart'],
    ['2026-11-24 08:00:00', '2025-12-31 23:59:59', 'inform.rule.endBeforeStart'],
    [undefined, '2026-11-24 08:00:00', null],
    ['2026-11-24 08:00:00', undefined, null],
    [null, null, null],
  ])('%s .. %s -> %s', (start, end, expected) => expect(endTimeProblem(start, end)).toBe(expected));
});

describe('the messages of these rules', () => {
  it.each(['inform.rule.title', 'inform.rule.titleMax', 'inform.rule.content', 'inform.rule.contentMax', 'inform.rule.signatureMax', 'inform.rule.endBeforeStart', 'announcement.titleLimit1'])(
    '%s exists in both languages',
    (id) => {
      expect(messages['zh-CN'][id as keyof (typeof messages)['zh-CN']]).toBeTruthy();
      expect(messages['en-US'][id as keyof (typeof messages)['en-US']]).toBeTruthy();
    },
  );

  it('the spec 5 space rule reads 首尾不能输入空格', () => {
    expect(messages['zh-CN']['announcement.titleLimit1']).toBe('首尾不能输入空格');
  });
});
