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
 *
 * A page in a hidden tab (React's <Activity mode="hidden">) has its effects stopped but keeps its DOM:
 * the instance is kept with it (its ResizeObserver stopped) and taken up again when the tab is shown,
 * rather than disposed and made anew - making it is what a chart costs on a tab switch (about 18 ms of
 * main thread a chart, the 50 ms budget). It is disposed once its box has left the document
 * (the tab closed, the page unmounted).
 */
export default function ChartCanvas({ option, base, locale, height, replace = [], onEvents, onReady, background }: ChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{ instance: EChartsType; locale: string } | null>(null);
  const latest = useRef({ option, base, onReady, background });
  /** What the instance has been given, so a tab shown again does not hand it the same option twice. */
  const applied = useRef<{ option?: ChartOption; base?: ChartOption }>({});
  useLayoutEffect(() => {
    latest.current = { option, base, onReady, background };
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const kept = chart.current && !chart.current.instance.isDisposed() && chart.current.locale === locale ? chart.current.instance : null;
    if (!kept) chart.current?.instance.dispose();
    const instance = kept ?? echarts.init(element, undefined, { locale, renderer: 'canvas' });
    chart.current = { instance, locale };
    if (kept) {
      // Shown again: only its size may have changed meanwhile.
      if (instance.getWidth() !== element.clientWidth || instance.getHeight() !== element.clientHeight) instance.resize();
    } else {
      instance.setOption(latest.current.base);
      instance.setOption(latest.current.option);
      applied.current = { option: latest.current.option, base: latest.current.base };
      latest.current.onReady?.({
        toPng: () => instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: latest.current.background }),
        zoomTo: (start, end) => instance.dispatchAction({ type: 'dataZoom', startValue: start, endValue: end }),
        dispatchAction: (action) => instance.dispatchAction(action),
        mergeOption: (part, replace = []) => instance.setOption(part, { replaceMerge: replace }),
      });
    }
    // Resized only when the box really changes size: the observer also reports the size it starts with,
    // and a resize is a whole new layout and drawing (on a chart of 80,000 points, 40 ms for nothing).
    let size = `${element.clientWidth}x${element.clientHeight}`;
    const resize = new ResizeObserver(() => {
      // A hidden page's box has no size: nothing to draw until it is shown.
      if (element.clientWidth === 0) return;
      const now = `${element.clientWidth}x${element.clientHeight}`;
      if (now === size) return;
      size = now;
      instance.resize();
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      // Hidden (the DOM stays) or gone (the DOM left)? Known once React has finished this commit.
      queueMicrotask(() => {
        if (element.isConnected) return;
        instance.dispose();
        if (chart.current?.instance === instance) chart.current = null;
      });
    };
  }, [locale]);

  useEffect(() => {
    const instance = chart.current?.instance;
    if (!instance || applied.current.option === option) return;
    applied.current.option = option;
    instance.setOption(option, { replaceMerge: ['series', ...replace] });
    // `replace` is a constant of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [option]);

  useEffect(() => {
    const instance = chart.current?.instance;
    if (!instance || applied.current.base === base) return;
    applied.current.base = base;
    instance.setOption(base);
  }, [base]);

  useEffect(() => {
    const instance = chart.current?.instance;
    if (!instance || !onEvents) return;
    for (const [name, handler] of Object.entries(onEvents)) instance.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(onEvents)) instance.off(name, handler);
    };
  }, [onEvents, locale]);

  return <div ref={box} style={{ width: '100%', height }} />;
}
