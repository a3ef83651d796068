import { useQuery } from '@tanstack/react-query';
import { verifyButton } from '../../../generated/endpoints/user/user';
import { isButtonAllowedMsg } from '../../lib/access/access';
import { okData } from '../../lib/http/okData';
import { useSessionStore } from '../../stores/session';

/** Spec 2.1: /info/index is shown only when this button permission is granted. */
const PROFILE_PERMISSION = '/monitor/top/userDetail';

export type ProfileAccess = { state: 'checking' | 'allowed' | 'denied' | 'failed'; retry: () => void };

/**
 * Whether the signed-in user may open the profile page (spec 2.1, 6). Unlike the user menu's check
 * (a link that simply stays hidden), the page must tell "not yet known" from "refused", so that a
 * slow reply shows loading rather than a flash of 403, and a failed call offers a retry rather than
 * a refusal the server never gave. Keyed by token: the next user never inherits the verdict.
 */
export function useProfileAccess(): ProfileAccess {
  const token = useSessionStore((s) => s.token);
  const verdict = useQuery({
    queryKey: ['buttonVerification', PROFILE_PERMISSION, token],
    queryFn: async ({ signal }) => isButtonAllowedMsg(okData(await verifyButton({ value: PROFILE_PERMISSION }, { signal })).msg),
    enabled: Boolean(token),
  });
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  if (verdict.isError) return { state: 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}
