// Spec 5's shared text rules (titles 1-50, contents up to 2000, no leading or trailing space in titles),
// as one pure check per field: the message id of the first problem, or undefined. The ids are in
// locales/*/formText.ts and take `{max}` and `{field}` (the field's label).
import { lengthOf } from './textLength';

export type TextRule = {
  /** Must be filled in, and not with spaces only. */
  required?: boolean;
  /** The most characters. */
  max: number;
  /** No space at either end (spec 5: titles and signatures). */
  trimmed?: boolean;
};

export function textProblem({ required = false, max, trimmed = false }: TextRule) {
  return (value: string | undefined | null): string | undefined => {
    const text = value ?? '';
    if (text === '') return required ? 'formText.required' : undefined;
    if (text.trim() === '') return required ? 'formText.blank' : 'formText.spacesOnly';
    if (trimmed && text.trim() !== text) return 'formText.spaces';
    if (lengthOf(text) > max) return 'formText.tooLong';
    return undefined;
  };
}
