import { theme as antdTheme } from 'antd';
import { createElement, useEffect, useMemo, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { usePreferencesStore } from '../../stores/preferences';
import type { ChartCanvasProps, ChartEvents } from './ChartCanvas';
import styles from './Chart.module.css';
import { baseOption } from './chartTheme';
import type { ChartHandle, ChartOption, ChartTheme } from './chartTypes';

type ChartCanvasComponent = typeof import('./ChartCanvas').default;
/** The canvas once its chunk is in: rendered directly from then on. */
let loadedCanvas: ChartCanvasComponent | undefined;
const loadCanvas = () =>
  import('./ChartCanvas').then((module) => {
    loadedCanvas = module.default;
    return module;
  });

/**
 * Starts loading echarts' chunk before the chart shows: a page that will draw a chart once its data is
 * in calls this when it mounts, so the chunk and the data arrive side by side.
 */
export function preloadChart() {
  void loadCanvas().catch(() => undefined);
}

/** The canvas of the loaded chunk: one component type for every chart (rendered once `useCanvasLoaded`). */
function LoadedCanvas(props: ChartCanvasProps) {
  return createElement(loadedCanvas!, props);
}

/**
 * Whether the canvas' chunk is in; until then the chart shows its placeholder, and a failed load is
 * thrown to the page's error boundary. Not React.lazy: a lazy component suspends, and
 * React 19 holds content revealed after a Suspense fallback until 300 ms after that fallback showed (its
 * throttling). When the chunk comes after the data (a busy main thread, the in-browser mock answering),
 * the compare chart waited ~270 ms of idle main thread for that (first paint under 300 ms);
 * a state update draws it as soon as the chunk is in.
 */
function useCanvasLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => loadedCanvas !== undefined);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadCanvas().then(
      () => mounted && setLoaded(true),
      (error: unknown) => mounted && setFailure({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  if (failure) throw failure.error;
  return loaded;
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
  const loaded = useCanvasLoaded();
  return (
    <figure className={styles.figure} aria-label={label} role="figure">
      {loaded ? (
        <LoadedCanvas
          option={option}
          base={base}
          locale={language === 'en-US' ? 'EN' : 'ZH'}
          height={height}
          replace={replace}
          onEvents={onEvents}
          onReady={onReady}
          background={theme.background}
        />
      ) : (
        <div className={styles.placeholder} style={{ height }} aria-busy="true" />
      )}
    </figure>
  );
}
