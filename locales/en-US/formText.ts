// Spec 5's shared text rules (src/lib/forms/textProblem.ts).
export default {
  'formText.required': '{field} is required',
  'formText.blank': 'Spaces alone are not enough',
  'formText.spacesOnly': 'Spaces alone are not a value; leave it empty instead',
  'formText.spaces': 'No space at the start or the end',
  'formText.tooLong': 'At most {max} characters',
};
