import { Button, Empty, Space, Spin } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorItem } from '../../../generated/model';
import { Chart, useChartTheme } from '../../components/chart/Chart';
import { LastRefreshed } from '../../components/LastRefreshed';
import { LoadFailure } from '../../components/LoadFailure';
import { trendChartHeight, trendChartOption } from '../../components/monitor/historyChart';
import { TimeRangeBar } from '../../components/monitor/TimeRangeBar';
import { useChartZoom } from '../../components/monitor/useChartZoom';
import { useHistoryChartText } from '../../components/monitor/useHistoryChartText';
import { saveCsv } from '../../lib/download/csv';
import { dataUrlToBlob } from '../../lib/download/dataUrl';
import { saveBlob } from '../../lib/download/saveBlob';
import { plotSeries } from '../../lib/monitor/historyData';
import { historyCsv, windowStamp } from '../../lib/monitor/historyExport';
import type { ResolvedRange, TimeRange } from '../../lib/monitor/trendRange';
import { useMonitorHistory } from '../../lib/monitor/useMonitorHistory';

/** Points per item: about two per pixel of a wide trend - a day of one-minute samples in full, a week as min/max buckets. */
const DETAIL_POINTS = 2_000;

export type DeviceTrendsProps = {
  deviceName: string;
  items: MonitorItem[];
  range: TimeRange;
  zoom: ResolvedRange | undefined;
  /** A new range (the page forgets the zoom with it). */
  onRange: (range: TimeRange) => void;
  onZoom: (zoom: ResolvedRange | undefined) => void;
};

/**
 * The trend of every item of the device: a grid per item with its warn and alarm lines and
 * shaded over-limit spans, one zoom for all, quick and custom ranges, exports of the chart (PNG) and of
 * exactly the plotted points (CSV).
 */
export function DeviceTrends({ deviceName, items, range, zoom, onRange, onZoom }: DeviceTrendsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const theme = useChartTheme();
  const text = useHistoryChartText();
  const itemKey = items.map((item) => item.itemId).join(',');
  const itemIds = useMemo(() => (itemKey ? itemKey.split(',') : []), [itemKey]);
  const history = useMonitorHistory(itemIds, range, DETAIL_POINTS);
  const span = history.range;
  const plotted = useMemo(() => (history.series && span ? history.series.map((s) => plotSeries(s, span.end)) : undefined), [history.series, span]);
  const option = useMemo(() => (plotted && span ? trendChartOption({ plotted, range: span, theme, text }) : undefined), [plotted, span, theme, text]);
  const chartZoom = useChartZoom(span, zoom, onZoom);

  const exportPng = () => {
    const handle = chartZoom.handle();
    if (handle && span) saveBlob(dataUrlToBlob(handle.toPng()), `${deviceName}-${t('trend.fileName')}-${windowStamp(zoom ?? span)}.png`);
  };
  const exportCsv = () => {
    if (!plotted || !span) return;
    const window = zoom ?? span;
    const { header, rows } = historyCsv(plotted, window, {
      device: t('csv.device'),
      item: t('csv.item'),
      unit: t('csv.unit'),
      time: t('csv.time'),
      value: t('csv.value'),
    });
    saveCsv(`${deviceName}-${t('trend.fileName')}-${windowStamp(window)}.csv`, header, rows);
  };

  const body = () => {
    if (items.length === 0) return <Empty description={t('detail.noItems')} />;
    if (history.isError && !history.series) return <LoadFailure message={t('trend.loadFailed')} onRetry={history.refetch} />;
    if (!option) {
      return (
        <div style={{ height: trendChartHeight(items.length), display: 'grid', placeItems: 'center' }}>
          <Spin description={t('monitor.loading')} />
        </div>
      );
    }
    return (
      <Chart
        // A new set of items or a new range is a new chart (its grids and axes); a refresh only moves the lines.
        key={`${itemKey}|${range.kind === 'quick' ? range.quick : `${range.from}~${range.to}`}`}
        option={option}
        replace={['dataset']}
        label={t('trend.chartLabel', { device: deviceName })}
        height={trendChartHeight(items.length)}
        onReady={chartZoom.onReady}
        onEvents={chartZoom.onEvents}
      />
    );
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <TimeRangeBar
          value={range}
          onChange={onRange}
        />
        <Space wrap>
          <Button onClick={chartZoom.reset} disabled={!option || !zoom}>
            {t('trend.resetZoom')}
          </Button>
          <Button onClick={exportPng} disabled={!option}>
            {t('trend.exportPng')}
          </Button>
          <Button onClick={exportCsv} disabled={!option}>
            {t('trend.exportCsv')}
          </Button>
        </Space>
      </Space>
      {history.series ? <LastRefreshed at={history.dataUpdatedAt} fetching={history.isFetching} /> : null}
      {body()}
    </Space>
  );
}
