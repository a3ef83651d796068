import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ChartEvents } from '../chart/ChartCanvas';
import type { ChartHandle } from '../chart/chartTypes';
import type { ResolvedRange } from '../../lib/monitor/trendRange';

type ZoomEvent = { start?: number; end?: number; startValue?: number; endValue?: number; batch?: ZoomEvent[] };

/** A window of the range from a datazoom event: values when the action gave them, else percentages of the axis. */
export function windowOfZoomEvent(event: ZoomEvent, range: ResolvedRange): ResolvedRange | undefined {
  const part = event.batch?.[0] ?? event;
  const span = range.end - range.start;
  const start = part.startValue ?? (part.start !== undefined ? range.start + (span * part.start) / 100 : undefined);
  const end = part.endValue ?? (part.end !== undefined ? range.start + (span * part.end) / 100 : undefined);
  if (start === undefined || end === undefined || !(end > start)) return undefined;
  return { start: Math.max(range.start, Math.round(start)), end: Math.min(range.end, Math.round(end)) };
}

/** Whether a window is the whole range (within a second), i.e. no zoom. */
const isWhole = (window: ResolvedRange, range: ResolvedRange) => window.start - range.start < 1000 && range.end - window.end < 1000;

export type ChartZoom = {
  /** Give to <Chart onReady>: keeps the handle and puts the remembered window back on every (re)start. */
  onReady: (handle: ChartHandle) => void;
  /** Give to <Chart onEvents>: follows the user's zoom (wheel, drag, slider). */
  onEvents: ChartEvents;
  /** The chart once it exists (export, brush). */
  handle: () => ChartHandle | undefined;
  zoomTo: (window: ResolvedRange) => void;
  reset: () => void;
  /** A window the page has zoomed the chart to itself (no datazoom event comes): remembered like the user's. */
  record: (window: ResolvedRange) => void;
};

/**
 * The zoom of a time chart kept outside echarts: in the address (`zoom=`), so a reload or a shared link
 * shows the same window, and put back when the chart starts again - a console tab shown again after being
 * hidden, whose chart was disposed while hidden. `save` receives the window (undefined: the whole range),
 * at most every 300 ms while the user is still zooming.
 */
export function useChartZoom(range: ResolvedRange | undefined, zoom: ResolvedRange | undefined, save: (window: ResolvedRange | undefined) => void): ChartZoom {
  const handle = useRef<ChartHandle | undefined>(undefined);
  const latest = useRef({ range, zoom, save });
  useEffect(() => {
    latest.current = { range, zoom, save };
  });
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const onReady = useCallback((ready: ChartHandle) => {
    handle.current = ready;
    const { zoom: window, range: span } = latest.current;
    if (window && span && window.end > span.start && window.start < span.end) ready.zoomTo(Math.max(span.start, window.start), Math.min(span.end, window.end));
  }, []);

  const record = useCallback((window: ResolvedRange) => {
    const span = latest.current.range;
    if (!span) return;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => latest.current.save(isWhole(window, span) ? undefined : window), 300);
  }, []);

  const onEvents = useMemo<ChartEvents>(
    () => ({
      datazoom: (params) => {
        const span = latest.current.range;
        const window = span && windowOfZoomEvent(params as ZoomEvent, span);
        if (window) record(window);
      },
    }),
    [record],
  );

  const zoomTo = useCallback((window: ResolvedRange) => handle.current?.zoomTo(window.start, window.end), []);
  const reset = useCallback(() => {
    const span = latest.current.range;
    if (span) handle.current?.zoomTo(span.start, span.end);
  }, []);
  return { onReady, onEvents, handle: () => handle.current, zoomTo, reset, record };
}
