import IconContext from '@ant-design/icons/es/components/Context';
import { updateCSS } from '@ant-design/icons/es/cssUtils';
import { iconStyles } from '@ant-design/icons/es/utils';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createContext, useContext, useInsertionEffect, useMemo, type ReactNode } from 'react';
import { useAntdTheme } from '../lib/appearance/useAntdTheme';
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
      <IconStylesOnce>
        <InsideAntdScope value>{children}</InsideAntdScope>
      </IconStylesOnce>
    </ConfigProvider>
  );
}

/**
 * The icons' own stylesheet, put in once here: each icon otherwise looks for it among the head's style
 * elements in an effect of its own, again at every show of a page kept under `<Activity>` (dozens of
 * icons on a list page, 130-odd style elements with 20 tabs open). Same sheet, same key as theirs.
 */
function IconStylesOnce({ children }: { children: ReactNode }) {
  const outer = useContext(IconContext);
  // Another prefix or a cascade layer changes the sheet each icon writes: then they keep writing it.
  // (antd's ConfigProvider always passes its icon prefix, 'anticon' by default.)
  const takeOver = !outer.zeroRuntime && (!outer.prefixCls || outer.prefixCls === 'anticon') && !outer.layer;
  const context = useMemo(() => ({ ...outer, zeroRuntime: true }), [outer]);
  useInsertionEffect(() => {
    if (takeOver) updateCSS(iconStyles, '@ant-design-icons', { prepend: true, csp: outer.csp });
  }, [takeOver, outer.csp]);
  return takeOver ? <IconContext.Provider value={context}>{children}</IconContext.Provider> : children;
}
