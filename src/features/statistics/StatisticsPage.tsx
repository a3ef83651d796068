import { Button, Card, Empty, Radio, Skeleton, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  useGetAlarmsByCompany,
  useGetAlarmsByItemType,
  useGetAlarmTrend,
  useGetOnlineRate,
  useGetTopAlarmDevices,
} from '../../../generated/endpoints/statistics/statistics';
import type { AlarmItemTypeCount, TopAlarmDevice } from '../../../generated/model';
import { AntdScope } from '../../components/AntdScope';
import { preloadChart, useChartTheme } from '../../components/chart/Chart';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeading } from '../../components/PageFrame';
import { ExportableChart } from '../../components/monitor/ExportableChart';
import { StateTag } from '../../components/monitor/MonitorTags';
import { TimeRangePicker } from '../../components/monitor/TimeRangePicker';
import { saveCsv } from '../../lib/download/csv';
import { okData } from '../../lib/http/okData';
import { dateTimeRangeParam, enumParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { dictText, stateLabel } from '../../lib/monitor/labels';
import { lastDays, rangeDays, rangeProblem, type TimeRange } from '../../lib/monitor/timeRange';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import {
  alarmTrendCsv,
  alarmTrendOption,
  companyCsv,
  companyOption,
  itemTypeCsv,
  itemTypeOption,
  onlineRateCsv,
  onlineRateOption,
} from './statisticsCharts';

/** The contract: statistics ranges are at most 93 days; hourly buckets at most 7 days. */
const MAX_DAYS = 93;
const HOURLY_MAX_DAYS = 7;
const DEFAULT_DAYS = 30;
const TOP_DEVICES = 10;

const filters = { range: dateTimeRangeParam, granularity: enumParam(['hour', 'day'] as const) };

/** One chart's card: its loading, failure (with retry) and empty states around what it draws. */
/** What a card needs of its query. */
type CardQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

function ChartCard({ title, query, isEmpty, children }: { title: string; query: CardQuery; isEmpty: boolean; children: () => ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card size="small" title={<span id={headingId}>{title}</span>} styles={{ body: { minHeight: 320 } }}>
      <section aria-labelledby={headingId}>
        {query.isPending ? (
          <Skeleton active paragraph={{ rows: 7 }} />
        ) : query.isError ? (
          <LoadFailure onRetry={() => void query.refetch()} />
        ) : isEmpty ? (
          <Empty description={intl.formatMessage({ id: 'statistics.empty' })} />
        ) : (
          children()
        )}
      </section>
    </Card>
  );
}

function Statistics({ range, granularity, deptId }: { range: TimeRange; granularity: 'hour' | 'day'; deptId: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const theme = useChartTheme();
  const params = { startTime: range[0], endTime: range[1], deptId };
  const trend = useGetAlarmTrend(params, { query: { select: (reply) => okData(reply).data ?? [] } });
  const companies = useGetAlarmsByCompany(params, { query: { select: (reply) => okData(reply).data ?? [] } });
  const itemTypes = useGetAlarmsByItemType(params, { query: { select: (reply) => okData(reply).data ?? [] } });
  const online = useGetOnlineRate({ ...params, granularity }, { query: { select: (reply) => okData(reply).data ?? [] } });
  const top = useGetTopAlarmDevices({ ...params, limit: TOP_DEVICES }, { query: { select: (reply) => okData(reply).data ?? [] } });

  const levels = useMemo(() => ({ warn: t('monitor.level.warn'), alarm: t('monitor.level.alarm') }), [intl]); // eslint-disable-line react-hooks/exhaustive-deps
  const typeLabel = useCallback(
    (type: AlarmItemTypeCount) => dictText(intl, 'monitorItemType', type.type, type.typeName),
    [intl],
  );
  // Each chart's option is made again only when its data, words or theme change (the answers keep their
  // identity while equal): a re-render - a refetch starting or ending, a tab shown again - would otherwise
  // hand echarts a new option, and it lays out and draws the chart again (about 7 ms a chart).
  const onlineLabel = t('statistics.onlineRate');
  const trendOption = useMemo(() => trend.data && alarmTrendOption(trend.data, levels, theme), [trend.data, levels, theme]);
  const onlineOption = useMemo(() => online.data && onlineRateOption(online.data, onlineLabel, theme), [online.data, onlineLabel, theme]);
  const companyChartOption = useMemo(() => companies.data && companyOption(companies.data, levels, theme), [companies.data, levels, theme]);
  const itemTypeChartOption = useMemo(() => itemTypes.data && itemTypeOption(itemTypes.data, typeLabel, levels, theme), [itemTypes.data, typeLabel, levels, theme]);
  const suffix = `${range[0].slice(0, 10)}_${range[1].slice(0, 10)}`;

  const topColumns: TableColumnsType<TopAlarmDevice> = [
    { title: t('statistics.top.rank'), key: 'rank', width: 60, render: (_, _row, index) => index + 1 },
    {
      title: t('statistics.top.device'),
      dataIndex: 'deviceName',
      render: (name: string, row) => (
        <Link to={`/monitor/alarm/index?device=${row.deviceId}&rangeFrom=${encodeURIComponent(range[0])}&rangeTo=${encodeURIComponent(range[1])}`} aria-label={t('statistics.top.openLog', { device: name })}>
          {name}
        </Link>
      ),
    },
    { title: t('statistics.top.company'), dataIndex: 'deptName' },
    { title: t('statistics.top.status'), dataIndex: 'status', render: (status: TopAlarmDevice['status']) => <StateTag state={status} /> },
    { title: t('monitor.level.warn'), dataIndex: 'warn' },
    { title: t('monitor.level.alarm'), dataIndex: 'alarm', render: (value: number) => (value > 0 ? <Tag color="error">{value}</Tag> : value) },
    { title: t('statistics.top.total'), dataIndex: 'total' },
  ];

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))', gap: 16 }}>
      <ChartCard title={t('statistics.trend')} query={trend} isEmpty={(trend.data ?? []).every((d) => d.warn + d.alarm === 0)}>
        {() => (
          <ExportableChart
            option={trendOption!}
            label={t('statistics.trend')}
            fileName={`${t('statistics.trend')}_${suffix}`}
            csv={alarmTrendCsv(trend.data!, [t('statistics.csv.day'), levels.warn, levels.alarm])}
          />
        )}
      </ChartCard>
      <ChartCard title={t('statistics.onlineRate')} query={online} isEmpty={(online.data ?? []).length === 0}>
        {() => (
          <ExportableChart
            option={onlineOption!}
            label={t('statistics.onlineRate')}
            fileName={`${t('statistics.onlineRate')}_${suffix}`}
            csv={onlineRateCsv(online.data!, [t('statistics.csv.time'), t('statistics.csv.rate'), t('statistics.csv.online'), t('statistics.csv.total')])}
          />
        )}
      </ChartCard>
      <ChartCard title={t('statistics.byCompany')} query={companies} isEmpty={(companies.data ?? []).length === 0}>
        {() => (
          <ExportableChart
            option={companyChartOption!}
            label={t('statistics.byCompany')}
            fileName={`${t('statistics.byCompany')}_${suffix}`}
            csv={companyCsv(companies.data!, [t('statistics.csv.company'), t('statistics.csv.devices'), levels.warn, levels.alarm])}
            height={Math.max(300, 28 * (companies.data?.length ?? 0) + 72)}
          />
        )}
      </ChartCard>
      <ChartCard title={t('statistics.byItemType')} query={itemTypes} isEmpty={(itemTypes.data ?? []).length === 0}>
        {() => (
          <ExportableChart
            option={itemTypeChartOption!}
            label={t('statistics.byItemType')}
            fileName={`${t('statistics.byItemType')}_${suffix}`}
            csv={itemTypeCsv(itemTypes.data!, typeLabel, [t('statistics.csv.itemType'), levels.warn, levels.alarm])}
          />
        )}
      </ChartCard>
      <div style={{ gridColumn: '1 / -1' }}>
        <ChartCard title={t('statistics.top', { count: TOP_DEVICES })} query={top} isEmpty={(top.data ?? []).length === 0}>
          {() => (
            <>
              <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 4 }}>
                <Button
                  size="small"
                  aria-label={intl.formatMessage({ id: 'monitor.export.csvOf' }, { chart: t('statistics.top', { count: TOP_DEVICES }) })}
                  onClick={() =>
                    saveCsv(
                      `${t('statistics.top', { count: TOP_DEVICES })}_${suffix}`,
                      [t('statistics.top.rank'), t('statistics.top.device'), t('statistics.top.company'), t('statistics.top.status'), levels.warn, levels.alarm, t('statistics.top.total')],
                      top.data!.map((d, index) => [index + 1, d.deviceName, d.deptName, t(stateLabel(d.status)), d.warn, d.alarm, d.total]),
                    )
                  }
                >
                  CSV
                </Button>
              </Space>
              <Table<TopAlarmDevice> rowKey="deviceId" size="small" pagination={false} columns={topColumns} dataSource={top.data} scroll={{ x: 'max-content' }} />
            </>
          )}
        </ChartCard>
      </div>
    </div>
  );
}

/** /monitor/statistics/index (统计分析, spec 2.2): the chosen company's alarms and online rate over a range. */
export default function StatisticsPage() {
  // Its charts' chunk comes beside its data (see preloadChart).
  useEffect(() => preloadChart(), []);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const rangeError = useId();
  // spec 2.2: the chosen company, kept in the address (?dept=) both ways.
  const company = useCompanyScope();
  const list = useListPage({ filters });
  // The default range is taken once per page: a re-render must not move it (and refetch everything).
  const defaultRange = useMemo(() => lastDays(DEFAULT_DAYS), []);
  const range = list.filters.range ?? defaultRange;
  const problem = rangeProblem(range, MAX_DAYS);
  const hourlyAllowed = rangeDays(range) <= HOURLY_MAX_DAYS;
  const granularity = list.filters.granularity === 'hour' && hourlyAllowed ? 'hour' : 'day';
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[t('route.statistics')]} titleId={headingId} />
          <div role="search" aria-label={t('statistics.filters')} style={{ display: 'flex', flexWrap: 'wrap', gap: '12px 24px', alignItems: 'flex-end', marginBottom: 16 }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <label htmlFor="statistics-range">{t('statistics.range')}</label>
              <TimeRangePicker
                id="statistics-range"
                label={t('statistics.range')}
                value={range}
                allowClear={false}
                status={problem ? 'error' : undefined}
                describedBy={problem ? rangeError : undefined}
                onChange={(value) => list.setFilters({ range: value })}
                presets={[
                  { labelId: 'monitor.range.week', days: 7 },
                  { labelId: 'monitor.range.month', days: 30 },
                  { labelId: 'monitor.range.quarter', days: 90 },
                ]}
              />
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <span id="statistics-granularity">{t('statistics.granularity')}</span>
              <Radio.Group
                aria-labelledby="statistics-granularity"
                optionType="button"
                value={granularity}
                onChange={(event) => list.setFilters({ granularity: event.target.value })}
                options={[
                  { value: 'day', label: t('statistics.granularity.day') },
                  { value: 'hour', label: t('statistics.granularity.hour'), disabled: !hourlyAllowed, title: hourlyAllowed ? undefined : t('statistics.granularity.hourLimit', { days: HOURLY_MAX_DAYS }) },
                ]}
              />
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <span>{t('statistics.company')}</span>
              <Typography.Text strong>{company.label ?? t(company.deptId ? 'statistics.companyChosen' : 'statistics.companyAll')}</Typography.Text>
            </div>
          </div>
          <Typography.Paragraph type="secondary">{t('statistics.companyHint')}</Typography.Paragraph>
          {problem ? (
            <Typography.Text type="danger" role="alert" id={rangeError}>
              {t(`statistics.range.${problem}`, { days: MAX_DAYS })}
            </Typography.Text>
          ) : (
            <Statistics range={range} granularity={granularity} deptId={company.deptId} />
          )}
        </section>
      </Card>
    </AntdScope>
  );
}
