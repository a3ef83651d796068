import type { ChartOption, ChartTheme } from './chartTypes';

/**
 * The series colours, primary first: the theme's primary colour leads, then colours that stay apart
 * from each other and from the warning/alarm colours used for thresholds.
 */
export function seriesPalette(theme: ChartTheme): string[] {
  return [theme.primary, '#13c2c2', '#722ed1', '#2f54eb', '#eb2f96', '#a0d911', '#8c6e3c', '#597ef7'];
}

/** What every chart shares: fonts and colours of the theme, no animation when motion is reduced. */
export function baseOption(theme: ChartTheme, reduceMotion: boolean): ChartOption {
  return {
    color: seriesPalette(theme),
    backgroundColor: 'transparent',
    animation: !reduceMotion,
    textStyle: { color: theme.text, fontFamily: 'inherit' },
    aria: { enabled: true },
    legend: { textStyle: { color: theme.text }, inactiveColor: theme.disabled },
    tooltip: { confine: true },
  };
}
