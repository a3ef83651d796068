import { useQueries } from '@tanstack/react-query';
import { verifyAlarmLog, verifyDeviceDiagnose, verifyExpert, verifyFile, verifyRecord, verifyUser } from '../../../generated/endpoints/user/user';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isButtonAllowedMsg } from './access';
import { featureVerdictKey, type VerifiedFeature } from './useFeatureVerdict';

const CALLS: Record<VerifiedFeature, typeof verifyExpert> = {
  deviceDiagnose: verifyDeviceDiagnose,
  expert: verifyExpert,
  alarmLog: verifyAlarmLog,
  user: verifyUser,
  file: verifyFile,
  record: verifyRecord,
};

/**
 * Spec 7, finer than useFeatureVerdict without a value (the feature's one maintenance action): a page
 * whose actions are granted one by one (archive records: add and edit but not delete) asks its
 * feature's verification about each action's path, `<page path>/<action>` (the server menu's button
 * paths, e.g. /monitor/record/index/delete). The same queries (key and cache) as useFeatureVerdict with
 * that path. Asked only once `enabled` (the page itself allowed); kept for the session. An action is
 * `true` only when the server said 成功: pending or failed, its button stays away.
 */
export function useActionVerdicts<A extends string>(
  feature: VerifiedFeature,
  pagePath: string,
  actions: readonly A[],
  enabled = true,
): { allowed: Record<A, boolean>; settled: boolean } {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const account = useSessionStore((s) => s.userInfo?.account);
  const results = useQueries({
    queries: actions.map((action) => {
      const value = `${pagePath}/${action}`;
      return {
        queryKey: featureVerdictKey(feature, value, account),
        queryFn: async ({ signal }: { signal: AbortSignal }) => isButtonAllowedMsg(okData(await CALLS[feature]({ value }, { signal })).msg),
        enabled: signedIn && enabled,
        staleTime: Infinity,
      };
    }),
  });
  const allowed = Object.fromEntries(actions.map((action, i) => [action, results[i]?.data === true])) as Record<A, boolean>;
  return { allowed, settled: results.every((r) => !r.isPending) };
}
