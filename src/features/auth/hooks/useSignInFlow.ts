import { useMutation } from '@tanstack/react-query';
import SparkMD5 from 'spark-md5';
import { signIn, useGetCaptcha } from '../../../../generated/endpoints/auth/auth';
import type { TokenReply } from '../../../../generated/model';
import { appConfig } from '../../../platform/config';
import { okData } from '../../../lib/http/okData';

export type SignInForm = { account: string; password: string; captcha: string };

/** spec 4 (login) + 7 (auth): grant type captcha, tenant 000000 while tenant mode is off. */
export function useSignInFlow() {
  const captcha = useGetCaptcha({
    query: { staleTime: Infinity, gcTime: 0, select: okData },
    request: { withoutToken: true },
  });
  const captchaKey = captcha.data?.key;

  const mutation = useMutation({
    mutationFn: async (form: SignInForm): Promise<TokenReply> => {
      const reply = await signIn(
        {
          tenantId: appConfig.tenantId,
          username: form.account,
          password: SparkMD5.hash(form.password),
          grant_type: appConfig.captchaMode ? 'captcha' : 'password',
          scope: 'all',
          type: 'account',
        },
        {
          withoutToken: true,
          headers: {
            'Tenant-Id': appConfig.tenantId,
            'Captcha-Key': captchaKey ?? '',
            'Captcha-Code': form.captcha,
          },
        },
      );
      return reply.data as TokenReply;
    },
    // A used or refused captcha is spent: always show a fresh one.
    onSettled: () => void captcha.refetch(),
  });

  return { captcha, mutation };
}
