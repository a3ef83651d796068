// Spec 5 "Announcements" (and 9: title / content / signature limits 50 / 2000 / 50), as pure functions
// returning react-intl message ids (null when the value passes), shared by the form and its
// table-driven tests. Lengths are counted in characters as the server counts them (code points).
import { lengthOf } from '../../lib/forms/textLength';

/** Spec 9. */
export const TITLE_MAX = 50;
export const CONTENT_MAX = 2000;
export const SIGNATURE_MAX = 50;

/** Spec 5: no leading or trailing space (announcement.titleLimit1, 首尾不能输入空格). */
const paddedWithSpace = (text: string) => text !== text.trim();

/** The title: required, 1 to 50, not starting or ending with a space. */
export function titleProblem(value: string | undefined | null): string | null {
  const title = value ?? '';
  if (title.trim() === '') return 'inform.rule.title';
  if (paddedWithSpace(title)) return 'announcement.titleLimit1';
  if (lengthOf(title) > TITLE_MAX) return 'inform.rule.titleMax';
  return null;
}

/** The content: required (the contract's InformNoticeForm), up to 2000. */
export function contentProblem(value: string | undefined | null): string | null {
  const content = value ?? '';
  if (content.trim() === '') return 'inform.rule.content';
  if (lengthOf(content) > CONTENT_MAX) return 'inform.rule.contentMax';
  return null;
}

/** The signature: optional, up to 50, not starting or ending with a space. */
export function signatureProblem(value: string | undefined | null): string | null {
  const signature = value ?? '';
  if (signature === '') return null;
  if (paddedWithSpace(signature)) return 'announcement.titleLimit1';
  if (lengthOf(signature) > SIGNATURE_MAX) return 'inform.rule.signatureMax';
  return null;
}

/**
 * The end time is not before the start time. Times are `yyyy-MM-dd HH:mm:ss`, which sort
 * as text in time order; either may be left open.
 */
export function endTimeProblem(start: string | undefined | null, end: string | undefined | null): string | null {
  if (!start || !end) return null;
  return end < start ? 'inform.rule.endBeforeStart' : null;
}
