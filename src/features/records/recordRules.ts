import type { TextRule } from '../../lib/forms/textProblem';

/**
 * The record form's text limits: the contract's ArchiveRecordFields (spec 5's shared rules - a title of
 * 1-50 without surrounding spaces, content up to 2000).
 */
export const RECORD_LIMITS = {
  title: { required: true, max: 50, trimmed: true },
  operator: { required: true, max: 50, trimmed: true },
  result: { max: 200 },
  content: { max: 2000 },
  attachmentName: { max: 255, trimmed: true },
} as const satisfies Record<string, TextRule>;

/** The contract's attachmentName pattern: a file name, none of \ / : * ? " < > |. */
const FILE_NAME_FORBIDDEN = /[\\/:*?"<>|]/;

/** The message id of what is wrong with an attachment's file name beyond its length, or undefined. */
export function attachmentNameProblem(value: string | undefined | null): string | undefined {
  return value && FILE_NAME_FORBIDDEN.test(value) ? 'records.field.attachmentName.invalid' : undefined;
}
