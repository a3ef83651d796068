// The profile page's rules (spec 5 "Profile", "Password change"; the contract's updateOwnInfo and
// updateOwnPassword), as pure functions returning react-intl message ids (null when the value passes),
// so the forms and the tests share one definition.

import { EMAIL, MAINLAND_MOBILE, PASSWORD } from '../../lib/forms/patterns';

/** The contract's UserProfileForm.email maxLength (the input takes no more). */
export const EMAIL_MAX = 100;

const text = (value: string | undefined | null) => (value ?? '').trim();

export function phoneProblem(value: string | undefined | null): string | null {
  const phone = text(value);
  if (phone === '') return 'profile.rule.phone';
  return MAINLAND_MOBILE.test(phone) ? null : 'profile.rule.phoneFormat';
}

export function emailProblem(value: string | undefined | null): string | null {
  const email = text(value);
  if (email === '') return 'profile.rule.email';
  return EMAIL.test(email) ? null : 'profile.rule.emailFormat';
}

/** Spec 5: role is required; on this page it is read-only, so only a profile without one fails. */
export const roleProblem = (roleId: string | undefined | null): string | null => (text(roleId) === '' ? 'profile.rule.role' : null);

// Passwords are taken as typed: a space is a character of a password, not padding.
export const oldPasswordProblem = (value: string | undefined | null): string | null => (value ? null : 'profile.rule.oldPassword');

export function newPasswordProblem(value: string | undefined | null): string | null {
  if (!value) return 'profile.rule.newPassword';
  return PASSWORD.test(value) ? null : 'profile.rule.passwordFormat';
}

/**
 * Spec 5: the server checks the match ('the two entered passwords are inconsistent'); checking it here
 * as well saves a round trip that can only fail.
 */
export function confirmationProblem(value: string | undefined | null, newPassword: string | undefined | null): string | null {
  if (!value) return 'profile.rule.newPassword1';
  return value === newPassword ? null : 'profile.rule.passwordsDiffer';
}
