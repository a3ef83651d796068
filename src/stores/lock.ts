import { create } from 'zustand';
import { getStore, removeStore, setStore } from '../platform/storage';

/** The lock password is kept only as a SHA-256 digest (spec 4: never in plain text). */
async function digestLockPassword(password: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`console-lock:${password}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type LockState = {
  isLocked: boolean;
  /** spec 4 (lock): a lock password (required) sets the locked state. */
  lock: (password: string) => Promise<void>;
  /** The lock button's first half: the password (required) is kept, as a digest; not locked yet. */
  setLockPassword: (password: string) => Promise<void>;
  /** The second half, 0.1 s later: the console is locked (a reload stays locked). */
  engageLock: () => void;
  /** Unlocks when the password matches; says whether it did. */
  unlock: (password: string) => Promise<boolean>;
  clearLock: () => void;
};

// Kept locally (like Saber): a reload or a new tab of a locked console stays locked.
export const useLockStore = create<LockState>((set, get) => ({
  isLocked: getStore<boolean>('isLock', 'local') ?? false,
  lock: async (password) => {
    await get().setLockPassword(password);
    get().engageLock();
  },
  setLockPassword: async (password) => {
    if (!password) throw new Error('A lock password is required');
    setStore('lockPasswd', await digestLockPassword(password), 'local');
  },
  engageLock: () => {
    if (!getStore<string>('lockPasswd', 'local')) throw new Error('Set a lock password first');
    setStore('isLock', true, 'local');
    set({ isLocked: true });
  },
  unlock: async (password) => {
    const expected = getStore<string>('lockPasswd', 'local');
    if (!expected || (await digestLockPassword(password)) !== expected) return false;
    removeStore('isLock', 'local');
    removeStore('lockPasswd', 'local');
    set({ isLocked: false });
    return true;
  },
  // spec 4: the lock state clears on login and logout.
  clearLock: () => {
    removeStore('isLock', 'local');
    removeStore('lockPasswd', 'local');
    set({ isLocked: false });
  },
}));
