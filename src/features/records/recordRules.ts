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
} as const satisfies Record<string, TextRule>;

/** The contract's ArchiveRecordForm.attachments maxItems. */
export const ATTACHMENT_MAX = 5;

/** The version number (tab) a record attachment is uploaded with: the chunked upload requires one. */
export const ATTACHMENT_TAB = '档案附件';

/** The contract's ArchiveAttachmentRef.name pattern: a file name of 1-255, none of \ / : * ? " < > |. */
const FILE_NAME = /^[^\\/:*?"<>|]{1,255}$/u; // u: 255 characters, an emoji one, as the contract counts

/** The message id of what is wrong with an attachment's file name, or undefined. */
export function attachmentNameProblem(value: string | undefined | null): string | undefined {
  return value && !FILE_NAME.test(value) ? 'records.attachments.invalidName' : undefined;
}
