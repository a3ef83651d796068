// Tokens the mock backend issued (kept in the world, so they survive a reload) and one-shot captchas.
import { scenario } from '../scenario';
import { db } from './db';
import type { IssuedToken, MockUser } from './types';

const captchas = new Map<string, string>();
const randomId = () => Math.random().toString(36).slice(2) + Date.now().toString(36);
const live = (tokens: IssuedToken[], token: string | undefined) =>
  token ? tokens.find((t) => t.token === token && t.expiresAt > Date.now()) : undefined;

export const sessions = {
  issue(user: MockUser) {
    const world = db.world;
    const ttl = scenario.get().tokenTtlSeconds;
    const access = { token: `mock-access-${randomId()}`, userId: user.id, expiresAt: Date.now() + ttl * 1000 };
    // A refresh token outlives the access token (BladeX: 7 days by default).
    const refresh = { token: `mock-refresh-${randomId()}`, userId: user.id, expiresAt: Date.now() + 7 * 24 * 3600 * 1000 };
    const alive = (t: IssuedToken) => t.expiresAt > Date.now();
    world.accessTokens = [...world.accessTokens.filter(alive), access];
    world.refreshTokens = [...world.refreshTokens.filter(alive), refresh];
    db.changed();
    return { access: access.token, refresh: refresh.token, expiresIn: ttl };
  },
  /** 'valid', 'expired' (issued but past its time) or 'unknown'. */
  accessState(token: string | undefined): 'valid' | 'expired' | 'unknown' {
    if (live(db.world.accessTokens, token)) return 'valid';
    return token && db.world.accessTokens.some((t) => t.token === token) ? 'expired' : 'unknown';
  },
  userByRefreshToken(token: string | undefined) {
    const issued = live(db.world.refreshTokens, token);
    return issued && db.world.users.find((u) => u.id === issued.userId);
  },
  revoke(token: string | undefined) {
    db.world.accessTokens = db.world.accessTokens.filter((t) => t.token !== token);
    db.changed();
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
