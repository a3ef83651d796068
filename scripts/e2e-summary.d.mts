// The types of e2e-summary.mjs's exports, for its unit test.
/** One attempt of one test in a Playwright JSON report. */
export type Attempt = { title: string; project: string; duration: number; status: string; signIns: number; error?: string };
export function attemptsOf(report: unknown): Attempt[];
export function e2eSummary(...paths: string[]): string[];
export function needingARetry(attempts: Attempt[]): { title: string; project: string; last: string }[];
export function firstLinesOf(message: string | undefined, lines?: number): string | undefined;
export function failuresOf(attempts: Attempt[]): string[];
