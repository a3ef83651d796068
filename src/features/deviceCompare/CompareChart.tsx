import { Button, Space, Spin, Switch } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorSeries } from '../../../generated/model';
import { Chart, useChartTheme } from '../../components/chart/Chart';
import type { ChartEvents } from '../../components/chart/ChartCanvas';
import { LastRefreshed } from '../../components/LastRefreshed';
import { LoadFailure } from '../../components/LoadFailure';
import { compareChartOption, compareDatasets } from '../../components/monitor/historyChart';
import type { ChartHandle } from '../../components/chart/chartTypes';
import { useChartZoom, windowOfZoomEvent } from '../../components/monitor/useChartZoom';
import { useHistoryChartText } from '../../components/monitor/useHistoryChartText';
import { saveCsv } from '../../lib/download/csv';
import { dataUrlToBlob } from '../../lib/download/dataUrl';
import { saveBlob } from '../../lib/download/saveBlob';
import { comparePoints } from '../../lib/monitor/compareItems';
import { plotSeries, type PlottedSeries } from '../../lib/monitor/historyData';
import { historyCsv, windowStamp } from '../../lib/monitor/historyExport';
import { DAY_MS, type ResolvedRange, type TimeRange } from '../../lib/monitor/trendRange';
import { useMonitorHistory } from '../../lib/monitor/useMonitorHistory';
import { BrushFigures } from './BrushFigures';

const COMPARE_CHART_HEIGHT = 460;
const HOUR_MS = 3_600_000;

/** The legend's name of a series: its device and item, as the operator chose it. */
export const seriesName = (s: Pick<MonitorSeries, 'deviceName' | 'itemName'>) => `${s.deviceName} · ${s.itemName}`;

export type CompareChartProps = {
  itemIds: string[];
  range: TimeRange;
  zoom: ResolvedRange | undefined;
  onZoom: (zoom: ResolvedRange | undefined) => void;
  /** The series as they came, so the page can name its chosen items. */
  onSeries: (series: MonitorSeries[]) => void;
};

/**
 * User Timing marks for the chart budget (`npm run bench:chart`): `compare-chart:drawn` when new data has
 * been drawn, `compare-chart:zoomed` when a zoom button's window has. One mark per such event, none on
 * hover or refresh frames.
 */
const DRAWN_MARK = 'compare-chart:drawn';
const ZOOMED_MARK = 'compare-chart:zoomed';

/**
 * The compare chart: one time axis, a y-axis per unit, thresholds and over-limit spans that can
 * be hidden, a legend that toggles series, zoom (wheel, drag, slider, quick windows) and a brush that
 * sums up a span; PNG of the chart and CSV of exactly the plotted points (series shown, window zoomed).
 */
export function CompareChart({ itemIds, range, zoom, onZoom, onSeries }: CompareChartProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const theme = useChartTheme();
  const text = useHistoryChartText();
  const [thresholds, setThresholds] = useState(true);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [brushing, setBrushing] = useState(false);
  const [brushed, setBrushed] = useState<ResolvedRange>();
  const history = useMonitorHistory(itemIds, range, comparePoints(itemIds.length));
  const span = history.range;
  useEffect(() => {
    if (history.series) onSeries(history.series);
  }, [history.series, onSeries]);

  const plotted = useMemo(() => (history.series && span ? history.series.map((s) => plotSeries(s, span.end)) : undefined), [history.series, span]);
  const names = useMemo(() => plotted?.map((p) => seriesName(p.source)) ?? [], [plotted]);
  // The legend's choice as the tooltip reads it when it shows: kept outside React's state as well, so a
  // toggle does not rebuild the whole option (tens of thousands of points) just for the tooltip.
  const [legend] = useState(() => {
    let now: ReadonlySet<string> = new Set();
    return { set: (names: ReadonlySet<string>) => (now = names), isHidden: (name: string) => now.has(name) };
  });
  const isHidden = legend.isHidden;
  const option = useMemo(
    () => (plotted && span ? compareChartOption({ plotted, names, range: span, theme, text, thresholds, isHidden }) : undefined),
    [plotted, names, span, theme, text, thresholds, isHidden],
  );

  // Bench marks: the next drawing after new data, or after a zoom button ('finished' comes within
  // setOption for new data; after a zoom, with the next frame).
  const awaiting = useRef<string | undefined>(undefined);
  // A layout effect: it runs before the chart's own (passive) effect sets the option.
  useLayoutEffect(() => {
    if (option) awaiting.current = DRAWN_MARK;
  }, [option]);

  const chartZoom = useChartZoom(span, zoom, onZoom);
  // The window echarts shows is drawn from its own points: the option holds the whole range thinned to
  // the pixels, and each zoom merges the window's points in, within the zoom's own drawing.
  const [drawn] = useState(() => windowDrawer());
  useLayoutEffect(() => drawn.follow(plotted, span), [drawn, plotted, span]);
  // The chart has just taken a new option (its own effect runs first): the zoomed window's points again.
  useEffect(() => drawn.redraw(), [drawn, option]);
  const onEvents = useMemo<ChartEvents>(
    () => ({
      ...chartZoom.onEvents,
      datazoom: (params) => {
        chartZoom.onEvents.datazoom?.(params);
        drawn.zoomed(params);
      },
      legendselectchanged: (params) => {
        const selected = (params as { selected?: Record<string, boolean> }).selected ?? {};
        const names = new Set(Object.keys(selected).filter((name) => !selected[name]));
        legend.set(names);
        setHidden(names);
      },
      brushEnd: (params) => {
        const area = (params as { areas?: { coordRange?: [number, number] }[] }).areas?.[0];
        const [start, end] = area?.coordRange ?? [];
        setBrushed(start !== undefined && end !== undefined && end > start ? { start: Math.round(start), end: Math.round(end) } : undefined);
      },
      finished: () => {
        if (!awaiting.current) return;
        performance.mark(awaiting.current);
        awaiting.current = undefined;
      },
    }),
    [chartZoom.onEvents, legend, drawn],
  );

  // The buttons zoom and merge the window's points in one drawing (echarts' own zoom action would draw
  // the thinned week's points of the window first).
  const zoomWindow = (window: ResolvedRange) => {
    if (drawn.zoomTo(window)) chartZoom.record(window);
  };
  const zoomLast = (ms: number) => {
    if (!span) return;
    awaiting.current = ZOOMED_MARK;
    zoomWindow({ start: Math.max(span.start, span.end - ms), end: span.end });
  };
  const toggleBrush = () => {
    const handle = chartZoom.handle();
    if (!handle) return;
    const on = !brushing;
    handle.dispatchAction({ type: 'takeGlobalCursor', key: 'brush', brushOption: { brushType: on ? 'lineX' : false, brushMode: 'single' } });
    if (!on) {
      handle.dispatchAction({ type: 'brush', areas: [] });
      setBrushed(undefined);
    }
    setBrushing(on);
  };

  const shown = plotted?.filter((_, i) => !hidden.has(names[i])) ?? [];
  const window = zoom ?? span;
  const fileBase = `${t('compare.fileName')}-${window ? windowStamp(window) : ''}`;
  const exportPng = () => {
    const handle = chartZoom.handle();
    if (handle) saveBlob(dataUrlToBlob(handle.toPng()), `${fileBase}.png`);
  };
  const exportCsv = () => {
    if (!window) return;
    const { header, rows } = historyCsv(shown, window, { device: t('csv.device'), item: t('csv.item'), unit: t('csv.unit'), time: t('csv.time'), value: t('csv.value') });
    saveCsv(`${fileBase}.csv`, header, rows);
  };

  const body = () => {
    if (history.isError && !history.series) return <LoadFailure message={t('trend.loadFailed')} onRetry={history.refetch} />;
    if (!option) {
      return (
        <div style={{ height: COMPARE_CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Spin description={t('monitor.loading')} />
        </div>
      );
    }
    return (
      <Chart
        key={`${itemIds.join(',')}|${range.kind === 'quick' ? range.quick : `${range.from}~${range.to}`}`}
        option={option}
        replace={['yAxis', 'dataset']}
        label={t('compare.chartLabel', { count: itemIds.length })}
        height={COMPARE_CHART_HEIGHT}
        onReady={(handle) => {
          // A new chart is drawn within echarts' first setOption, before any listener is on: it is drawn now.
          if (awaiting.current === DRAWN_MARK) {
            performance.mark(DRAWN_MARK);
            awaiting.current = undefined;
          }
          setBrushing(false);
          setBrushed(undefined);
          drawn.ready(handle);
          chartZoom.onReady(handle);
        }}
        onEvents={onEvents}
      />
    );
  };

  const ready = Boolean(option);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap role="group" aria-label={t('compare.zoomGroup')}>
          <Button onClick={() => zoomLast(HOUR_MS)} disabled={!ready}>
            {t('compare.zoom.hour')}
          </Button>
          <Button onClick={() => zoomLast(DAY_MS)} disabled={!ready}>
            {t('compare.zoom.day')}
          </Button>
          <Button onClick={() => span && zoomWindow(span)} disabled={!ready || !zoom}>
            {t('trend.resetZoom')}
          </Button>
          <Button onClick={toggleBrush} disabled={!ready} aria-pressed={brushing}>
            {brushing ? t('compare.brush.off') : t('compare.brush.on')}
          </Button>
        </Space>
        <Space wrap>
          <Space size={6}>
            <Switch checked={thresholds} onChange={setThresholds} aria-label={t('compare.thresholds')} />
            <span aria-hidden="true">{t('compare.thresholds')}</span>
          </Space>
          <Button onClick={exportPng} disabled={!ready}>
            {t('trend.exportPng')}
          </Button>
          <Button onClick={exportCsv} disabled={!ready || shown.length === 0}>
            {t('trend.exportCsv')}
          </Button>
        </Space>
      </Space>
      {history.series ? <LastRefreshed at={history.dataUpdatedAt} fetching={history.isFetching} /> : null}
      {body()}
      {brushed && plotted ? <BrushFigures plotted={shown} names={shown.map((p) => seriesName(p.source))} window={brushed} onClear={toggleBrush} /> : null}
    </Space>
  );
}

/**
 * Draws a zoomed window of the compare chart from its own points (echarts' dataZoom alone would only
 * filter the points thinned for the whole range): on each zoom event the window's points, thinned to the
 * pixels, are merged into the chart; zoomed out again, the whole range's. Outside React's state, since it
 * acts within echarts' event.
 */
function windowDrawer() {
  let handle: ChartHandle | undefined;
  let plotted: PlottedSeries[] | undefined;
  let span: ResolvedRange | undefined;
  /** The zoomed window drawn now (undefined: the whole range). */
  let shown: ResolvedRange | undefined;
  /** The zoomed part of the range, or undefined for the whole of it. */
  const zoomedPart = (window: ResolvedRange | undefined) => (window && span && (window.start > span.start || window.end < span.end) ? window : undefined);
  const draw = (window: ResolvedRange | undefined) => {
    if (!handle || !plotted || !span) return;
    const next = zoomedPart(window);
    if (!next && !shown) return;
    shown = next;
    handle.mergeOption({ dataset: compareDatasets(plotted, next ?? span) }, ['dataset']);
  };
  return {
    follow: (nextPlotted: PlottedSeries[] | undefined, nextSpan: ResolvedRange | undefined) => {
      plotted = nextPlotted;
      span = nextSpan;
    },
    /** A new chart: its whole range until the remembered zoom (if any) is put back. */
    ready: (next: ChartHandle) => {
      handle = next;
      shown = undefined;
    },
    /** Zooms to a window and draws its points in one go (both zoom components: inside and slider). Whether it could. */
    zoomTo: (window: ResolvedRange): boolean => {
      if (!handle || !plotted || !span) return false;
      shown = zoomedPart(window);
      const edges = { startValue: window.start, endValue: window.end };
      handle.mergeOption({ dataset: compareDatasets(plotted, shown ?? span), dataZoom: [edges, edges] }, ['dataset']);
      return true;
    },
    zoomed: (event: unknown) => {
      if (span) draw(windowOfZoomEvent(event as Parameters<typeof windowOfZoomEvent>[0], span));
    },
    /** After a new option (whole-range points): the zoomed window's again. */
    redraw: () => {
      const window = shown;
      shown = undefined;
      if (window) draw(window);
    },
  };
}
