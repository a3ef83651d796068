/**
 * An antd Form rule from a feature's check: the check names a message id (null or undefined when the value passes),
 * the rule shows that message in the current language under the field (one message at a time, in the
 * check's order). Checks stay pure functions, shared by the forms and their tests.
 */
export const formRule = <T = string | undefined>(translate: (id: string) => string, problem: (value: T) => string | null | undefined) => ({
  validator: async (_rule: unknown, value: T) => {
    const found = problem(value);
    if (found) throw new Error(translate(found));
  },
});
