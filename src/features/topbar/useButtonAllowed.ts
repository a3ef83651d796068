import { useEffect } from 'react';
import { useVerifyButton } from '../../../generated/endpoints/user/user';
import type { VerifyButtonValue } from '../../../generated/model';

/** Spec 7: the verification reply's msg is 成功 when the button is allowed. */
const ALLOWED_MSG = '成功';

/** Spec 6: whether the signed-in user may see the top-bar button at `value` (false until the server says yes). */
export function useButtonAllowed(value: VerifyButtonValue): boolean {
  const { mutate, data } = useVerifyButton();
  useEffect(() => {
    mutate({ params: { value } });
  }, [mutate, value]);
  return data?.status === 200 && data.data.msg === ALLOWED_MSG;
}
