import { useMutation } from '@tanstack/react-query';
import SparkMD5 from 'spark-md5';
import { getCaptcha, signIn, useGetCaptcha } from '../../../../generated/endpoints/auth/auth';
import type { Captcha, TokenReply } from '../../../../generated/model';
import { appConfig } from '../../../platform/config';
import { okData } from '../../../lib/http/okData';

export type SignInForm = { account: string; password: string; captcha: string };

/**
 * Automatic tries after a failed captcha load, before the picture says so and waits for a click.
 */
const CAPTCHA_RETRIES = 2;
/**
 * Backoff between those tries: 0.5 s, then 1 s (a busy gateway gets room, a person waits little).
 */
const captchaRetryDelay = (failures: number) => Math.min(500 * 2 ** failures, 4000);

/**
 * A captcha the sign-in can use: a key and a picture. Anything else (a 200 whose body lost its fields
 * or is not a picture) is a failed load, retried like a 500, never a broken image or a key-less sign-in.
 */
function usableCaptcha(data: unknown): Captcha {
  const { key, image } = (data ?? {}) as Partial<Record<keyof Captcha, unknown>>;
  if (typeof key === 'string' && key && typeof image === 'string' && image.startsWith('data:image/')) return { key, image };
  throw new Error('Malformed captcha reply');
}

/** spec 4 (login) + 7 (auth): grant type captcha, tenant 000000 while tenant mode is off. */
export function useSignInFlow() {
  const captcha = useGetCaptcha({
    query: {
      // Checked inside the load, so that a malformed reply is retried as a failed one is.
      queryFn: async ({ signal }) => {
        const reply = await getCaptcha({ signal, withoutToken: true, saysOwnFailure: true });
        usableCaptcha(okData(reply));
        return reply;
      },
      staleTime: Infinity,
      gcTime: 0,
      select: okData,
      retry: CAPTCHA_RETRIES,
      retryDelay: captchaRetryDelay,
    },
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
