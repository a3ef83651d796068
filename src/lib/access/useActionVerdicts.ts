import { useQueries } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session';
import { featureVerdictQuery, type VerifiedFeature } from './useFeatureVerdict';

/**
 * Spec 7, finer than useFeatureVerdict's `act`: a page whose actions are granted one by one (archive
 * records: add and edit but not delete) asks its feature's verification about each action's path,
 * `<page path>/<action>` (the server menu's button paths, e.g. /monitor/record/index/delete). Asked only
 * once `enabled` (the page itself allowed); one query per action and account, kept for the session.
 * An action is `true` only when the server said 成功: pending or failed, its button stays away.
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
    queries: actions.map((action) => featureVerdictQuery(feature, `${pagePath}/${action}`, account, signedIn && enabled)),
  });
  const allowed = Object.fromEntries(actions.map((action, i) => [action, results[i]?.data === true])) as Record<A, boolean>;
  return { allowed, settled: results.every((r) => !r.isPending) };
}
