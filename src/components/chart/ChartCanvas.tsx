import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChartHandle, ChartOption } from './chartTypes';
import { echarts, type EChartsType } from './echarts';

export type ChartEvents = Record<string, (params: unknown) => void>;

export type ChartCanvasProps = {
  /** What the page draws: axes, series, zoom ... On a change only the series are replaced, so a zoom survives a live refresh. */
  option: ChartOption;
  /** The theme part shared by every chart (chartTheme.baseOption). */
  base: ChartOption;
  /** echarts' built-in locale for its own texts (toolbox, aria). */
  locale: 'ZH' | 'EN';
  height: number;
  /** Components replaced, not merged, when the option changes (series always are). */
  replace?: string[];
  onEvents?: ChartEvents;
  onReady?: (handle: ChartHandle) => void;
  background: string;
};

/**
 * The echarts instance behind <Chart>: made on mount, resized with its box, disposed on unmount (no
 * instance or listener outlives the page). A lazy chunk of its own (with echarts).
 */
export default function ChartCanvas({ option, base, locale, height, replace = [], onEvents, onReady, background }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef({ option, base, onReady, background });
  useLayoutEffect(() => {
    latest.current = { option, base, onReady, background };
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { locale, renderer: 'canvas' });
    chart.current = instance;
    instance.setOption(latest.current.base);
    instance.setOption(latest.current.option);
    // Resized only when the box really changes size: the observer also reports the size it starts with,
    // and a resize is a whole new layout and drawing (on a chart of 80,000 points, 40 ms for nothing).
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const resize = new ResizeObserver(() => {
      const now = `${element.clientWidth}x${element.clientHeight}`;
      if (now === size) return;
      size = now;
      instance.resize();
    });
    resize.observe(element);
    latest.current.onReady?.({
      toPng: () => instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: latest.current.background }),
      zoomTo: (start, end) => instance.dispatchAction({ type: 'dataZoom', startValue: start, endValue: end }),
      dispatchAction: (action) => instance.dispatchAction(action),
    });
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [locale]);

  const firstOption = useRef(true);
  useEffect(() => {
    if (firstOption.current) {
      firstOption.current = false;
      return;
    }
    chart.current?.setOption(option, { replaceMerge: ['series', ...replace] });
    // `replace` is a constant of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [option]);

  const firstBase = useRef(true);
  useEffect(() => {
    if (firstBase.current) {
      firstBase.current = false;
      return;
    }
    chart.current?.setOption(base);
  }, [base]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onEvents) return;
    for (const [name, handler] of Object.entries(onEvents)) instance.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(onEvents)) instance.off(name, handler);
    };
  }, [onEvents, locale]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
