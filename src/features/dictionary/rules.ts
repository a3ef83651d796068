// The dictionary form's rules, as pure functions returning react-intl message ids (null when the value
// passes), shared by the form and its table-driven tests. Spec 3 names the fields (code, dictKey,
// dictValue, remark); spec 5 has no dictionary rules, so the limits are the contract's (DictEntry:
// code and dictKey 50, dictValue 100, sort 0-100000, remark 255), and a code or key never carries
// spaces at its ends (they would not match what the pages look up).
import { lengthOf } from '../../lib/forms/textLength';

export const CODE_MAX = 50;
export const KEY_MAX = 50;
export const VALUE_MAX = 100;
const SORT_MAX = 100_000;
export const REMARK_MAX = 255;

const text = (value: string | undefined | null) => value ?? '';

/** The dictionary code: required, no spaces anywhere (it is an identifier), at most 50. */
export function codeProblem(value: string | undefined | null): string | null {
  const code = text(value);
  if (code.trim() === '') return 'dict.rule.code';
  if (/\s/.test(code)) return 'dict.rule.codeSpaces';
  if (lengthOf(code) > CODE_MAX) return 'dict.rule.codeMax';
  return null;
}

/** The stored key: required, no leading or trailing space, at most 50. */
export function keyProblem(value: string | undefined | null): string | null {
  const key = text(value);
  if (key.trim() === '') return 'dict.rule.key';
  if (key !== key.trim()) return 'announcement.titleLimit1';
  if (lengthOf(key) > KEY_MAX) return 'dict.rule.keyMax';
  return null;
}

/** The shown text: required, no leading or trailing space, at most 100. */
export function valueProblem(value: string | undefined | null): string | null {
  const shown = text(value);
  if (shown.trim() === '') return 'dict.rule.value';
  if (shown !== shown.trim()) return 'announcement.titleLimit1';
  if (lengthOf(shown) > VALUE_MAX) return 'dict.rule.valueMax';
  return null;
}

/** The order among siblings: required, a whole number from 0 to 100000. */
export function sortProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return 'dict.rule.sort';
  if (!Number.isInteger(value) || value < 0 || value > SORT_MAX) return 'dict.rule.sortRange';
  return null;
}

export function remarkProblem(value: string | undefined | null): string | null {
  return lengthOf(text(value)) > REMARK_MAX ? 'dict.rule.remarkMax' : null;
}
