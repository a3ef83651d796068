import { Button, Card, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { figuresWithin, type PlottedSeries, type SpanFigures } from '../../lib/monitor/historyData';
import type { ResolvedRange } from '../../lib/monitor/trendRange';

type Row = { key: string; name: string; unit: string; figures: SpanFigures | undefined };

/** The brushed span summed up per series shown: points, minimum, maximum, mean and points over the limits. */
export function BrushFigures({ plotted, names, window, onClear }: { plotted: PlottedSeries[]; names: string[]; window: ResolvedRange; onClear: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const time = (ms: number) => intl.formatDate(ms, { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const value = (v: number | undefined, unit: string) => (v === undefined ? '—' : `${intl.formatNumber(v, { maximumFractionDigits: 2 })} ${unit}`);
  const rows: Row[] = plotted.map((p, i) => ({ key: p.source.itemId, name: names[i], unit: p.source.unit, figures: figuresWithin(p, window.start, window.end) }));
  const title = t('compare.brush.title', { from: time(window.start), to: time(window.end) });
  return (
    <Card size="small" title={title} extra={<Button size="small" onClick={onClear}>{t('compare.brush.clear')}</Button>}>
      <Table<Row>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { key: 'name', title: t('compare.brush.series'), dataIndex: 'name' },
          { key: 'count', title: t('compare.brush.count'), render: (_, row) => row.figures?.count ?? 0 },
          { key: 'min', title: t('compare.brush.min'), render: (_, row) => value(row.figures?.min, row.unit) },
          { key: 'max', title: t('compare.brush.max'), render: (_, row) => value(row.figures?.max, row.unit) },
          { key: 'mean', title: t('compare.brush.mean'), render: (_, row) => value(row.figures?.mean, row.unit) },
          {
            key: 'over',
            title: t('compare.brush.over'),
            render: (_, row) =>
              row.figures ? (
                <Typography.Text type={row.figures.overAlarm ? 'danger' : row.figures.overWarn ? 'warning' : undefined}>
                  {t('compare.brush.overCounts', { warn: row.figures.overWarn, alarm: row.figures.overAlarm })}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
