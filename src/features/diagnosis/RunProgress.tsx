import { Button, Progress, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RunPhase } from './useDiagnosisRun';

/** Seconds since `since`, ticking once a second while `running`. */
function useElapsed(since: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.floor((now - since) / 1000));
}

const STEP_OF: Partial<Record<RunPhase, number>> = { diagnosing: 1, loading: 2, done: 3 };

/**
 * A run's progress: the steps (range checked, devices diagnosed on the server, result loaded), the time
 * so far, and a way to cancel. The server answers the run in one call, so the bar moves by steps, not
 * by a percentage it cannot know. Announced politely to screen readers.
 */
export function RunProgress({ phase, startedAt, onCancel }: { phase: RunPhase; startedAt: number; onCancel: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const running = phase === 'diagnosing' || phase === 'loading';
  const elapsed = useElapsed(startedAt, running);
  if (phase === 'idle') return null;
  const step = STEP_OF[phase] ?? 1;
  return (
    <div role="status" aria-live="polite" style={{ margin: '16px 0' }}>
      <Steps
        size="small"
        current={step}
        status={phase === 'failed' || phase === 'cancelled' ? 'error' : running ? 'process' : 'finish'}
        items={[{ title: t('diagnose.step.check') }, { title: t('diagnose.step.diagnose') }, { title: t('diagnose.step.load') }]}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 8 }}>
        <Progress
          percent={Math.round((step / 3) * 100)}
          status={phase === 'failed' || phase === 'cancelled' ? 'exception' : running ? 'active' : 'success'}
          showInfo={false}
          style={{ flex: 1, margin: 0 }}
          aria-label={t('diagnose.progress')}
        />
        <span>{t(`diagnose.phase.${phase}`, { seconds: elapsed })}</span>
        {running && (
          <Button size="small" onClick={onCancel}>
            {t('diagnose.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
