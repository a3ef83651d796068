import type { FormInstance } from 'antd';
import { serverFieldError } from './serverFieldError';

/**
 * A server refusal that names a field of this form is shown under that field (the http
 * client has toasted it as well, spec 8). `fields` are the form's fields; `shownAt` moves a named field
 * that the form does not show to the one that stands for it. Returns whether it showed it; what was
 * typed stays as it was.
 */
export function showServerFieldError<F extends string>(
  form: FormInstance,
  error: unknown,
  fields: readonly F[],
  shownAt: Readonly<Record<string, F>> = {},
): boolean {
  const found = serverFieldError(error, [...fields, ...Object.keys(shownAt)]);
  if (!found) return false;
  const field = shownAt[found.field] ?? (found.field as F);
  form.setFields([{ name: field, errors: [found.message] }]);
  form.scrollToField(field);
  return true;
}
