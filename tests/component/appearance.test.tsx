import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, theme } from 'antd';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../locales';
import enAppearance from '../../locales/en-US/appearance';
import zhAppearance from '../../locales/zh-CN/appearance';
import { useAppearanceStore } from '../../src/lib/appearance/appearanceStore';
import { ColorPickerButton } from '../../src/features/appearance/ColorPickerButton';
import { switchLanguage } from '../../src/lib/language';
import { ThemeButton } from '../../src/features/appearance/ThemeButton';
import { defaultPrimaryColor } from '../../src/lib/appearance/themes';
import { useAntdTheme } from '../../src/lib/appearance/useAntdTheme';
import { storageKey } from '../../src/platform/storage';
import { usePreferencesStore } from '../../src/stores/preferences';

afterEach(() => {
  useAppearanceStore.setState({ themeId: 'theme-default', primaryColor: defaultPrimaryColor });
  usePreferencesStore.setState({ language: 'zh-CN' });
});

/** What antd's components actually receive from the ConfigProvider. */
function TokenProbe() {
  const { token } = theme.useToken();
  return <output aria-label="tokens">{`${token.colorPrimary} ${token.colorBgLayout}`.toUpperCase()}</output>;
}

/**
 * The app's own wiring in small: the appearance store drives ConfigProvider's theme. The inner provider
 * only turns motion off, since happy-dom never ends antd's leave animations.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={useAntdTheme()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        {children}
        <TokenProbe />
      </ConfigProvider>
    </ConfigProvider>
  );
}

// Appearance messages are merged here so the test does not depend on locales/index.ts wiring.
function renderInZh(ui: ReactNode) {
  return render(
    <IntlProvider locale="zh-CN" messages={{ ...messages['zh-CN'], ...zhAppearance }}>
      <ThemedApp>{ui}</ThemedApp>
    </IntlProvider>,
  );
}

const storedContent = (name: string) => JSON.parse(localStorage.getItem(storageKey(name)) ?? 'null')?.content;

async function openThemeDialog() {
  const user = userEvent.setup();
  renderInZh(<ThemeButton />);
  await user.click(screen.getByRole('button', { name: '主题' }));
  const dialog = await screen.findByRole('dialog', { name: '选择主题' });
  return { user, dialog, group: within(dialog).getByRole('radiogroup', { name: '选择主题' }) };
}

describe('theme dialog (spec 2.9)', () => {
  it('lists the ten themes with their Chinese names, the current one checked', async () => {
    const { group } = await openThemeDialog();
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent?.replace('当前', '').trim())).toEqual([
      '默认主题',
      '白色主题',
      '炫彩主题',
      '智能主题',
      'iview主题',
      'vip主题',
      'cool主题',
      'd2主题',
      'hey主题',
      'lte主题',
    ]);
    expect(within(group).getByRole('radio', { name: '默认主题' })).toBeChecked();
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('applies a chosen theme at once, marks it current and keeps it locally', async () => {
    const { user, group } = await openThemeDialog();
    expect(screen.getByRole('status', { name: 'tokens' }).textContent).toContain('#F0F2F5');
    await user.click(within(group).getByRole('radio', { name: 'lte主题' }));
    expect(within(group).getByRole('radio', { name: 'lte主题' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '默认主题' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'lte主题' }).closest('label')).toHaveTextContent('当前');
    expect(useAppearanceStore.getState().themeId).toBe('theme-lte');
    expect(storedContent('themeName')).toBe('theme-lte');
    // The ConfigProvider now carries the lte page background.
    expect(screen.getByRole('status', { name: 'tokens' }).textContent).toContain('#ECF0F5');
  });

  it('is keyboard selectable: arrow keys move the choice', async () => {
    const { user, group } = await openThemeDialog();
    within(group).getByRole('radio', { name: '默认主题' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '白色主题' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(useAppearanceStore.getState().themeId).toBe('theme-star');
  });

  it('opens on the stored theme after a reload', async () => {
    useAppearanceStore.setState({ themeId: 'theme-hey' });
    const { group } = await openThemeDialog();
    expect(within(group).getByRole('radio', { name: 'hey主题' })).toBeChecked();
  });

  it('closes with the close button', async () => {
    const { user, dialog } = await openThemeDialog();
    await user.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('colour picker (spec 2.5, 9)', () => {
  async function openPicker() {
    const user = userEvent.setup();
    renderInZh(<ColorPickerButton />);
    const trigger = screen.getByRole('button', { name: '主题色' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const presets = await screen.findByRole('group', { name: '推荐颜色' });
    return { user, trigger, presets };
  }

  it('starts on #409EFF, marked among the presets', async () => {
    const { trigger, presets } = await openPicker();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status', { name: 'tokens' }).textContent).toContain('#409EFF');
    expect(within(presets).getByRole('button', { name: '颜色 #409EFF' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(presets).getAllByRole('button')).toHaveLength(8);
  });

  it('makes a picked preset the primary colour and keeps it locally', async () => {
    const { user, presets } = await openPicker();
    await user.click(within(presets).getByRole('button', { name: '颜色 #F5222D' }));
    expect(useAppearanceStore.getState().primaryColor).toBe('#F5222D');
    expect(storedContent('colorName')).toBe('#F5222D');
    expect(screen.getByRole('status', { name: 'tokens' }).textContent).toContain('#F5222D');
    expect(within(presets).getByRole('button', { name: '颜色 #F5222D' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(presets).getByRole('button', { name: '颜色 #409EFF' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reaches the presets from the keyboard', async () => {
    const { user, presets } = await openPicker();
    within(presets).getByRole('button', { name: '颜色 #11A983' }).focus();
    await user.keyboard('{Enter}');
    expect(useAppearanceStore.getState().primaryColor).toBe('#11A983');
  });

  it('takes a typed hex value', async () => {
    const { user } = await openPicker();
    const hexInput = screen.getAllByRole('textbox').find((input) => (input as HTMLInputElement).value.toUpperCase() === '409EFF');
    expect(hexInput).toBeDefined();
    await user.clear(hexInput!);
    await user.type(hexInput!, '6959CD');
    await waitFor(() => expect(useAppearanceStore.getState().primaryColor).toBe('#6959CD'));
  });
});

describe('language switch (spec 2.2, 9)', () => {
  it('stores the language locally, resets the title to the system name and reloads', () => {
    const reload = vi.fn();
    document.title = 'something else';
    act(() => switchLanguage('en-US', reload));
    expect(storedContent('language')).toBe('en-US');
    expect(usePreferencesStore.getState().language).toBe('en-US');
    expect(document.title).toBe('Intelligent Equipment Monitoring System');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('resets the title in Chinese when switching back', () => {
    usePreferencesStore.setState({ language: 'en-US' });
    const reload = vi.fn();
    act(() => switchLanguage('zh-CN', reload));
    expect(document.title).toBe('智能设备监测系统');
    expect(storedContent('language')).toBe('zh-CN');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the language already in use', () => {
    const reload = vi.fn();
    switchLanguage('zh-CN', reload);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(storageKey('language'))).toBeNull();
  });
});

describe('appearance messages', () => {
  it('are complete in both languages', () => {
    expect(Object.keys(enAppearance).sort()).toEqual(Object.keys(zhAppearance).sort());
  });
});

describe('reduced motion (WCAG 2.3.3)', () => {
  /** A system setting the test can flip, as a user does in the OS while the console is open. */
  function stubReducedMotion(initially: boolean) {
    let reduce = initially;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion: reduce') && reduce;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    return (next: boolean) => {
      reduce = next;
      listeners.forEach((listener) => listener());
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  it("turns antd's animations off while the user asks for reduced motion, and on again when they stop", () => {
    const setReduce = stubReducedMotion(true);
    const { result } = renderHook(() => useAntdTheme());
    expect(result.current.token?.motion).toBe(false);
    act(() => setReduce(false));
    expect(result.current.token?.motion).toBeUndefined();
    expect(result.current.token?.colorPrimary).toBe(defaultPrimaryColor);
  });
});
