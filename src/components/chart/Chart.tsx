import { theme as antdTheme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { usePreferencesStore } from '../../stores/preferences';
import type { ChartEvents } from './ChartCanvas';
import styles from './Chart.module.css';
import { baseOption } from './chartTheme';
import type { ChartHandle, ChartOption, ChartTheme } from './chartTypes';

const loadCanvas = () => import('./ChartCanvas');
const ChartCanvas = lazy(loadCanvas);

/**
 * Starts loading echarts' chunk before the chart shows: a page that will draw a chart once its data is
 * in calls this when it mounts, so the chunk and the data arrive side by side.
 */
export function preloadChart() {
  void loadCanvas().catch(() => undefined);
}

export type ChartProps = {
  option: ChartOption;
  /** What the chart shows, for screen readers (echarts adds a description of the data). */
  label: string;
  height?: number;
  replace?: string[];
  onEvents?: ChartEvents;
  onReady?: (handle: ChartHandle) => void;
};

/** The chart colours of the current antd theme (primary colour and theme, spec 2.9). */
export function useChartTheme(): ChartTheme {
  const { token } = antdTheme.useToken();
  return useMemo(
    () => ({
      primary: token.colorPrimary,
      text: token.colorText,
      textSecondary: token.colorTextSecondary,
      border: token.colorBorderSecondary,
      background: token.colorBgContainer,
      warning: token.colorWarning,
      error: token.colorError,
      success: token.colorSuccess,
      disabled: token.colorTextDisabled,
    }),
    [token],
  );
}

/**
 * One chart: echarts 6 (echarts/core, only the parts used) loaded in its own chunk the first time a
 * chart shows, themed by the antd theme and primary colour, in the user's language, without
 * animation when motion is reduced, resized with its box and disposed with the page. Must sit inside
 * AntdScope (every main-layout page does).
 */
export function Chart({ option, label, height = 300, replace, onEvents, onReady }: ChartProps) {
  const theme = useChartTheme();
  const reduceMotion = usePrefersReducedMotion();
  const language = usePreferencesStore((s) => s.language);
  const base = useMemo(() => baseOption(theme, reduceMotion), [theme, reduceMotion]);
  return (
    <figure className={styles.figure} aria-label={label} role="figure">
      <Suspense fallback={<div className={styles.placeholder} style={{ height }} aria-busy="true" />}>
        <ChartCanvas
          option={option}
          base={base}
          locale={language === 'en-US' ? 'EN' : 'ZH'}
          height={height}
          replace={replace}
          onEvents={onEvents}
          onReady={onReady}
          background={theme.background}
        />
      </Suspense>
    </figure>
  );
}
