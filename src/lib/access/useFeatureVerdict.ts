import { useQuery } from '@tanstack/react-query';
import { verifyAlarmLog, verifyDeviceDiagnose, verifyExpert, verifyFile, verifyRecord } from '../../../generated/endpoints/user/user';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isButtonAllowedMsg } from './access';
import type { ButtonVerdict } from './useButtonVerdict';

/**
 * Spec 7's per-feature verification calls, by the feature they guard. Each sends the feature's route
 * path as `value` (the contract's reading: like buttonVerification, the spec names no parameter).
 */
const FEATURES = {
  deviceDiagnose: { call: verifyDeviceDiagnose, value: '/monitor/diagnose/index' },
  alarmLog: { call: verifyAlarmLog, value: '/monitor/warn/index' },
  expert: { call: verifyExpert, value: '/monitor/expert/index' },
  file: { call: verifyFile, value: '/monitor/file/index' },
  record: { call: verifyRecord, value: '/monitor/record/index' },
} as const;

export type VerifiedFeature = keyof typeof FEATURES;

/** Keyed by the signed-in account (not the token: a token refresh must not put a page back to loading). */
export const featureVerdictKey = (feature: VerifiedFeature, account: string | undefined) => ['featureVerification', feature, account] as const;

/**
 * Spec 6/7: whether the signed-in user may use a feature (a reply msg 成功 allows; any other msg, e.g.
 * 暂无权限, refuses). One query per feature and account, kept for the session, so the pages of one
 * feature (the alarm log, the run log and the over-limit detail) ask once between them. A page tells
 * "not yet known" (loading), "the check failed" (retry) and "refused" (No Authority) apart.
 */
export function useFeatureVerdict(feature: VerifiedFeature): ButtonVerdict {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const account = useSessionStore((s) => s.userInfo?.account);
  const verdict = useQuery({
    queryKey: featureVerdictKey(feature, account),
    queryFn: async ({ signal }) => {
      const { call, value } = FEATURES[feature];
      return isButtonAllowedMsg(okData(await call({ value }, { signal })).msg);
    },
    enabled: signedIn,
    staleTime: Infinity,
  });
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  if (verdict.isError) return { state: 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}
