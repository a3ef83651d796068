import { theme as antdTheme } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { usePreferencesStore } from '../../stores/preferences';
import type { ChartEvents } from './ChartCanvas';
import styles from './Chart.module.css';
import { baseOption } from './chartTheme';
import type { ChartHandle, ChartOption, ChartTheme } from './chartTypes';

type ChartCanvasComponent = typeof import('./ChartCanvas').default;
/** The canvas once its chunk is in: rendered directly from then on, without suspending. */
let loadedCanvas: ChartCanvasComponent | undefined;
const loadCanvas = () =>
  import('./ChartCanvas').then((module) => {
    loadedCanvas = module.default;
    return module;
  });
const LazyCanvas = lazy(loadCanvas);

/**
 * Starts loading echarts' chunk before the chart shows: a page that will draw a chart once its data is
 * in calls this when it mounts, so the chunk and the data arrive side by side. Once the chunk is in, a
 * chart renders its canvas at once: a lazy component suspends on its first render even when its chunk
 * is loaded, and React 19 then holds the revealed content until 300 ms after the fallback showed (its
 * Suspense throttling) - on the compare chart, 300 ms of an idle main thread between the reply and the
 * drawing (issue 15: first paint under 300 ms).
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
  // Chosen once per chart: switching from the lazy wrapper to the loaded component later would be a
  // different component type to React, and would remount the canvas (a new echarts instance).
  const [ChartCanvas] = useState(() => loadedCanvas ?? LazyCanvas);
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
