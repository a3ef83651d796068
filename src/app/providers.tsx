import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { messages } from '../../locales';
import { ToastProvider, useToast } from '../components/feedback';
import { httpEvents } from '../lib/http/events';
import { queryClient } from '../lib/queryClient';
import { usePreferencesStore } from '../stores/preferences';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS };

/** Wires the http client's toasts to antd's App context, in the current language. */
function HttpErrorToasts() {
  const message = useToast();
  const intl = useIntl();
  useEffect(() => {
    httpEvents.setErrorNotifier((text) => {
      void message.error(text ?? intl.formatMessage({ id: 'error.unknown' }));
    });
  }, [message, intl]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((s) => s.language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} messages={messages[language]} defaultLocale="zh-CN">
      <ConfigProvider locale={antdLocales[language]} button={{ autoInsertSpace: false }} theme={{ token: { colorPrimary: '#409EFF' } }}>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <HttpErrorToasts />
            {children}
          </QueryClientProvider>
        </ToastProvider>
      </ConfigProvider>
    </IntlProvider>
  );
}
