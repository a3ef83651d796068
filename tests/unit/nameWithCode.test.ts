// @vitest-environment node
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '../../locales';
import { nameWithCode } from '../../src/lib/nameWithCode';

// A name with its code in a confirm or picker: full-width brackets are Chinese punctuation only.
describe('nameWithCode', () => {
  it('uses full-width brackets in Chinese', () => {
    const intl = createIntl({ locale: 'zh-CN', messages: messages['zh-CN'] });
    expect(nameWithCode(intl, '告警日志', 'monitor_alarm')).toBe('告警日志（monitor_alarm）');
  });

  it('uses ASCII brackets after a space in English', () => {
    const intl = createIntl({ locale: 'en-US', messages: messages['en-US'] });
    expect(nameWithCode(intl, 'Alarm log', 'monitor_alarm')).toBe('Alarm log (monitor_alarm)');
    expect(nameWithCode(intl, '管理员', 'admin')).toBe('管理员 (admin)');
  });

  it('keeps markup-like names as text', () => {
    const intl = createIntl({ locale: 'en-US', messages: messages['en-US'] });
    expect(nameWithCode(intl, '<b>x</b>', '{code}')).toBe('<b>x</b> ({code})');
  });
});
