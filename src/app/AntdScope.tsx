import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useAntdTheme } from '../features/appearance/useAntdTheme';
import { usePreferencesStore } from '../stores/preferences';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS };

/**
 * antd's locale and theme for the pages that use antd (the main layout and its pages, the error
 * pages). Not in the app's root providers: the login page loads no antd (size budget).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((s) => s.language);
  const theme = useAntdTheme();
  return (
    <ConfigProvider locale={antdLocales[language]} button={{ autoInsertSpace: false }} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
