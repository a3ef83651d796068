import { useEffect } from 'react';
import { useVerifyButton } from '../../../generated/endpoints/user/user';
import type { VerifyButtonValue } from '../../../generated/model';
import { isButtonAllowedMsg } from '../../lib/access/access';

/** Spec 6: whether the signed-in user may see the top-bar button at `value` (false until the server says yes). */
export function useButtonAllowed(value: VerifyButtonValue): boolean {
  const { mutate, data } = useVerifyButton();
  useEffect(() => {
    mutate({ params: { value } });
  }, [mutate, value]);
  return data?.status === 200 && isButtonAllowedMsg(data.data.msg);
}
