import type { MockAccount } from './accounts';

/** Tokens the mock backend issued, so that calls without a valid one get 401 as on BladeX. */
const accessTokens = new Map<string, MockAccount>();
const refreshTokens = new Map<string, MockAccount>();
const captchas = new Map<string, string>();

const randomId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);

export const sessions = {
  issue(account: MockAccount) {
    const access = `mock-access-${randomId()}`;
    const refresh = `mock-refresh-${randomId()}`;
    accessTokens.set(access, account);
    refreshTokens.set(refresh, account);
    return { access, refresh };
  },
  byAccessToken: (token: string | undefined) => (token ? accessTokens.get(token) : undefined),
  byRefreshToken: (token: string | undefined) => (token ? refreshTokens.get(token) : undefined),
  revoke(token: string | undefined) {
    if (token) accessTokens.delete(token);
  },
  newCaptcha() {
    const key = randomId();
    const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
    const code = Array.from({ length: 4 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
    captchas.set(key, code);
    return { key, code };
  },
  /** A captcha answers once, right or wrong. */
  checkCaptcha(key: string | null, code: string | null) {
    if (!key) return false;
    const expected = captchas.get(key);
    captchas.delete(key);
    return expected !== undefined && expected === code?.trim().toLowerCase();
  },
};
