import { theme as antdTheme, type ThemeConfig } from 'antd';
import { readableShade } from '../color/contrast';

// spec 2.9: the ten themes, in the dialog's order. Ids are the ones BladeX/Saber use ('bule' sic),
// so a stored choice means the same theme in both consoles.
/** @internal Exported for its tests; nothing in the console imports it. */
export const themeIds = [
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
] as const;

export type ThemeId = (typeof themeIds)[number];

/** spec 9 */
export const defaultThemeId: ThemeId = 'theme-default';
export const defaultPrimaryColor = '#409EFF';

export const isThemeId = (value: unknown): value is ThemeId => themeIds.includes(value as ThemeId);

/** The shell colours a theme gives the header, the sider (tree/menu) and the page body. */
export type LayoutPalette = {
  headerBg: string;
  headerText: string;
  siderBg: string;
  siderText: string;
  bodyBg: string;
  /** Which antd Menu `theme` reads well on the sider / header background. */
  siderTone: 'light' | 'dark';
  headerTone: 'light' | 'dark';
};

type ThemeRecipe = {
  id: ThemeId;
  labelId: string;
  palette: LayoutPalette;
  dark?: boolean;
  compact?: boolean;
  borderRadius: number;
  /** Colour of the selected sider item's text, where the theme has its own accent (vip gold). */
  accent?: string;
};

export type AppTheme = {
  id: ThemeId;
  labelId: string;
  palette: LayoutPalette;
  /** Built on antd's dark algorithm (the page content is dark too). */
  dark: boolean;
  /** Everything but the primary colour, which the colour picker owns. */
  config: ThemeConfig;
};

const white = '#FFFFFF';
const ink = '#303133';

const recipes: ThemeRecipe[] = [
  // Saber's default: a white top bar over a dark sidebar.
  {
    id: 'theme-default',
    labelId: 'appearance.theme.default',
    palette: { headerBg: white, headerText: ink, siderBg: '#20222A', siderText: '#C0C4CC', bodyBg: '#F0F2F5', siderTone: 'dark', headerTone: 'light' },
    borderRadius: 6,
  },
  {
    id: 'theme-white',
    labelId: 'appearance.theme.white',
    palette: { headerBg: white, headerText: ink, siderBg: white, siderText: ink, bodyBg: '#F5F7FA', siderTone: 'light', headerTone: 'light' },
    borderRadius: 6,
  },
  // Colourful: translucent bars over a starry gradient (themes.module.css paints the sky).
  {
    id: 'theme-star',
    labelId: 'appearance.theme.star',
    palette: { headerBg: 'rgba(27, 16, 53, 0.72)', headerText: white, siderBg: 'rgba(36, 22, 74, 0.72)', siderText: white, bodyBg: '#140C2B', siderTone: 'dark', headerTone: 'dark' },
    dark: true,
    borderRadius: 10,
  },
  {
    id: 'theme-bule',
    labelId: 'appearance.theme.bule',
    palette: { headerBg: '#004CA7', headerText: white, siderBg: '#004CA7', siderText: white, bodyBg: '#EEF3FA', siderTone: 'dark', headerTone: 'dark' },
    borderRadius: 4,
  },
  {
    id: 'theme-iview',
    labelId: 'appearance.theme.iview',
    palette: { headerBg: white, headerText: '#515A6E', siderBg: '#515A6E', siderText: '#E8EAEC', bodyBg: '#F5F7F9', siderTone: 'dark', headerTone: 'light' },
    borderRadius: 4,
  },
  // VIP: black and gold.
  {
    id: 'theme-vip',
    labelId: 'appearance.theme.vip',
    palette: { headerBg: '#20222A', headerText: '#F6CA9D', siderBg: '#191A23', siderText: 'rgba(246, 202, 157, 0.7)', bodyBg: '#141414', siderTone: 'dark', headerTone: 'dark' },
    dark: true,
    borderRadius: 2,
    accent: '#F6CA9D',
  },
  {
    id: 'theme-cool',
    labelId: 'appearance.theme.cool',
    palette: { headerBg: '#0E7C86', headerText: white, siderBg: '#0B5D66', siderText: '#D9F2F4', bodyBg: '#EFFAFA', siderTone: 'dark', headerTone: 'dark' },
    borderRadius: 8,
  },
  // d2-admin: one soft blue-grey surface and denser controls.
  {
    id: 'theme-d2',
    labelId: 'appearance.theme.d2',
    palette: { headerBg: '#EBF1F6', headerText: '#2F3A4B', siderBg: '#EBF1F6', siderText: '#606266', bodyBg: '#F4F7FA', siderTone: 'light', headerTone: 'light' },
    compact: true,
    borderRadius: 4,
  },
  {
    id: 'theme-hey',
    labelId: 'appearance.theme.hey',
    palette: { headerBg: '#3A3F51', headerText: white, siderBg: white, siderText: '#3A3F51', bodyBg: '#F3F6F8', siderTone: 'light', headerTone: 'dark' },
    borderRadius: 12,
  },
  // AdminLTE "skin-blue": blue top bar, charcoal sidebar, square corners.
  {
    id: 'theme-lte',
    labelId: 'appearance.theme.lte',
    palette: { headerBg: '#3C8DBC', headerText: white, siderBg: '#222D32', siderText: '#B8C7CE', bodyBg: '#ECF0F5', siderTone: 'dark', headerTone: 'dark' },
    borderRadius: 0,
  },
];

function algorithmOf({ dark, compact }: ThemeRecipe): ThemeConfig['algorithm'] {
  const base = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  return compact ? [base, antdTheme.compactAlgorithm] : base;
}

function configOf(recipe: ThemeRecipe): ThemeConfig {
  const { palette, borderRadius, accent } = recipe;
  return {
    algorithm: algorithmOf(recipe),
    token: { borderRadius, colorBgLayout: palette.bodyBg },
    components: {
      Layout: {
        headerBg: palette.headerBg,
        headerColor: palette.headerText,
        siderBg: palette.siderBg,
        lightSiderBg: palette.siderBg,
        triggerBg: palette.siderBg,
        triggerColor: palette.siderText,
        bodyBg: palette.bodyBg,
        footerBg: palette.bodyBg,
      },
      // The sider menu sits on the sider colour whichever Menu theme the layout picks (siderTone).
      Menu: {
        darkItemBg: palette.siderBg,
        darkSubMenuItemBg: palette.siderBg,
        darkPopupBg: palette.siderBg,
        darkItemColor: palette.siderText,
        itemBg: palette.siderBg,
        subMenuItemBg: palette.siderBg,
        itemColor: palette.siderText,
        ...(accent ? { darkItemSelectedColor: accent, itemSelectedColor: accent } : {}),
      },
    },
  };
}

export const appThemes: readonly AppTheme[] = recipes.map((recipe) => ({
  id: recipe.id,
  labelId: recipe.labelId,
  palette: recipe.palette,
  dark: recipe.dark === true,
  config: configOf(recipe),
}));

export const findTheme = (id: ThemeId): AppTheme => appThemes.find((item) => item.id === id) ?? appThemes[0];

/** The antd theme for a theme id and the chosen primary colour (spec 2.9 and the colour picker). */
export function buildThemeConfig(id: ThemeId, primaryColor: string): ThemeConfig {
  const { config, dark, palette } = findTheme(id);
  const themed = { ...config, token: { ...config.token, colorPrimary: primaryColor } };
  return dark ? themed : withReadableText(themed, primaryColor, palette.bodyBg);
}

// WCAG 1.4.3 on the light themes (axe): antd's defaults write text at 2.8-3.4:1 - secondary
// and placeholder greys (45% and 25% black), links and selected tabs in #409EFF, white on #409EFF
// buttons, status words in #52c41a / #faad14 / #ff4d4f on their pale tints. The picked colour stays
// the accent (borders, fills, focus rings, charts); text in it, and white text on it, use its
// shade that reaches 4.5:1 on white, a hovered row (#fafafa) and the page body.
const statusText = { success: '#237804', warning: '#ad4e00', error: '#cf1322', errorStrong: '#a8071a' };

function withReadableText(config: ThemeConfig, primaryColor: string, bodyBg: string): ThemeConfig {
  const primaryText = readableShade(primaryColor, ['#ffffff', '#fafafa', bodyBg]);
  const primaryTextStrong = readableShade(primaryText, ['#ffffff'], 7);
  return {
    ...config,
    token: {
      ...config.token,
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorLink: primaryText,
      colorLinkHover: primaryTextStrong,
      colorLinkActive: primaryTextStrong,
      colorSuccessText: statusText.success,
      colorWarningText: statusText.warning,
      colorErrorText: statusText.error,
    },
    components: {
      ...config.components,
      Button: {
        colorPrimary: primaryText,
        colorPrimaryHover: primaryTextStrong,
        colorPrimaryActive: primaryTextStrong,
        colorLink: primaryText,
        colorLinkHover: primaryTextStrong,
        colorLinkActive: primaryTextStrong,
        colorError: statusText.error,
        colorErrorHover: statusText.errorStrong,
        colorErrorActive: statusText.errorStrong,
      },
      Switch: { colorPrimary: primaryText, colorPrimaryHover: primaryTextStrong },
      Tabs: { itemSelectedColor: primaryText, itemHoverColor: primaryTextStrong, itemActiveColor: primaryTextStrong },
      Tag: { colorSuccess: statusText.success, colorWarning: statusText.warning, colorError: statusText.error, colorInfo: primaryText },
      Typography: { colorLink: primaryText },
    },
  };
}
