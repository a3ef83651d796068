import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createContext, useContext, type ReactNode } from 'react';
import { useAntdTheme } from '../features/appearance/useAntdTheme';
import { usePreferencesStore } from '../stores/preferences';

const antdLocales = { 'zh-CN': zhCN, 'en-US': enUS };

/** Set inside an AntdScope: a scope within a scope adds nothing and is left out. */
const InsideAntdScope = createContext(false);

/**
 * antd's locale and theme for the pages that use antd (the main layout and its pages, the error
 * pages). Not in the app's root providers: the login page loads no antd (size budget).
 * Pages carry their own scope (they also render alone: tests, error pages), but within the main
 * layout's scope a second ConfigProvider with the same theme is not harmless: antd gives each themed
 * ConfigProvider its own CSS-variable key, so every page registered its own copy of every component's
 * token styles (312 style sheets with 20 tabs open) and restyled under its own variable scope.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  if (useContext(InsideAntdScope)) return children;
  return <ThemedScope>{children}</ThemedScope>;
}

function ThemedScope({ children }: { children: ReactNode }) {
  const language = usePreferencesStore((s) => s.language);
  const theme = useAntdTheme();
  return (
    <ConfigProvider locale={antdLocales[language]} button={{ autoInsertSpace: false }} theme={theme}>
      <InsideAntdScope value>{children}</InsideAntdScope>
    </ConfigProvider>
  );
}
