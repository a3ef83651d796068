import { useCallback, useEffect, useRef, useState } from 'react';
import { getDiagnosisReport, runDiagnosis } from '../../../generated/endpoints/diagnosis/diagnosis';
import type { DiagnosisReport, DiagnosisRunForm } from '../../../generated/model';
import { okData } from '../../lib/http/okData';

/** Where a run is: sending the range and scope (the server diagnoses), loading the report, done. */
export type RunPhase = 'idle' | 'diagnosing' | 'loading' | 'done' | 'failed' | 'cancelled';

export type DiagnosisRun = {
  phase: RunPhase;
  /** When the run started (ms), for the elapsed time. */
  startedAt: number;
  report: DiagnosisReport | undefined;
  start: (form: DiagnosisRunForm) => Promise<DiagnosisReport | undefined>;
  cancel: () => void;
};

/**
 * One diagnosis run with its progress: runDiagnosis (the server computes and keeps the report), then
 * the report itself (getDiagnosisReport by id and share code). Cancel aborts the request in flight; a
 * page that goes away cancels too. Failures have been told by the http client.
 */
export function useDiagnosisRun(): DiagnosisRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [startedAt, setStartedAt] = useState(0);
  const [report, setReport] = useState<DiagnosisReport>();
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (form: DiagnosisRunForm) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setReport(undefined);
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
    } catch {
      setPhase(abort.signal.aborted ? 'cancelled' : 'failed');
      return undefined;
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { phase, startedAt, report, start, cancel };
}
