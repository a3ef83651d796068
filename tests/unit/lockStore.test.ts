// spec 4 (lock): a required password sets the locked state; only that password unlocks; it is never
// stored in plain text; login (clearLock) clears the lock.
import { beforeEach, describe, expect, it } from 'vitest';
import { useLockStore } from '../../src/stores/lock';

beforeEach(() => useLockStore.getState().clearLock());

describe('lock store', () => {
  it('locks with a password and keeps only its digest', async () => {
    await useLockStore.getState().lock('Lock-2026');
    expect(useLockStore.getState().isLocked).toBe(true);
    const stored = localStorage.getItem('saber-lockPasswd')!;
    expect(stored).not.toContain('Lock-2026');
    expect(JSON.parse(stored).content).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(localStorage.getItem('saber-isLock')!).content).toBe(true);
  });

  it('sets the password first and locks only when engaged (the button engages 0.1 s later)', async () => {
    await useLockStore.getState().setLockPassword('Lock-2026');
    expect(useLockStore.getState().isLocked).toBe(false);
    expect(localStorage.getItem('saber-isLock')).toBeNull();
    useLockStore.getState().engageLock();
    expect(useLockStore.getState().isLocked).toBe(true);
  });

  it('cannot lock without a password to unlock with', () => {
    expect(() => useLockStore.getState().engageLock()).toThrow();
    expect(useLockStore.getState().isLocked).toBe(false);
  });

  it('refuses an empty password', async () => {
    await expect(useLockStore.getState().lock('')).rejects.toThrow();
    expect(useLockStore.getState().isLocked).toBe(false);
  });

  it('unlocks only with the same password', async () => {
    await useLockStore.getState().lock('Lock-2026');
    expect(await useLockStore.getState().unlock('lock-2026')).toBe(false);
    expect(useLockStore.getState().isLocked).toBe(true);
    expect(await useLockStore.getState().unlock('Lock-2026')).toBe(true);
    expect(useLockStore.getState().isLocked).toBe(false);
    expect(localStorage.getItem('saber-lockPasswd')).toBeNull();
  });

  it('clears on login/logout', async () => {
    await useLockStore.getState().lock('Lock-2026');
    useLockStore.getState().clearLock();
    expect(useLockStore.getState().isLocked).toBe(false);
    expect(localStorage.getItem('saber-isLock')).toBeNull();
  });
});
