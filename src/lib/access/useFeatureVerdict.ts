import { useQuery } from '@tanstack/react-query';
import {
  verifyAlarmLog,
  verifyDeviceDiagnose,
  verifyExpert,
  verifyFile,
  verifyRecord,
  verifyUser,
} from '../../../generated/endpoints/user/user';
import { useUserMenu } from '../menu/useUserMenu';
import { samePath } from '../menu/menuTarget';
import type { MenuRoute } from '../../../generated/model';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isRefusal } from '../http/client';
import { isButtonAllowedMsg } from './access';
import type { ButtonVerdict } from './useButtonVerdict';

/** Spec 7's per-feature verification calls, by feature. */
const verifiers = {
  deviceDiagnose: verifyDeviceDiagnose,
  expert: verifyExpert,
  alarmLog: verifyAlarmLog,
  user: verifyUser,
  file: verifyFile,
  record: verifyRecord,
} as const;

export type VerifiedFeature = keyof typeof verifiers;

/** The route path of each feature's page, the value its verification is asked with to open the page. */
export const FEATURE_PAGE_PATHS: Readonly<Record<VerifiedFeature, string>> = {
  deviceDiagnose: '/monitor/diagnose/index',
  expert: '/monitor/expert/index',
  alarmLog: '/monitor/warn/index',
  user: '/monitor/user/user',
  file: '/monitor/file/index',
  record: '/monitor/record/index',
};

/** Keyed by the signed-in account (not the token: a token refresh must not put a page back to loading). */
export const featureVerdictKey = (feature: VerifiedFeature, value: string | undefined, account: string | undefined) =>
  ['featureVerification', feature, value ?? '', account] as const;

/**
 * Spec 6/7: whether the signed-in user may use a feature (a reply msg 成功 allows; any other msg, e.g.
 * 暂无权限, refuses). With `value` - a page's route path - it asks whether the page may open; without,
 * the call goes with no value, which the contract leaves to the server and the mock answers for the
 * feature's own action (its maintenance button: handling alarms, running a diagnosis, editing expert
 * entries ...). One query per feature, value and account, kept for the session, so the pages of one
 * feature ask once between them. A page tells "not yet known" (loading), "the check failed" (retry)
 * and "refused" (No Authority) apart.
 */
export function useFeatureVerdict(feature: VerifiedFeature, value?: string): ButtonVerdict {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const account = useSessionStore((s) => s.userInfo?.account);
  const verdict = useQuery({
    queryKey: featureVerdictKey(feature, value, account),
    queryFn: async ({ signal }) => isButtonAllowedMsg(okData(await verifiers[feature](value === undefined ? undefined : { value }, { signal })).msg),
    enabled: signedIn,
    staleTime: Infinity,
  });
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  // A verification the server refused this user (its role guard's 401, the session valid) is a no.
  if (verdict.isError) return { state: isRefusal(verdict.error) ? 'denied' : 'failed', retry };
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
