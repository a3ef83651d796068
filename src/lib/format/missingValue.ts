// BladeX writes no value by the field's declared type (blade.jackson.null-to-empty): "" for text and
// dates, -1 for numbers, false for booleans, [] for lists and {} for anything else. One reading of that
// for the whole console: such a value shows as empty or as 未知 / Unknown, never as -1, a 1970 date or
// [object Object].

/** The message id of the word for a value the console cannot name (未知 / Unknown). */
export const UNKNOWN_MESSAGE = 'monitor.unknown';

/**
 * The message id naming a coded value (a status, a category, an action): its label when the code is
 * one the console knows, else Unknown - for -1, for a code the contract does not have, for nothing.
 */
export function codeLabel(value: unknown, labels: Readonly<Record<number, string>>): string {
  return typeof value === 'number' && Object.hasOwn(labels, value) ? labels[value] : UNKNOWN_MESSAGE;
}

/**
 * A BladeX time (yyyy-MM-dd HH:mm:ss) as text of `length` characters (10: the day), or '' when there is
 * none: empty, not text, unreadable, or the epoch a null date turns into somewhere on the way (1970).
 */
export function shownTime(value: unknown, length = 19): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-\d{2}-\d{2}/.exec(value.trim());
  if (!match || Number(match[1]) <= 1970) return '';
  return value.trim().slice(0, length);
}

/** An id the server sent, or undefined for its stand-ins of none: the number -1 (a null Long id) and ''. */
export function presentId(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A count, a duration or a code whose own range has no negatives, or undefined where BladeX wrote -1 for
 * none (or sent nothing). Not for measured values, where -1 may be a reading.
 */
export function presentCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
