// A build with the in-browser mock (the demo build, npm start) says on every page that its data is made up.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en-US/common';
import zh from '../../locales/zh-CN/common';
import { DemoDataMark } from '../../src/components/DemoDataMark';

afterEach(() => {
  delete window.__CONSOLE_MOCK__;
});

const renderIn = (locale: 'zh-CN' | 'en-US') =>
  render(
    <IntlProvider locale={locale} messages={locale === 'zh-CN' ? zh : en}>
      <DemoDataMark />
    </IntlProvider>,
  );

describe('the demo data mark', () => {
  it('shows while the in-browser mock answers, in both languages', () => {
    window.__CONSOLE_MOCK__ = { scenario: 'default', seed: 1, latency: [0, 0], chaosRate: 0, tokenTtlSeconds: 3600 };
    const { unmount } = renderIn('zh-CN');
    expect(screen.getByRole('note')).toHaveTextContent('演示数据');
    unmount();
    renderIn('en-US');
    expect(screen.getByRole('note')).toHaveTextContent('Demo data');
  });

  it('is absent when the console talks to a server', () => {
    renderIn('zh-CN');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
