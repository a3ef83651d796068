import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zh from '../../locales/zh-CN/errorLog';
import en from '../../locales/en-US/errorLog';
import { MAX_LOG_ENTRIES, useErrorLogStore, type ErrorLogEntry } from '../../src/features/errorLog/errorLogStore';
import { installGlobalErrorCapture } from '../../src/features/errorLog/installGlobalErrorCapture';
import { formatLogTime } from '../../src/features/errorLog/logTime';
import { recordUncaughtError } from '../../src/features/errorLog/recordError';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const entry = (message: string, extra: Partial<ErrorLogEntry> = {}): ErrorLogEntry => ({
  type: 'error',
  url: 'http://localhost/#/wel/index',
  message,
  stack: `Error: ${message}\n    at somewhere`,
  time: '2026-11-21 10:12:45',
  ...extra,
});
const stored = () => JSON.parse(localStorage.getItem('saber-logsList') ?? 'null') as { type: string; content: ErrorLogEntry[] } | null;
const messages = () => useErrorLogStore.getState().logs.map((e) => e.message);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => useErrorLogStore.getState().clear());

describe('error log store (spec 3 Log entry, storage notes)', () => {
  it('persists entries locally as a storage record, oldest first', () => {
    useErrorLogStore.getState().add(entry('first'));
    useErrorLogStore.getState().add(entry('second'));
    expect(messages()).toEqual(['first', 'second']);
    expect(stored()).toMatchObject({ type: 'local', content: [{ message: 'first' }, { message: 'second' }] });
    expect(sessionStorage.getItem('saber-logsList')).toBeNull();
  });

  it('restores the persisted log on load and drops malformed entries', async () => {
    const good = entry('kept', { info: 'component stack' });
    const content = [good, { type: 'error', message: 'no url' }, 'text', null];
    localStorage.setItem('saber-logsList', JSON.stringify({ dataType: 'object', content, type: 'local', datetime: 1 }));
    vi.resetModules();
    const fresh = await import('../../src/features/errorLog/errorLogStore');
    expect(fresh.useErrorLogStore.getState().logs).toEqual([good]);
  });

  it('keeps at most the contract maximum of one upload, dropping the oldest', () => {
    for (let i = 0; i < MAX_LOG_ENTRIES + 5; i++) useErrorLogStore.getState().add(entry(`e${i}`));
    const logs = useErrorLogStore.getState().logs;
    expect(MAX_LOG_ENTRIES).toBe(1000);
    expect(logs).toHaveLength(1000);
    expect(logs[0].message).toBe('e5');
    expect(logs.at(-1)?.message).toBe(`e${MAX_LOG_ENTRIES + 4}`);
  });

  it('cuts fields to the contract maxLength so an upload is never refused for size', () => {
    useErrorLogStore.getState().add(entry('m'.repeat(2500), { type: 't'.repeat(30), url: 'u'.repeat(3000), stack: 's'.repeat(25000), info: 'i'.repeat(25000) }));
    const [saved] = useErrorLogStore.getState().logs;
    expect([saved.type.length, saved.url.length, saved.message.length, saved.stack.length, saved.info?.length]).toEqual([20, 2048, 2000, 20000, 20000]);
  });

  it('removes exactly the given entries and keeps those logged meanwhile', () => {
    const store = useErrorLogStore.getState();
    store.add(entry('a'));
    store.add(entry('b'));
    const uploaded = useErrorLogStore.getState().logs;
    store.add(entry('a')); // same text, different entry
    store.remove(uploaded);
    expect(messages()).toEqual(['a']);
    expect(stored()?.content).toHaveLength(1);
  });

  it('clears the log and its storage', () => {
    useErrorLogStore.getState().add(entry('a'));
    useErrorLogStore.getState().clear();
    expect(messages()).toEqual([]);
    expect(stored()?.content).toEqual([]);
  });

  it('drops the oldest half while the storage quota refuses, instead of throwing', () => {
    const realSetItem = localStorage.setItem.bind(localStorage);
    for (let i = 0; i < 7; i++) useErrorLogStore.getState().add(entry(`e${i}`));
    vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if ((JSON.parse(value) as { content: unknown[] }).content.length > 4) throw new DOMException('full', 'QuotaExceededError');
      realSetItem(key, value);
    });
    expect(() => useErrorLogStore.getState().add(entry('e7'))).not.toThrow();
    expect(messages()).toEqual(['e4', 'e5', 'e6', 'e7']);
    expect(stored()?.content.map((e) => e.message)).toEqual(['e4', 'e5', 'e6', 'e7']);
  });
});

describe('recording uncaught errors (spec 8)', () => {
  it('stores an Error as an entry of type error with address, message, stack and time', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'deviceName')");
    recordUncaughtError(error, '\n    at DeviceCard');
    const [saved] = useErrorLogStore.getState().logs;
    expect(saved).toEqual({ type: 'error', url: window.location.href, message: error.message, stack: error.stack, time: expect.stringMatching(DATE_TIME), info: '\n    at DeviceCard' });
  });

  it('records one error object once, however many handlers see it', () => {
    const error = new Error('twice');
    recordUncaughtError(error);
    recordUncaughtError(error, 'window error');
    expect(messages()).toEqual(['twice']);
  });

  it('records thrown values that are not errors', () => {
    recordUncaughtError('plain text');
    recordUncaughtError({ code: 7 });
    expect(useErrorLogStore.getState().logs.map(({ message, stack }) => ({ message, stack }))).toEqual([
      { message: 'plain text', stack: '' },
      { message: '{"code":7}', stack: '' },
    ]);
  });

  it('formats times as the contract DateTime, in local time', () => {
    expect(formatLogTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});

describe('global error capture', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  it('records window error events and unhandled rejections until uninstalled', async () => {
    uninstall = installGlobalErrorCapture();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('from a timer'), message: 'from a timer' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: 'https://cdn.example/x.js', lineno: 3, colno: 9 }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('not awaited') }));
    await nextTask(); // a rejection is read once every listener has seen it
    expect(useErrorLogStore.getState().logs.map(({ type, message, info }) => ({ type, message, info }))).toEqual([
      { type: 'error', message: 'from a timer', info: 'window error' },
      { type: 'error', message: 'Script error.', info: 'window error at https://cdn.example/x.js:3:9' },
      { type: 'error', message: 'not awaited', info: 'unhandledrejection' },
    ]);

    uninstall();
    uninstall = undefined;
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after uninstall') }));
    expect(messages()).not.toContain('after uninstall');
  });
});

describe('global error capture and rejections others took care of', () => {
  it('does not record a rejection another listener handled with preventDefault (the mock worker\'s failed update)', async () => {
    const uninstall = installGlobalErrorCapture();
    const handled = (event: Event) => event.preventDefault();
    window.addEventListener('unhandledrejection', handled);
    window.dispatchEvent(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('handled elsewhere') }));
    await nextTask();
    window.removeEventListener('unhandledrejection', handled);
    uninstall();
    expect(messages()).not.toContain('handled elsewhere');
  });
});

describe('errorLog messages', () => {
  it('exist in both languages with the same errorLog.* keys and the spec texts', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(zh).every((key) => key.startsWith('errorLog.'))).toBe(true);
    expect(zh['errorLog.upload.success']).toBe('发送成功!');
    expect(zh['errorLog.clear.success']).toBe('清空成功!');
  });
});
