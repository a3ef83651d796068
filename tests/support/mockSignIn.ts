// Signing in to the mock backend (or any BladeX server) the way tests need it: without a captcha.
import SparkMD5 from 'spark-md5';

/** The client header every call carries (spec 7): Basic base64(clientId:clientSecret). */
export const clientHeader = { Authorization: `Basic ${btoa('saber:saber_secret')}` };

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };

/** tokenNoCheckCode with the md5 of the password, as the console sends it. */
export async function signInWithoutCaptcha(apiBase: string, account: string, password: string): Promise<Tokens> {
  const query = new URLSearchParams({ tenantId: '000000', username: account, password: SparkMD5.hash(password), grant_type: 'password', scope: 'all' });
  const reply = await fetch(`${apiBase}/blade-auth/oauth/tokenNoCheckCode?${query}`, { method: 'POST', headers: clientHeader });
  return (await reply.json()) as Tokens;
}
