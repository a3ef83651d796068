// The types of vitest-summary.mjs's exports, for its unit test.
export type Failure = { file: string; test: string; why: string };
export function failuresOf(report: unknown, root?: string): Failure[];
export function vitestSummary(...paths: string[]): string[];
