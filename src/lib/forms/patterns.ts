// The patterns of spec 5's shared pattern library that more than one form checks.

/** Spec 5: a mainland mobile number — 1, then one of 3–9, then 9 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
