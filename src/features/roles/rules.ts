// The role form's rules (spec 5 "Users and roles", spec 9; the contract's Role), as pure functions
// returning react-intl message ids (null when the value passes), shared by the form and its tests.

import { ROLE_NAME } from '../../lib/forms/patterns';
import { lengthOf } from '../../lib/forms/textLength';

type Text = string | undefined | null;

/** The contract's Role.roleAlias maxLength and Role.sort range. */
export const ALIAS_MAX = 50;
export const SORT_MAX = 100_000;

/** Spec 5/9: Chinese or English letters only, 1 to 50 long. */
export function roleNameProblem(value: Text): string | null {
  if (!value || !value.trim()) return 'roles.rule.name';
  return ROLE_NAME.test(value) ? null : 'roles.rule.nameFormat';
}

/** The alias (the role's code) is required and at most 50 long, without spaces at its ends. */
export function roleAliasProblem(value: Text): string | null {
  if (!value || !value.trim()) return 'roles.rule.alias';
  if (lengthOf(value) > ALIAS_MAX) return 'roles.rule.aliasMax';
  return value === value.trim() ? null : 'roles.rule.aliasSpaces';
}

/** Display order among siblings: a whole number from 0 to 100000. */
export function sortProblem(value: number | string | undefined | null): string | null {
  if (value === undefined || value === null || value === '') return 'roles.rule.sort';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= SORT_MAX ? null : 'roles.rule.sortRange';
}
