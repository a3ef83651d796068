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

/**
 * Spec 6/7: whether the signed-in user may use a feature page (its verification call with the page's
 * path; a reply msg of 成功 allows). One query per feature, path and token, kept for the session, like
 * the button verdicts; the page shows loading while checking, 403 when refused, a retry when it failed.
 */
export function useFeatureVerdict(feature: VerifiedFeature, path: string): ButtonVerdict {
  const token = useSessionStore((s) => s.token);
  const verdict = useQuery({
    queryKey: ['featureVerification', feature, path, token],
    queryFn: async ({ signal }) => isButtonAllowedMsg(okData(await verifiers[feature]({ value: path }, { signal })).msg),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
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
