import { useQueries, useQuery } from '@tanstack/react-query';
import {
  verifyAlarmLog,
  verifyDeviceDiagnose,
  verifyExpert,
  verifyFile,
  verifyRecord,
  verifyUser,
} from '../../../generated/endpoints/user/user';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isButtonAllowedMsg } from './access';
import type { ButtonVerdict } from './useButtonVerdict';

/**
 * Spec 7's per-feature verification calls (POST /blade-user/<feature>Verification). The contract passes
 * the route path, or the path of an action under it (`/monitor/expert/index/delete`), as `value`.
 */
const verifications = {
  deviceDiagnose: verifyDeviceDiagnose,
  expert: verifyExpert,
  alarmLog: verifyAlarmLog,
  user: verifyUser,
  file: verifyFile,
  record: verifyRecord,
} as const;

export type VerifiedFeature = keyof typeof verifications;

/** One query per feature, path and token, kept for the session (the next user never inherits a verdict). */
const verdictQuery = (feature: VerifiedFeature, value: string, token: string | null | undefined, enabled: boolean) => ({
  queryKey: ['featureVerification', feature, value, token] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => isButtonAllowedMsg(okData(await verifications[feature]({ value }, { signal })).msg),
  enabled: Boolean(token) && enabled,
  staleTime: Infinity,
});

/**
 * Spec 6/7: may the signed-in user open (value = the page's path) or do (value = an action's path) what
 * `feature` guards? A reply msg of 成功 allows; anything else (暂无权限, 'No Authority') refuses. Like
 * useButtonVerdict: one query per feature and path, and "not yet known" and
 * "the check failed" are told apart from "refused", so a page shows loading or a retry, never a flash of
 * refusal. `enabled: false` skips the call (an action asked about only once the page itself is allowed).
 */
export function useFeatureVerdict(feature: VerifiedFeature, value: string, enabled = true): ButtonVerdict {
  const token = useSessionStore((s) => s.token);
  const verdict = useQuery(verdictQuery(feature, value, token, enabled));
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  if (verdict.isError) return { state: 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}

/**
 * The verdicts on several actions of one page at once (`${pagePath}/${action}`), asked only once the
 * page itself is allowed. An action is `true` only when the server said 成功: until then, or when the
 * check failed, its button stays away (nothing shows that the server has not allowed).
 */
export function useActionVerdicts<A extends string>(
  feature: VerifiedFeature,
  pagePath: string,
  actions: readonly A[],
  enabled = true,
): { allowed: Record<A, boolean>; settled: boolean } {
  const token = useSessionStore((s) => s.token);
  const results = useQueries({
    queries: actions.map((action) => verdictQuery(feature, `${pagePath}/${action}`, token, enabled)),
  });
  const allowed = Object.fromEntries(actions.map((action, i) => [action, results[i]?.data === true])) as Record<A, boolean>;
  return { allowed, settled: results.every((r) => !r.isPending) };
}
