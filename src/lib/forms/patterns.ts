// The patterns of spec 5's shared pattern library (and its user and role rules) that the forms check.

/** Spec 5: a mainland mobile number — 1, then one of 3–9, then 9 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Saber's landline pattern: spec 5 says a number of this shape gives 'phone format incorrect' (not a mobile). */
export const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;

/** Something@something.tld with no spaces: "must look like an address" (spec 5), not RFC 5322. */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Shared pattern library (spec 5) and the contract: 6–16 characters with lower case, upper case and a digit. */
export const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,16}$/;

/** Spec 5 "Users and roles": a login account is 3 to 15 letters, digits, underscore or minus. */
export const LOGIN_ACCOUNT = /^[A-Za-z0-9_-]{3,15}$/;

/** Spec 5 "Users and roles": a real name is 1 to 15 Chinese characters (U+4E00–U+9FA5) or letters. */
export const REAL_NAME = /^[\u4e00-\u9fa5A-Za-z]{1,15}$/;

/** Spec 5 "Users and roles" and spec 9: a role name is 1 to 50 Chinese characters or English letters. */
export const ROLE_NAME = /^[\u4e00-\u9fa5A-Za-z]{1,50}$/;
