/**
 * An antd Form rule from one of ./rules' checks: the check names a message id, the rule shows that
 * message in the current language under the field (one message at a time, in the check's order).
 */
export const formRule = (translate: (id: string) => string, problem: (value: string | undefined) => string | null) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const found = problem(value);
    if (found) throw new Error(translate(found));
  },
});
