import { StyleProvider } from '@ant-design/cssinjs';
import type * as Rtl from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';

// happy-dom lays nothing out, yet antd's CSS-in-JS writes every component's stylesheet into it, and each
// getComputedStyle (Testing Library's role queries, user-event's pointer checks) then matches the element
// against all of those rules: 40 % of a component test's CPU. antd's `zeroRuntime` theme writes none of them.
// The console's own ConfigProvider (AntdScope) inherits it, its theme otherwise unchanged.
// antd still writes the theme's CSS variables (hundreds on each themed scope), which every element then
// inherits: 7 ms a getComputedStyle (an accessible name's hidden check on each node), 0.8 ms without
// them. Those sheets go into an element outside the document, where no computed style reads them.
// A file about the stylesheets themselves says `vi.unmock('@testing-library/react')`.

const outsideTheDocument = document.createElement('div');

function WithoutRuntimeStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={outsideTheDocument}>
      <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

function within(Wrapper?: ComponentType<{ children: ReactNode }>) {
  if (!Wrapper) return WithoutRuntimeStyles;
  return ({ children }: { children: ReactNode }) => (
    <WithoutRuntimeStyles>
      <Wrapper>{children}</Wrapper>
    </WithoutRuntimeStyles>
  );
}

/** Testing Library with `render` and `renderHook` inside a ConfigProvider that writes no runtime styles. */
export function withoutRuntimeStyles(rtl: typeof Rtl): typeof Rtl {
  const render = ((ui: Parameters<typeof Rtl.render>[0], options: Parameters<typeof Rtl.render>[1] = {}) =>
    rtl.render(ui, { ...options, wrapper: within(options.wrapper as ComponentType<{ children: ReactNode }>) })) as typeof Rtl.render;
  const renderHook = ((hook: (props: unknown) => unknown, options: Record<string, unknown> = {}) =>
    rtl.renderHook(hook, { ...options, wrapper: within(options.wrapper as ComponentType<{ children: ReactNode }>) })) as typeof Rtl.renderHook;
  return { ...rtl, render, renderHook };
}
