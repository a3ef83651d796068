// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';

describe('locales', () => {
  it('zh-CN and en-US have exactly the same keys', () => {
    const zh = Object.keys(messages['zh-CN']).sort();
    const en = Object.keys(messages['en-US']).sort();
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const table of Object.values(messages)) {
      for (const [key, text] of Object.entries(table)) expect(text.trim(), key).not.toBe('');
    }
  });
});
