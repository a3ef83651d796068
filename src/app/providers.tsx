import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ToastProvider, useToast } from '../components/feedback';
import { httpEvents } from '../lib/http/events';
import { resetDocumentTitle } from '../lib/language';
import { messagesFor } from '../lib/messages';
import { queryClient } from '../lib/queryClient';
import { usePreferencesStore } from '../stores/preferences';

/** Wires the http client's error toasts (spec 8), in the current language. */
function HttpErrorToasts() {
  const message = useToast();
  const intl = useIntl();
  useEffect(() => {
    httpEvents.setErrorNotifier((text) => {
      message.error(text ?? intl.formatMessage({ id: 'error.unknown' }));
    });
    httpEvents.setRefusalNotifier(() => message.error(intl.formatMessage({ id: 'list.noAuthority' })));
  }, [message, intl]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((s) => s.language);
  useEffect(() => {
    document.documentElement.lang = language;
    resetDocumentTitle(language);
  }, [language]);
  return (
    <IntlProvider locale={language} messages={messagesFor(language)} defaultLocale="zh-CN">
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <HttpErrorToasts />
          {children}
        </QueryClientProvider>
      </ToastProvider>
    </IntlProvider>
  );
}
