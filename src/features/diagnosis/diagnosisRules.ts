import type { Dayjs } from 'dayjs';
import { rangeProblem, type RangeProblem, type TimeRange } from '../../lib/monitor/timeRange';

/** The contract's longest diagnosis range (DiagnosisRunForm: at most 31 days, ending no later than now). */
const MAX_DIAGNOSIS_DAYS = 31;
/** The contract's most devices named in one run (DiagnosisRunForm.deviceIds). */
export const MAX_DIAGNOSIS_DEVICES = 200;
export const TITLE_MAX = 50;

/** The message of each range problem (spec 5: a date range is required for diagnosis). */
const RANGE_MESSAGES: Record<RangeProblem, string> = {
  required: 'diagnose.range.required',
  order: 'diagnose.range.order',
  tooLong: 'diagnose.range.tooLong',
  future: 'diagnose.range.future',
};

/** @internal Exported for its tests; nothing in the console imports it. */
export type TitleProblem = 'tooLong' | 'spaces';

/**
 * The optional report title: at most 50 characters, no leading or trailing space (the contract's pattern).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function titleProblem(title: string): TitleProblem | undefined {
  if (title === '') return undefined;
  if (title.length > TITLE_MAX) return 'tooLong';
  if (title !== title.trim()) return 'spaces';
  return undefined;
}

/** What keeps a run from starting, as message ids (empty: it may start). */
export function runProblems(range: TimeRange | undefined, title: string, now?: Dayjs): { range?: string; title?: string } {
  const range_ = rangeProblem(range, MAX_DIAGNOSIS_DAYS, now);
  const title_ = titleProblem(title);
  return {
    ...(range_ ? { range: RANGE_MESSAGES[range_] } : {}),
    ...(title_ ? { title: title_ === 'tooLong' ? 'diagnose.title.tooLong' : 'diagnose.title.spaces' } : {}),
  };
}

/** The public report addresses (spec 2.1), opened in a new window; the share code makes them readable without a session. */
export const diagnosisReportUrl = (id: string, shareCode: string) => `/showDiagnose?${new URLSearchParams({ id, shareCode }).toString()}`;
export const operationReportUrl = (id: string, shareCode: string) => `/deviceOperationReport?${new URLSearchParams({ id, shareCode }).toString()}`;
