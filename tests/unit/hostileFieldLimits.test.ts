// @vitest-environment node
import { describe, expect, it } from 'vitest';
import contract from '../../generated/openapi.json';
import { messages } from '../../locales';
import { XSS_VECTORS } from '../../mocks/world/hostile';
import { fileNameProblem, FILE_NAME_MAX_LENGTH, versionProblem, VERSION_MAX_LENGTH } from '../../src/lib/chunkedUpload/versionRule';
import { textProblem } from '../../src/lib/forms/textProblem';
import { ADDRESS_MAX, nameProblem as deptNameProblem, REMARK_MAX as DEPT_REMARK_MAX } from '../../src/features/department/rules';
import { codeProblem as dictCodeProblem, keyProblem, remarkProblem as dictRemarkProblem, valueProblem } from '../../src/features/dictionary/rules';
import { EXPERT_LIMITS } from '../../src/features/expert/expertRules';
import { contentProblem, signatureProblem, titleProblem } from '../../src/features/inform/rules';
import { codeProblem as menuCodeProblem, nameProblem as menuNameProblem } from '../../src/features/menuAdmin/rules';
import { attachmentNameProblem, RECORD_LIMITS } from '../../src/features/records/recordRules';
import { roleAliasProblem, roleNameProblem } from '../../src/features/roles/rules';
import { accountProblem, realNameProblem } from '../../src/features/users/rules';

// Hostile text at the edge of every create and edit form the console has (user and role names,
// dictionary and menu names, notice titles and bodies, department names and addresses, record titles
// and contents, expert entries, file names and versions): a value of exactly the field's limit - made of
// a script vector, right-to-left, zero-width and astral characters - passes the form's own rule, so it is
// sent as typed; one character more is refused with the field's own message, which both languages have
// (the English one in English). Each limit is the contract's maxLength, counted in characters (code
// points) as JSON Schema counts them. Fields whose rule is a pattern (letters only) refuse any vector
// with their format message and take a letters-only value of their limit.

type Check = (value: string) => string | null | undefined;
type Row = {
  form: string;
  field: string;
  /** The contract's schema and property whose maxLength is the limit. */
  contract: [schema: string, property: string];
  max: number;
  check: Check;
  /** The message id the rule gives one character over the limit. */
  over: string;
  /** Letters only (a pattern): vectors are refused with this message. */
  pattern?: string;
  /** What the pattern takes, repeated to the limit (Chinese and Latin letters unless said). */
  letters?: string;
  /** Characters the field refuses (a file name's \\ / : * ? " < > |), left out of the value at the limit. */
  refuses?: RegExp;
};

/** The length check of an antd `max` rule (department address and remark): characters, as async-validator counts them. */
const antdMax = (max: number): Check => (value) => ([...value].length > max ? 'department.rule.max' : null);
const limited = (rule: Parameters<typeof textProblem>[0]): Check => textProblem(rule);

const ROWS: Row[] = [
  { form: 'user', field: 'account', contract: ['UserForm', 'account'], max: 15, check: accountProblem, over: 'users.rule.accountFormat', pattern: 'users.rule.accountFormat', letters: 'Over_flow-7' },
  { form: 'user', field: 'realName', contract: ['UserForm', 'realName'], max: 15, check: realNameProblem, over: 'users.rule.realNameFormat', pattern: 'users.rule.realNameFormat' },
  { form: 'role', field: 'roleName', contract: ['RoleForm', 'roleName'], max: 50, check: roleNameProblem, over: 'roles.rule.nameFormat', pattern: 'roles.rule.nameFormat' },
  { form: 'role', field: 'roleAlias', contract: ['RoleForm', 'roleAlias'], max: 50, check: roleAliasProblem, over: 'roles.rule.aliasMax' },
  { form: 'dictionary', field: 'code', contract: ['DictEntryForm', 'code'], max: 50, check: dictCodeProblem, over: 'dict.rule.codeMax' },
  { form: 'dictionary', field: 'dictKey', contract: ['DictEntryForm', 'dictKey'], max: 50, check: keyProblem, over: 'dict.rule.keyMax' },
  { form: 'dictionary', field: 'dictValue', contract: ['DictEntryForm', 'dictValue'], max: 100, check: valueProblem, over: 'dict.rule.valueMax' },
  { form: 'dictionary', field: 'remark', contract: ['DictEntryForm', 'remark'], max: 255, check: dictRemarkProblem, over: 'dict.rule.remarkMax' },
  { form: 'menu', field: 'name', contract: ['MenuForm', 'name'], max: 50, check: menuNameProblem, over: 'menuAdmin.rule.nameMax' },
  { form: 'menu', field: 'code', contract: ['MenuForm', 'code'], max: 50, check: menuCodeProblem, over: 'menuAdmin.rule.codeMax' },
  { form: 'notice', field: 'title', contract: ['InformNoticeFields', 'title'], max: 50, check: titleProblem, over: 'inform.rule.titleMax' },
  { form: 'notice', field: 'content', contract: ['InformNoticeFields', 'content'], max: 2000, check: contentProblem, over: 'inform.rule.contentMax' },
  { form: 'notice', field: 'signature', contract: ['InformNoticeFields', 'signature'], max: 50, check: signatureProblem, over: 'inform.rule.signatureMax' },
  { form: 'department', field: 'deptName', contract: ['Department', 'deptName'], max: 50, check: deptNameProblem, over: 'department.rule.nameMax' },
  { form: 'department', field: 'address', contract: ['Department', 'address'], max: ADDRESS_MAX, check: antdMax(ADDRESS_MAX), over: 'department.rule.max' },
  { form: 'department', field: 'remark', contract: ['Department', 'remark'], max: DEPT_REMARK_MAX, check: antdMax(DEPT_REMARK_MAX), over: 'department.rule.max' },
  { form: 'record', field: 'title', contract: ['ArchiveRecordFields', 'title'], max: RECORD_LIMITS.title.max, check: limited(RECORD_LIMITS.title), over: 'formText.tooLong' },
  { form: 'record', field: 'content', contract: ['ArchiveRecordFields', 'content'], max: RECORD_LIMITS.content.max, check: limited(RECORD_LIMITS.content), over: 'formText.tooLong' },
  { form: 'record', field: 'operator', contract: ['ArchiveRecordFields', 'operator'], max: RECORD_LIMITS.operator.max, check: limited(RECORD_LIMITS.operator), over: 'formText.tooLong' },
  { form: 'record', field: 'attachment name', contract: ['ArchiveAttachmentRef', 'name'], max: 255, check: attachmentNameProblem, over: 'records.attachments.invalidName', refuses: /[\\/:*?"<>|]/ },
  { form: 'expert', field: 'faultType', contract: ['ExpertFields', 'faultType'], max: EXPERT_LIMITS.faultType.max, check: limited(EXPERT_LIMITS.faultType), over: 'formText.tooLong' },
  { form: 'expert', field: 'symptoms', contract: ['ExpertFields', 'symptoms'], max: EXPERT_LIMITS.symptoms.max, check: limited(EXPERT_LIMITS.symptoms), over: 'formText.tooLong' },
  { form: 'expert', field: 'causes', contract: ['ExpertFields', 'causes'], max: EXPERT_LIMITS.causes.max, check: limited(EXPERT_LIMITS.causes), over: 'formText.tooLong' },
  { form: 'expert', field: 'advice', contract: ['ExpertFields', 'advice'], max: EXPERT_LIMITS.advice.max, check: limited(EXPERT_LIMITS.advice), over: 'formText.tooLong' },
  { form: 'software upload', field: 'file name', contract: ['SoftwareFileChunk', 'filename'], max: FILE_NAME_MAX_LENGTH, check: fileNameProblem, over: 'software.upload.fileNameTooLong' },
  { form: 'file list', field: 'file name', contract: ['SoftwareFile', 'name'], max: FILE_NAME_MAX_LENGTH, check: fileNameProblem, over: 'software.upload.fileNameTooLong' },
  { form: 'software upload', field: 'version', contract: ['SoftwareFileChunk', 'tab'], max: VERSION_MAX_LENGTH, check: versionProblem, over: 'software.upload.versionTooLong' },
];

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; maxLength?: number };
const schemas = (contract as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(schemas[schema.$ref.split('/').pop()!]) : schema);
/** The maxLength of a property, following $ref and allOf. */
function contractMax(name: string, property: string): number | undefined {
  const walk = (schema: Schema): number | undefined => {
    const s = resolve(schema);
    const own = s.properties?.[property];
    if (own) return resolve(own).maxLength ?? own.maxLength;
    for (const part of s.allOf ?? []) {
      const found = walk(part);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(schemas[name]);
}

const chars = (text: string) => [...text];
/** Vector, right-to-left, zero-width and astral characters, cut to exactly `length` characters, no space at either end. */
function hostileOf(length: number, vector: string): string {
  const filler = '\u202Eنص\u202C\u200B\u200D𠮷🔧超长Z';
  let text = chars(vector.replace(/\s+/g, '_')).slice(0, Math.max(0, length - 1)).join('');
  while (chars(text).length < length) text += filler;
  return chars(text).slice(0, length).join('').replace(/^\s|\s$/g, 'Z');
}
/** Characters a pattern takes (Chinese and Latin letters; an account's ASCII), `length` of them. */
const lettersOf = (length: number, unit = '超长文本Overflow') => chars(unit.repeat(Math.ceil(length / unit.length))).slice(0, length).join('');
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;
const CJK = /[\u4e00-\u9fa5]/;
const format = (language: keyof typeof messages, id: string, max: number, field: string) =>
  ((messages[language] as Record<string, string>)[id] ?? '').replace(/\{max\}/g, String(max)).replace(/\{field\}/g, field);

describe('hostile text at the limit of every form field', () => {
  it.each(ROWS.map((row) => [`${row.form} ${row.field}`, row] as const))('%s: the limit is the contract\'s', (_, row) => {
    expect(contractMax(...row.contract), `${row.contract.join('.')} maxLength`).toBe(row.max);
  });

  it.each(ROWS.map((row) => [`${row.form} ${row.field}`, row] as const))('%s: a value of the limit passes, one more is refused in words', (_, row) => {
    const vector = row.refuses ? XSS_VECTORS[1].replace(new RegExp(row.refuses.source, 'g'), '') : XSS_VECTORS[1];
    const atLimit = row.pattern ? lettersOf(row.max, row.letters) : hostileOf(row.max, vector);
    expect(chars(atLimit)).toHaveLength(row.max);
    if (!row.pattern && row.max >= 8) expect(atLimit, 'the value holds an astral character (two UTF-16 units)').toMatch(ASTRAL);
    expect(row.check(atLimit) ?? null, `${row.max} characters`).toBeNull();
    const over = row.pattern ? lettersOf(row.max + 1, row.letters) : hostileOf(row.max + 1, vector);
    expect(row.check(over), `${row.max + 1} characters`).toBe(row.over);
    for (const language of ['zh-CN', 'en-US'] as const) {
      const said = format(language, row.over, row.max, row.field);
      expect(said, `${language} ${row.over}`).not.toBe('');
      expect(said, `${language} ${row.over} names the limit`).toMatch(new RegExp(`${row.max}\\b|${row.max}[^\\d]|${row.max}$`));
      if (language === 'en-US') expect(said, 'English in English').not.toMatch(CJK);
      else expect(said, 'Chinese in Chinese').toMatch(CJK);
    }
  });

  it.each(ROWS.map((row) => [`${row.form} ${row.field}`, row] as const))('%s: every vector within the limit passes or is refused by the field\'s own rule', (_, row) => {
    for (const vector of XSS_VECTORS) {
      const value = chars(vector).length > row.max ? hostileOf(row.max, vector) : vector;
      const problem = row.check(value) ?? null;
      if (row.pattern) expect(problem, vector.slice(0, 40)).toBe(row.pattern);
      else if (row.refuses?.test(value)) expect(problem, vector.slice(0, 40)).toBe(row.over);
      // Identifiers (dictionary and menu codes) take no spaces; anything else within the limit is taken as typed.
      else if (/\s/.test(value) && /code/i.test(row.field)) expect(problem, vector.slice(0, 40)).toMatch(/Spaces$/);
      else expect(problem, vector.slice(0, 40)).toBeNull();
    }
  });
});
