import { useCallback, useRef, useState } from 'react';
import { getDiagnosisReport, runDiagnosis } from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DiagnosisReport, DiagnosisRunForm } from '../../../generated/model';
import { HttpError } from '../../lib/http/client';
import { okData } from '../../lib/http/okData';

/** Where a run is: sending the range and scope (the server diagnoses), loading the report, done. */
export type RunPhase = 'idle' | 'diagnosing' | 'loading' | 'done' | 'failed' | 'cancelled';

export type DiagnosisRun = {
  phase: RunPhase;
  /** When the run started (ms), for the elapsed time. */
  startedAt: number;
  report: DiagnosisReport | undefined;
  /** The server's reason when the run was refused (its msg), for the page to repeat beside the form. */
  refusal: string | undefined;
  start: (form: DiagnosisRunForm) => Promise<DiagnosisReport | undefined>;
  cancel: () => void;
};

/**
 * One diagnosis run with its progress: runDiagnosis (the server computes and keeps the report), then
 * the report itself (getDiagnosisReport by id and share code). Cancel aborts the request in flight.
 * Failures have been told by the http client.
 */
export function useDiagnosisRun(): DiagnosisRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const [report, setReport] = useState<DiagnosisReport>();
  const [refusal, setRefusal] = useState<string>();
  // No abort on unmount: a page in a hidden tab (React <Activity>) has its effects torn down while it
  // stays, and a run must go on while the user looks at another tab. Only Cancel (or a new run) aborts.
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(async (form: DiagnosisRunForm) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setReport(undefined);
    setRefusal(undefined);
    setStartedAt(Date.now());
    setPhase('diagnosing');
    try {
      const summary = okData(await runDiagnosis(form, { signal: abort.signal })).data;
      if (!summary) throw new Error('The run answered without a report');
      setPhase('loading');
      const full = okData(await getDiagnosisReport({ id: summary.id, shareCode: summary.shareCode }, { signal: abort.signal })).data;
      if (!full) throw new Error('The report could not be read');
      setReport(full);
      setPhase('done');
      return full;
    } catch (error) {
      if (error instanceof HttpError && !error.silent && error.code !== 401) setRefusal(error.message);
      setPhase(abort.signal.aborted ? 'cancelled' : 'failed');
      return undefined;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { phase, startedAt, report, refusal, start, cancel };
}
