import { useQuery } from '@tanstack/react-query';
import {
  verifyAlarmLog,
  verifyDeviceDiagnose,
  verifyExpert,
  verifyFile,
  verifyRecord,
  verifyUser,
} from '../../../generated/endpoints/user/user';
import type { MenuRoute } from '../../../generated/model';
import { samePath } from '../menu/menuTarget';
import { useUserMenu } from '../menu/useUserMenu';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isButtonAllowedMsg } from './access';
import type { ButtonVerdict } from './useButtonVerdict';

// One module for spec 7's per-feature verification calls. It unites what three branches wrote at once
// (admin-users: a page's path; monitoring-logs: open / act; monitoring-records: actions by path in
// useActionVerdicts), so every caller of either form keeps working.

/** Spec 7's per-feature verification calls, with the route path of the page each guards. */
const FEATURES = {
  deviceDiagnose: { call: verifyDeviceDiagnose, path: '/monitor/diagnose/index' },
  alarmLog: { call: verifyAlarmLog, path: '/monitor/warn/index' },
  expert: { call: verifyExpert, path: '/monitor/expert/index' },
  user: { call: verifyUser, path: '/monitor/user/user' },
  file: { call: verifyFile, path: '/monitor/file/index' },
  record: { call: verifyRecord, path: '/monitor/record/index' },
} as const;

export type VerifiedFeature = keyof typeof FEATURES;

/**
 * What is asked: `open` sends the feature's route path as value (may the user open its page); `act`
 * sends none, and the server answers for the feature's own action - the contract's reading of a call
 * the spec gives no parameter (the mock checks the feature's maintenance button: handling alarms,
 * running a diagnosis, editing expert entries ...). Any other value is a path asked about as it is
 * (a page's path, or an action's path under it: /monitor/record/index/delete).
 */
export type VerifiedPurpose = 'open' | 'act';

/** The value a question sends: the page's path for `open`, none for `act`, else the path itself. */
export const verifiedValue = (feature: VerifiedFeature, question: VerifiedPurpose | string): string | undefined =>
  question === 'open' ? FEATURES[feature].path : question === 'act' ? undefined : question;

/** Keyed by the signed-in account (not the token: a token refresh must not put a page back to loading). */
export const featureVerdictKey = (feature: VerifiedFeature, question: VerifiedPurpose | string, account: string | undefined) =>
  ['featureVerification', feature, verifiedValue(feature, question) ?? 'act', account] as const;

/** The query of one question, for useFeatureVerdict and for pages asking several at once (useQueries). */
export const featureVerdictQuery = (feature: VerifiedFeature, question: VerifiedPurpose | string, account: string | undefined, enabled: boolean) => ({
  queryKey: featureVerdictKey(feature, question, account),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const value = verifiedValue(feature, question);
    return isButtonAllowedMsg(okData(await FEATURES[feature].call(value === undefined ? undefined : { value }, { signal })).msg);
  },
  enabled,
  staleTime: Infinity,
});

/**
 * Spec 6/7: whether the signed-in user may open a feature's page or use its action (a reply msg 成功
 * allows; any other msg, e.g. 暂无权限, refuses). One query per feature, question and account, kept for
 * the session, so the pages of one feature (the alarm log, the run log and the over-limit detail) ask
 * once between them. A page tells "not yet known" (loading), "the check failed" (retry) and "refused"
 * (No Authority) apart.
 */
export function useFeatureVerdict(feature: VerifiedFeature, question: VerifiedPurpose | string = 'open'): ButtonVerdict {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const account = useSessionStore((s) => s.userInfo?.account);
  const verdict = useQuery(featureVerdictQuery(feature, question, account, signedIn));
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  if (verdict.isError) return { state: 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}

const holds = (routes: readonly MenuRoute[], path: string): boolean =>
  routes.some((route) => samePath(route.path) === path || holds(route.children ?? [], path));

/**
 * Spec 2.2/6: a page the spec gives no verification call (role management) is open to the users whose
 * server menu (menu/routes, from their role's grant) holds it.
 */
export function useMenuVerdict(path: string): ButtonVerdict {
  const menu = useUserMenu();
  const retry = () => void menu.refetch();
  if (menu.isPending) return { state: 'checking', retry };
  if (menu.isError) return { state: 'failed', retry };
  return { state: holds(menu.data, path) ? 'allowed' : 'denied', retry };
}
