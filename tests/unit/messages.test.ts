// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import zhFeatures from '../../locales/zh-CN/features';
import zhShell from '../../locales/zh-CN';

// A fresh module each time: tests/setup.ts has already handed every table to the shared one.
const freshMessages = async () => {
  vi.resetModules();
  return import('../../src/lib/messages');
};

describe('message tables (shell first, pages with the first page)', () => {
  it('loads the shell table alone, then merges the pages\' table into the same object', async () => {
    const { loadMessages, loadFeatureMessages, messagesFor } = await freshMessages();
    const featureKey = Object.keys(zhFeatures)[0];
    const table = await loadMessages('zh-CN');
    expect(Object.keys(table).length).toBe(Object.keys(zhShell).length);
    expect(table[featureKey]).toBeUndefined();

    await loadFeatureMessages('zh-CN');
    // The same object the IntlProvider holds now has the pages' messages too.
    expect(messagesFor('zh-CN')).toBe(table);
    expect(table[featureKey]).toBe(zhFeatures[featureKey as keyof typeof zhFeatures]);
  });

  it('makes one table when the pages\' table is asked for before the shell\'s has loaded', async () => {
    // A signed-in start loads the page's chunk (and the pages' table) beside the entry's shell table.
    const { loadMessages, loadFeatureMessages, messagesFor } = await freshMessages();
    const featureKey = Object.keys(zhFeatures)[0];
    const pages = loadFeatureMessages('zh-CN');
    const shell = loadMessages('zh-CN');
    await pages;
    const table = await shell;
    expect(messagesFor('zh-CN')).toBe(table);
    expect(table[featureKey]).toBe(zhFeatures[featureKey as keyof typeof zhFeatures]);
  });

  it('keeps shell and page keys apart, so a page table cannot overwrite a shell message', () => {
    const clash = Object.keys(zhFeatures).filter((key) => key in zhShell);
    expect(clash).toEqual([]);
  });
});
