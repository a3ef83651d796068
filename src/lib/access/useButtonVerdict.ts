import { useQuery } from '@tanstack/react-query';
import { verifyButton } from '../../../generated/endpoints/user/user';
import type { VerifyButtonValue } from '../../../generated/model';
import { useSessionStore } from '../../stores/session';
import { okData } from '../http/okData';
import { isRefusal } from '../http/client';
import { isButtonAllowedMsg } from './access';

export type ButtonVerdict = { state: 'checking' | 'allowed' | 'denied' | 'failed'; retry: () => void };

/**
 * Spec 6/7: whether the signed-in user holds the button permission at `value` (buttonVerification).
 * One query per path and token, kept for the session: the top bar's link and the page it opens ask
 * once between them, and the next user never inherits a verdict. A page tells "not yet known" and
 * "the check failed" from "refused" (loading, retry, 403); a button simply stays hidden until allowed.
 */
export function useButtonVerdict(value: VerifyButtonValue): ButtonVerdict {
  const token = useSessionStore((s) => s.token);
  const verdict = useQuery({
    queryKey: ['buttonVerification', value, token],
    queryFn: async ({ signal }) => isButtonAllowedMsg(okData(await verifyButton({ value }, { signal })).msg),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  const retry = () => void verdict.refetch();
  if (verdict.isPending) return { state: 'checking', retry };
  // A verification the server refused this user (its role guard's 401, the session valid) is a no.
  if (verdict.isError) return { state: isRefusal(verdict.error) ? 'denied' : 'failed', retry };
  return { state: verdict.data ? 'allowed' : 'denied', retry };
}

/** Spec 6: whether to show the button at `value` (false until the server says yes). */
export const useButtonAllowed = (value: VerifyButtonValue): boolean => useButtonVerdict(value).state === 'allowed';
