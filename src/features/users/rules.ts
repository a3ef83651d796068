// The user form's rules (spec 5 "Users and roles", "Profile", the shared pattern library; the contract's
// UserForm), as pure functions returning react-intl message ids (null when the value passes), so the
// form and the table-driven tests share one definition. One message at a time, in the order below.

import { EMAIL, LANDLINE, LOGIN_ACCOUNT, MAINLAND_MOBILE, PASSWORD, REAL_NAME } from '../../lib/forms/patterns';

type Text = string | undefined | null;

/** The contract's UserForm.email maxLength (the input takes no more). */
export const EMAIL_MAX = 100;

/** Spec 5: login account, 3 to 15 letters, digits, underscore or minus (taken as typed: a space is not allowed). */
export function accountProblem(value: Text): string | null {
  if (!value) return 'users.rule.account';
  return LOGIN_ACCOUNT.test(value) ? null : 'users.rule.accountFormat';
}

/** Shared pattern library: 6–16 characters with lower case, upper case and a digit (as typed: a space counts). */
export function passwordProblem(value: Text): string | null {
  if (!value) return 'users.rule.password';
  return PASSWORD.test(value) ? null : 'users.rule.passwordFormat';
}

/** The password typed again; the server would take either one, so a mismatch is caught here. */
export function passwordAgainProblem(value: Text, password: Text): string | null {
  if (!value) return 'users.rule.passwordAgain';
  return value === password ? null : 'users.rule.passwordsDiffer';
}

/** Spec 5: real name, 1 to 15 Chinese characters or letters. */
export function realNameProblem(value: Text): string | null {
  if (!value || !value.trim()) return 'users.rule.realName';
  return REAL_NAME.test(value) ? null : 'users.rule.realNameFormat';
}

/** Spec 5 "Profile": role is required (请选择角色). */
export const roleProblem = (value: Text): string | null => (value ? null : 'users.rule.role');

export const deptProblem = (value: Text): string | null => (value ? null : 'users.rule.dept');

/**
 * Spec 5 "Profile": required (请输入联系电话), mainland mobile (请输入正确格式手机号码); and its other
 * phone messages as Saber's check gives them: a wrong length ('length not 11 digits') and a landline
 * number ('phone format incorrect').
 */
export function phoneProblem(value: Text): string | null {
  const phone = (value ?? '').trim();
  if (phone === '') return 'users.rule.phone';
  if (phone.length !== 11) return 'users.rule.phoneLength';
  if (LANDLINE.test(phone)) return 'users.rule.phoneLandline';
  return MAINLAND_MOBILE.test(phone) ? null : 'users.rule.phoneFormat';
}

/** Spec 5 "Profile": required (请输入邮箱地址) and an address (请输入正确邮箱地址). */
export function emailProblem(value: Text): string | null {
  const email = (value ?? '').trim();
  if (email === '') return 'users.rule.email';
  if (email.length > EMAIL_MAX) return 'users.rule.emailMax';
  return EMAIL.test(email) ? null : 'users.rule.emailFormat';
}

/** The account's last day cannot come before its first (dates as yyyy-MM-dd, so text order is time order). */
export function endDateProblem(end: Text, start: Text): string | null {
  return end && start && end < start ? 'users.rule.endBeforeStart' : null;
}
