// @vitest-environment node
// Spec 5's shared text rules as the record and expert forms apply them, table-driven.
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../src/lib/forms/textProblem';
import { EXPERT_LIMITS } from '../../src/features/expert/expertRules';
import { attachmentNameProblem, RECORD_LIMITS } from '../../src/features/records/recordRules';

describe('textProblem (spec 5 shared rules)', () => {
  it.each<[string, Parameters<typeof textProblem>[0], string | undefined, string | undefined]>([
    ['a required title left empty', RECORD_LIMITS.title, '', 'formText.required'],
    ['a required title of spaces only', RECORD_LIMITS.title, '   ', 'formText.blank'],
    ['a title with a leading space', RECORD_LIMITS.title, ' 季度保养', 'formText.spaces'],
    ['a title with a trailing space', RECORD_LIMITS.title, '季度保养 ', 'formText.spaces'],
    ['a title of 50 characters', RECORD_LIMITS.title, '保'.repeat(50), undefined],
    ['a title of 51 characters', RECORD_LIMITS.title, '保'.repeat(51), 'formText.tooLong'],
    ['an optional result left empty', RECORD_LIMITS.result, undefined, undefined],
    ['an optional result of spaces only', RECORD_LIMITS.result, '  ', 'formText.spacesOnly'],
    ['a result of 201 characters', RECORD_LIMITS.result, 'x'.repeat(201), 'formText.tooLong'],
    ['content may start with a space', RECORD_LIMITS.content, ' 更换润滑脂', undefined],
    ['an operator with surrounding spaces', RECORD_LIMITS.operator, ' 李强 ', 'formText.spaces'],
    ['a fault type of 50', EXPERT_LIMITS.faultType, 'a'.repeat(50), undefined],
    ['symptoms of 1001', EXPERT_LIMITS.symptoms, 's'.repeat(1001), 'formText.tooLong'],
    ['advice of 2000', EXPERT_LIMITS.advice, 'a'.repeat(2000), undefined],
    ['a machine kind left empty (any machine)', EXPERT_LIMITS.deviceType, '', undefined],
    ['astral characters count once', { max: 2 }, '𠀀𠀀', undefined],
  ])('%s', (_name, rule, value, expected) => {
    expect(textProblem(rule)(value)).toBe(expected);
  });
});

describe("a record attachment's name (the contract's file-name pattern)", () => {
  it.each<[string | undefined, string | undefined]>([
    [undefined, undefined],
    ['1号引风机保养记录表.pdf', undefined],
    ['报告 (终版).docx', undefined],
    ['a/b.pdf', 'records.attachments.invalidName'],
    ['a\\b.pdf', 'records.attachments.invalidName'],
    ['what?.pdf', 'records.attachments.invalidName'],
    ['<script>.pdf', 'records.attachments.invalidName'],
    ['a|b.pdf', 'records.attachments.invalidName'],
    [`${'长'.repeat(252)}.pdf`, 'records.attachments.invalidName'],
    [`${'长'.repeat(251)}.pdf`, undefined],
  ])('%s', (value, expected) => {
    expect(attachmentNameProblem(value)).toBe(expected);
  });
});
