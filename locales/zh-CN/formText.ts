// Spec 5's shared text rules (src/lib/forms/textProblem.ts).
export default {
  'formText.required': '请输入{field}',
  'formText.blank': '不能只输入空格',
  'formText.spacesOnly': '不能只输入空格，不填请留空',
  'formText.spaces': '首尾不能有空格',
  'formText.tooLong': '不能超过 {max} 个字符',
};
