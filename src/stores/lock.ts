import { create } from 'zustand';
import { getStore, removeStore } from '../lib/storage';

type LockState = {
  isLocked: boolean;
  clearLock: () => void;
};

// spec 4: the lock state clears on login and logout. Setting a lock is the shell's issue.
export const useLockStore = create<LockState>((set) => ({
  isLocked: getStore<boolean>('isLock', 'local') ?? false,
  clearLock: () => {
    removeStore('isLock', 'local');
    removeStore('lockPasswd', 'local');
    set({ isLocked: false });
  },
}));
