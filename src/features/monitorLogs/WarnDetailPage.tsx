import { Alert, Button, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useGetAlarmLogDetail } from '../../../generated/endpoints/alarm/alarm';
import { useMatchExpertEntries } from '../../../generated/endpoints/expert/expert';
import type { AlarmLogDetail } from '../../../generated/model';
import { preloadChart, useChartTheme } from '../../components/chart/Chart';
import { LoadFailure } from '../../components/LoadFailure';
import { ActionRefusal } from '../../components/monitor/ActionRefusal';
import { ExportableChart } from '../../components/monitor/ExportableChart';
import { LevelTag, StateTag } from '../../components/monitor/MonitorTags';
import { useFeatureVerdict } from '../../lib/access/useFeatureVerdict';
import { shownTime } from '../../lib/format/missingValue';
import { okData } from '../../lib/http/okData';
import { dictText } from '../../lib/monitor/labels';
import { HandleAlarmsDialog, type HandleTarget } from './HandleAlarmsDialog';
import { LogPageFrame } from './LogPageFrame';
import { EventDuration, HandledState } from './logCells';
import { overLimitChartOption, overLimitCsvRows } from './overLimitChart';
import styles from './monitorLogs.module.css';

/** The expert system's list, filtered to an item type and fault words (its address: keyword, itemType). */
const expertListPath = (itemType: number, keyword?: string) =>
  `/monitor/expert/index?${new URLSearchParams({ ...(keyword ? { keyword } : {}), itemType: String(itemType) }).toString()}`;

/** Knowledge that matches the event (matchExpertEntries), each a way into the expert system. */
function MatchingKnowledge({ detail }: { detail: AlarmLogDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { itemType } = detail.event;
  const matches = useMatchExpertEntries({ itemType, keyword: detail.event.itemName.slice(0, 50), limit: 5 }, { query: { select: (reply) => okData(reply).data ?? [] } });
  return (
    <section aria-labelledby="warn-detail-expert">
      <Typography.Title level={4} id="warn-detail-expert">
        {t('warnDetail.expert.title')}
      </Typography.Title>
      {matches.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : matches.isError ? (
        <LoadFailure error={matches.error} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <Empty description={t('warnDetail.expert.none')} />
      ) : (
        <ul className={styles.expertMatches}>
          {matches.data.map((entry) => (
            <li key={entry.id}>
              <Link to={expertListPath(entry.itemType, entry.faultType)}>{entry.faultType}</Link>
              <Typography.Paragraph type="secondary">{entry.symptoms}</Typography.Paragraph>
            </li>
          ))}
        </ul>
      )}
      <Link to={expertListPath(itemType)}>
        {t('warnDetail.expert.all', { type: dictText(intl, 'monitorItemType', itemType) })}
      </Link>
    </section>
  );
}

function WarnDetail({ id }: { id: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const theme = useChartTheme();
  const detail = useGetAlarmLogDetail({ id }, { query: { select: (reply) => okData(reply).data } });
  const [handling, setHandling] = useState<HandleTarget | null>(null);
  const mayHandle = useFeatureVerdict('alarmLog');
  const data = detail.data;
  const option = useMemo(
    () =>
      data &&
      overLimitChartOption(
        data,
        {
          value: data.series.itemName,
          warn: t('warnDetail.chart.warn'),
          alarm: t('warnDetail.chart.alarm'),
          overLimit: t('warnDetail.chart.overLimit'),
          crossing: t('warnDetail.chart.crossing'),
          outage: t('warnDetail.chart.outage'),
        },
        theme,
      ),
    // t is intl's; data and theme decide the option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, theme, intl],
  );

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !data) return <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  const { event, item, series } = data;
  const value = (n: number) => `${n} ${event.unit}`;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {/* An open event without its Handle button says why: refused (暂无权限), or the check failed (retry). */}
      {!event.handled && <ActionRefusal verdict={mayHandle} what={t('alarmLog.handleRefused')} />}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        title={t('warnDetail.event', { device: event.deviceName, item: event.itemName })}
        extra={
          !event.handled &&
          mayHandle.state === 'allowed' && (
            <Button type="primary" onClick={() => setHandling({ kind: 'ids', ids: [event.id] })}>
              {t('alarmLog.handleOne')}
            </Button>
          )
        }
        items={[
          { key: 'level', label: t('alarmLog.col.level'), children: <LevelTag level={event.level} /> },
          { key: 'device', label: t('alarmLog.col.device'), children: event.deviceName },
          { key: 'company', label: t('alarmLog.col.company'), children: event.deptName },
          { key: 'item', label: t('alarmLog.col.item'), children: event.itemName },
          { key: 'threshold', label: t('warnDetail.threshold'), children: value(event.thresholdValue) },
          { key: 'peak', label: t('warnDetail.peak'), children: value(event.peakValue) },
          { key: 'warn', label: t('warnDetail.warnValue'), children: value(item.warnValue) },
          { key: 'alarm', label: t('warnDetail.alarmValue'), children: value(item.alarmValue) },
          { key: 'now', label: t('warnDetail.actualValue'), children: item.actualValue === undefined ? '—' : <>{value(item.actualValue)} <StateTag state={item.state} /></> },
          { key: 'start', label: t('warnDetail.crossingTime'), children: data.crossingTime },
          { key: 'end', label: t('warnDetail.clearTime'), children: shownTime(data.clearTime) || t('alarmLog.ongoing') },
          { key: 'duration', label: t('alarmLog.col.duration'), children: <EventDuration event={event} /> },
          { key: 'handled', label: t('alarmLog.col.handled'), children: <HandledState event={event} /> },
          ...(event.handleNote ? [{ key: 'note', label: t('warnDetail.note'), children: event.handleNote, span: 'filled' as const }] : []),
        ]}
      />
      <section aria-labelledby="warn-detail-series">
        <Typography.Title level={4} id="warn-detail-series">
          {t('warnDetail.series', { start: data.windowStart, end: data.windowEnd })}
        </Typography.Title>
        {series.downsampled && <Alert type="info" showIcon title={t('warnDetail.downsampled', { shown: series.values.length, raw: series.rawCount })} style={{ marginBottom: 8 }} />}
        {series.values.length === 0 ? (
          <Empty description={t('warnDetail.noValues')} />
        ) : (
          option && (
            <ExportableChart
              option={option}
              label={t('warnDetail.chartLabel', { device: event.deviceName, item: event.itemName, warn: value(item.warnValue), alarm: value(item.alarmValue), time: data.crossingTime })}
              fileName={`${event.deviceName}-${event.itemName}-${event.startTime.replace(/[: ]/g, '')}`}
              csv={{ header: [t('warnDetail.csv.time'), `${t('warnDetail.csv.value')} (${series.unit})`, t('warnDetail.chart.warn'), t('warnDetail.chart.alarm')], rows: overLimitCsvRows(data) }}
              height={340}
            />
          )
        )}
      </section>
      <MatchingKnowledge detail={data} />
      <HandleAlarmsDialog
        target={handling}
        onClose={() => setHandling(null)}
        onDone={() => {
          setHandling(null);
          void detail.refetch();
        }}
      />
    </Space>
  );
}

/** /monitor/warn/warnDetail?id=… (越限详情, spec 2.2): one over-limit event with its series around it. */
export default function WarnDetailPage() {
  // Its charts' chunk comes beside its data (see preloadChart).
  useEffect(() => preloadChart(), []);
  const intl = useIntl();
  const id = new URLSearchParams(useLocation().search).get('id');
  const valid = id !== null && /^[0-9]{1,19}$/.test(id);
  return (
    <LogPageFrame
      title={intl.formatMessage({ id: 'route.warnDetail' })}
      extra={
        <p className={styles.muted}>
          <Link to="/monitor/alarm/index">{intl.formatMessage({ id: 'warnDetail.backToAlarmLog' })}</Link>
        </p>
      }
    >
      {valid ? <WarnDetail id={id} /> : <Empty description={intl.formatMessage({ id: 'warnDetail.noEvent' })} />}
    </LogPageFrame>
  );
}
