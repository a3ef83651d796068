import { describe, expect, it } from 'vitest';
import { getStore, setStore, storageKey } from '../../src/platform/storage';

describe('storage records (spec 3)', () => {
  it('stores {dataType, content, type, datetime} under the key prefix', () => {
    setStore('token', 'abc');
    const raw = JSON.parse(sessionStorage.getItem(storageKey('token'))!);
    expect(storageKey('token')).toBe('saber-token');
    expect(raw).toMatchObject({ dataType: 'string', content: 'abc', type: 'session' });
    expect(typeof raw.datetime).toBe('number');
    expect(getStore('token')).toBe('abc');
  });

  it('keeps local records in local storage', () => {
    setStore('language', 'en-US', 'local');
    expect(localStorage.getItem('saber-language')).toContain('en-US');
    expect(getStore('language')).toBeUndefined();
  });
});
