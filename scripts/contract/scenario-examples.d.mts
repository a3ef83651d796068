/** The list and detail reads the console's pages make, each with an `empty` and a `long` example. */
export const SCENARIO_OPERATIONS: readonly string[];
