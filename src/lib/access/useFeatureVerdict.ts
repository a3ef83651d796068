import { useQuery } from '@tanstack/react-query';
import { verifyAlarmLog, verifyDeviceDiagnose, verifyExpert, verifyFile, verifyRecord } from '../../../generated/endpoints/user/user';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isButtonAllowedMsg } from './access';
import type { ButtonVerdict } from './useButtonVerdict';

/** Spec 7's per-feature verification calls, with the route path of the page each guards. */
const FEATURES = {
  deviceDiagnose: { call: verifyDeviceDiagnose, path: '/monitor/diagnose/index' },
  alarmLog: { call: verifyAlarmLog, path: '/monitor/warn/index' },
  expert: { call: verifyExpert, path: '/monitor/expert/index' },
  file: { call: verifyFile, path: '/monitor/file/index' },
  record: { call: verifyRecord, path: '/monitor/record/index' },
} as const;

export type VerifiedFeature = keyof typeof FEATURES;

/**
 * What is asked: `open` sends the feature's route path as value (may the user open its page); `act`
 * sends none, and the server answers for the feature's own action - the contract's reading of a call
 * the spec gives no parameter (the mock checks the feature's maintenance button: handling alarms,
 * running a diagnosis, editing expert entries ...).
 */
export type VerifiedPurpose = 'open' | 'act';

/** Keyed by the signed-in account (not the token: a token refresh must not put a page back to loading). */
export const featureVerdictKey = (feature: VerifiedFeature, purpose: VerifiedPurpose, account: string | undefined) =>
  ['featureVerification', feature, purpose, account] as const;

/**
 * Spec 6/7: whether the signed-in user may open a feature's page or use its action (a reply msg 成功
 * allows; any other msg, e.g. 暂无权限, refuses). One query per feature, purpose and account, kept for
 * the session, so the pages of one feature (the alarm log, the run log and the over-limit detail) ask
 * once between them. A page tells "not yet known" (loading), "the check failed" (retry) and "refused"
 * (No Authority) apart.
 */
export function useFeatureVerdict(feature: VerifiedFeature, purpose: VerifiedPurpose = 'open'): ButtonVerdict {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const account = useSessionStore((s) => s.userInfo?.account);
  const verdict = useQuery({
    queryKey: featureVerdictKey(feature, purpose, account),
    queryFn: async ({ signal }) => {
      const { call, path } = FEATURES[feature];
      return isButtonAllowedMsg(okData(await call(purpose === 'open' ? { value: path } : undefined, { signal })).msg);
    },
    enabled: signedIn,
    staleTime: Infinity,
  });
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  if (verdict.isError) return { state: 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}
