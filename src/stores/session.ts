import { create } from 'zustand';
import type { TokenSuccess } from '../../generated/model';
import { getStore, removeStore, setStore } from '../platform/storage';

export type UserInfo = TokenSuccess;

type SessionState = {
  token?: string;
  refreshToken?: string;
  tenantId?: string;
  userInfo?: UserInfo;
  /** When the token was stored (ms), for the refresh check. */
  tokenSavedAt?: number;
  signedIn: (reply: UserInfo) => void;
  /**
   * A refreshed token pair replaces the old one and restarts the token's age; the new token's lifetime
   * (expires_in, when the refresh says it) replaces the old one's.
   */
  tokensRefreshed: (tokens: { access_token: string; refresh_token: string; expires_in?: number }) => void;
  clear: () => void;
};

// spec 4 + storage notes: login data lives in session storage.
export const useSessionStore = create<SessionState>((set) => ({
  token: getStore<string>('token'),
  refreshToken: getStore<string>('refreshToken'),
  tenantId: getStore<string>('tenantId'),
  userInfo: getStore<UserInfo>('userInfo'),
  tokenSavedAt: getStore<number>('tokenSavedAt'),
  signedIn: (reply) => {
    const now = Date.now();
    setStore('token', reply.access_token);
    setStore('refreshToken', reply.refresh_token);
    setStore('tenantId', reply.tenant_id);
    setStore('userInfo', reply);
    setStore('tokenSavedAt', now);
    set({
      token: reply.access_token,
      refreshToken: reply.refresh_token,
      tenantId: reply.tenant_id,
      userInfo: reply,
      tokenSavedAt: now,
    });
  },
  tokensRefreshed: ({ access_token, refresh_token, expires_in }) => {
    const now = Date.now();
    const previous = useSessionStore.getState().userInfo;
    const userInfo = previous && { ...previous, access_token, refresh_token, ...(typeof expires_in === 'number' ? { expires_in } : {}) };
    setStore('token', access_token);
    setStore('refreshToken', refresh_token);
    setStore('tokenSavedAt', now);
    if (userInfo) setStore('userInfo', userInfo);
    set({ token: access_token, refreshToken: refresh_token, tokenSavedAt: now, userInfo });
  },
  clear: () => {
    for (const name of ['token', 'refreshToken', 'tenantId', 'userInfo', 'tokenSavedAt', 'menu', 'menuAll', 'roles', 'permission']) {
      removeStore(name);
    }
    set({ token: undefined, refreshToken: undefined, tenantId: undefined, userInfo: undefined, tokenSavedAt: undefined });
  },
}));
