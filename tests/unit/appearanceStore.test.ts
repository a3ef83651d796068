import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppearanceStore, normalizeHexColor, useAppearanceStore } from '../../src/lib/appearance/appearanceStore';
import { themeClassName, themeLayoutStyle } from '../../src/lib/appearance/layoutTheme';
import { appThemes, buildThemeConfig, defaultPrimaryColor, themeIds, type ThemeId } from '../../src/lib/appearance/themes';
import { storageKey } from '../../src/platform/storage';

afterEach(() => useAppearanceStore.setState({ themeId: 'theme-default', primaryColor: defaultPrimaryColor }));

const knownAlgorithms = [theme.defaultAlgorithm, theme.darkAlgorithm, theme.compactAlgorithm];
const layoutOf = (id: ThemeId) => buildThemeConfig(id, defaultPrimaryColor).components?.Layout;

describe('the ten themes (spec 2.9)', () => {
  it('lists the spec themes in order, with the BladeX ids', () => {
    expect(appThemes.map((item) => item.id)).toEqual([
      'theme-default',
      'theme-white',
      'theme-star',
      'theme-bule',
      'theme-iview',
      'theme-vip',
      'theme-cool',
      'theme-d2',
      'theme-hey',
      'theme-lte',
    ]);
  });

  it('gives every theme its own header and sider colours', () => {
    const looks = themeIds.map((id) => `${layoutOf(id)?.headerBg} / ${layoutOf(id)?.siderBg}`);
    expect(new Set(looks).size).toBe(10);
  });

  it('gives every theme a distinct antd ThemeConfig', () => {
    const signatures = themeIds.map((id) => {
      const config = buildThemeConfig(id, defaultPrimaryColor);
      const algorithms = [config.algorithm].flat().map((algorithm) => knownAlgorithms.indexOf(algorithm as never));
      return JSON.stringify({ algorithms, token: config.token, components: config.components });
    });
    expect(new Set(signatures).size).toBe(10);
  });

  it('uses the dark algorithm only for the colourful and vip themes, and compact for d2', () => {
    const uses = (id: ThemeId, algorithm: unknown) => [buildThemeConfig(id, defaultPrimaryColor).algorithm].flat().includes(algorithm as never);
    expect(themeIds.filter((id) => uses(id, theme.darkAlgorithm))).toEqual(['theme-star', 'theme-vip']);
    expect(themeIds.filter((id) => uses(id, theme.compactAlgorithm))).toEqual(['theme-d2']);
  });

  it('takes the primary colour from the colour picker, whatever the theme', () => {
    for (const id of themeIds) expect(buildThemeConfig(id, '#F5222D').token?.colorPrimary).toBe('#F5222D');
  });

  it('sets the sider menu on the sider colour', () => {
    const config = buildThemeConfig('theme-lte', defaultPrimaryColor);
    expect(config.components?.Menu?.darkItemBg).toBe(config.components?.Layout?.siderBg);
  });

  it('names the layout root after the theme and exposes its palette as custom properties', () => {
    expect(themeClassName('theme-bule').split(' ')).toContain('theme-bule');
    const decorationsOf = (id: ThemeId) => themeClassName(id).split(' ').filter((name) => name !== id).join(' ');
    expect(decorationsOf('theme-star')).not.toBe(decorationsOf('theme-lte')); // the night sky

    expect(themeLayoutStyle('theme-bule')).toMatchObject({ '--shell-header-bg': '#004CA7', '--shell-header-text': '#FFFFFF' });
  });
});

describe('appearance store (spec 9, storage)', () => {
  it('starts with theme-default and #409EFF', () => {
    const store = createAppearanceStore();
    expect(store.getState()).toMatchObject({ themeId: 'theme-default', primaryColor: '#409EFF' });
  });

  it('keeps theme and colour across a re-created store (a reload)', () => {
    const first = createAppearanceStore();
    first.getState().setTheme('theme-lte');
    first.getState().setPrimaryColor('#f5222d');
    const second = createAppearanceStore();
    expect(second.getState()).toMatchObject({ themeId: 'theme-lte', primaryColor: '#F5222D' });
  });

  it('stores them locally as records under the key prefix', () => {
    useAppearanceStore.getState().setTheme('theme-vip');
    useAppearanceStore.getState().setPrimaryColor('#11A983');
    expect(JSON.parse(localStorage.getItem(storageKey('themeName'))!)).toMatchObject({ content: 'theme-vip', type: 'local' });
    expect(JSON.parse(localStorage.getItem(storageKey('colorName'))!)).toMatchObject({ content: '#11A983', type: 'local' });
    expect(sessionStorage.length).toBe(0);
  });

  it('falls back to the defaults when the stored values are not valid', () => {
    localStorage.setItem(storageKey('themeName'), JSON.stringify({ dataType: 'string', content: 'theme-unknown', type: 'local', datetime: 0 }));
    localStorage.setItem(storageKey('colorName'), JSON.stringify({ dataType: 'string', content: 'red', type: 'local', datetime: 0 }));
    expect(createAppearanceStore().getState()).toMatchObject({ themeId: 'theme-default', primaryColor: '#409EFF' });
  });

  it('ignores a colour that is not hex', () => {
    useAppearanceStore.getState().setPrimaryColor('#13C2C2');
    useAppearanceStore.getState().setPrimaryColor('rgb(1, 2, 3)');
    expect(useAppearanceStore.getState().primaryColor).toBe('#13C2C2');
    expect(createAppearanceStore().getState().primaryColor).toBe('#13C2C2');
  });

  it.each([
    ['#409eff', '#409EFF'],
    ['#abc', '#AABBCC'],
    [' #11A983 ', '#11A983'],
    ['#409EFF80', undefined],
    ['409EFF', undefined],
    [42, undefined],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });
});
