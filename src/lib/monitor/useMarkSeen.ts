import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { markAlarmLogRead } from '../../../generated/endpoints/alarm/alarm';
import { markDiagnosisRead } from '../../../generated/endpoints/diagnosis/diagnosis';
import { markRunLogRead } from '../../../generated/endpoints/runlog/runlog';
import { getGetAlarmLogStatusQueryKey, getGetDiagnosisReadStatusQueryKey, getGetRunLogReadStatusQueryKey } from '../../../generated/endpoints/status/status';

/** What a page has seen, the call that records it, and the check behind its red mark (spec 2.5). */
const SEEN = {
  alarmLog: { mark: markAlarmLogRead, status: getGetAlarmLogStatusQueryKey },
  runLog: { mark: markRunLogRead, status: getGetRunLogReadStatusQueryKey },
  diagnosis: { mark: markDiagnosisRead, status: getGetDiagnosisReadStatusQueryKey },
} as const;

export type SeenKind = keyof typeof SEEN;

/**
 * Spec 2.5: opening the alarm log, the run log or the diagnosis page records that the user has seen
 * what is there, and the check behind the top menu's red mark is asked again at once, so the mark goes
 * without a reload (and comes back at the next check after a new entry). Runs each time the page is
 * shown: a page kept in a hidden tab (React <Activity>) runs its effects again when shown. `enabled`
 * waits for the page's verification: a refused user has seen nothing. Returns `markSeen` for a page
 * that shows something new while open (a finished diagnosis).
 */
export function useMarkSeen(kind: SeenKind, enabled: boolean) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const markSeen = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await SEEN[kind].mark();
      await queryClient.invalidateQueries({ queryKey: SEEN[kind].status() });
    } catch {
      // The http client has said why; the mark simply stays until the next visit.
    } finally {
      inFlight.current = false;
    }
  }, [kind, queryClient]);
  useEffect(() => {
    if (enabled) void markSeen();
  }, [enabled, markSeen]);
  return markSeen;
}
