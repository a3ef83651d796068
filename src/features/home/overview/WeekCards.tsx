import { Empty, Skeleton } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  getGetAlarmsByCompanyQueryKey,
  getGetAlarmsByItemTypeQueryKey,
  getGetOnlineRateQueryKey,
  useGetAlarmsByCompany,
  useGetAlarmsByItemType,
  useGetOnlineRate,
} from '../../../../generated/endpoints/statistics/statistics';
import type { AlarmItemTypeCount } from '../../../../generated/model';
import { Chart, useChartTheme } from '../../../components/chart/Chart';
import { StackedBars } from '../../../components/chart/StackedBars';
import { LoadFailure } from '../../../components/LoadFailure';
import { okData } from '../../../lib/http/okData';
import { useLiveRefresh } from '../../../lib/live/useLiveRefresh';
import { cardLabel, dictText } from '../../../lib/monitor/labels';
import { useSessionStore } from '../../../stores/session';
import { lastSevenDays } from './lastSevenDays';
import { CHART_HEIGHT, useLevelWords } from './overviewChartKit';
import { companyRankingBars, itemTypeShareOption, onlineRateOption } from './weekCharts';

// The overview cards a configuration may add (companyRanking, itemTypeShare, onlineRateTrend): each has
// its own question about the last 7 days, live on the device refresh period. A lazy chunk.

/** A card's own query: the week's figures on the live period, with loading, empty and error states. */
function WeekQueryState<T>({ query, empty, children }: { query: { data?: T[]; isError: boolean; refetch: () => unknown }; empty: string; children: (data: T[]) => ReactNode }) {
  if (query.data === undefined) return query.isError ? <LoadFailure onRetry={() => void query.refetch()} /> : <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return <>{children(query.data)}</>;
}

function useWeekParams(deptId: string | undefined) {
  // Computed per render, but the range changes only at midnight (see lastSevenDays).
  const range = lastSevenDays(Date.now());
  return deptId ? { ...range, deptId } : range;
}

export function CompanyRankingCard({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const words = useLevelWords();
  const token = useSessionStore((s) => s.token);
  const live = useLiveRefresh();
  const params = useWeekParams(deptId);
  const query = useGetAlarmsByCompany(params, { query: { queryKey: [...getGetAlarmsByCompanyQueryKey(params), token], ...live.query, select: (r) => okData(r).data ?? [] } });
  const bars = useMemo(() => (query.data ? companyRankingBars(query.data, theme, words) : undefined), [query.data, theme, words]);
  return (
    <WeekQueryState query={query} empty={intl.formatMessage({ id: 'home.week.empty' })}>
      {() => (
        <StackedBars
          horizontal
          label={intl.formatMessage({ id: cardLabel('companyRanking') })}
          categoryHeader={intl.formatMessage({ id: 'home.ranking.company' })}
          categories={bars!.categories}
          series={bars!.series}
          height={CHART_HEIGHT - 52}
        />
      )}
    </WeekQueryState>
  );
}

export function ItemTypeShareCard({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const token = useSessionStore((s) => s.token);
  const live = useLiveRefresh();
  const params = useWeekParams(deptId);
  const query = useGetAlarmsByItemType(params, { query: { queryKey: [...getGetAlarmsByItemTypeQueryKey(params), token], ...live.query, select: (r) => okData(r).data ?? [] } });
  const option = useMemo(() => {
    if (!query.data) return undefined;
    // The console's word for a dictionary key in the user's language, else the server's dictValue.
    const typeName = (t: AlarmItemTypeCount) => dictText(intl, 'monitorItemType', t.type, t.typeName);
    return itemTypeShareOption(query.data, typeName);
  }, [query.data, intl]);
  return (
    <WeekQueryState query={query} empty={intl.formatMessage({ id: 'home.week.empty' })}>
      {() => <Chart option={option!} label={intl.formatMessage({ id: cardLabel('itemTypeShare') })} height={CHART_HEIGHT} />}
    </WeekQueryState>
  );
}

export function OnlineRateCard({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const theme = useChartTheme();
  const token = useSessionStore((s) => s.token);
  const live = useLiveRefresh();
  const params = { ...useWeekParams(deptId), granularity: 'hour' as const };
  const query = useGetOnlineRate(params, { query: { queryKey: [...getGetOnlineRateQueryKey(params), token], ...live.query, select: (r) => okData(r).data ?? [] } });
  const name = intl.formatMessage({ id: 'monitor.figure.onlineRate' });
  const option = useMemo(() => (query.data ? onlineRateOption(query.data, theme, name) : undefined), [query.data, theme, name]);
  return (
    <WeekQueryState query={query} empty={intl.formatMessage({ id: 'home.week.noDevices' })}>
      {() => <Chart option={option!} label={intl.formatMessage({ id: cardLabel('onlineRateTrend') })} height={CHART_HEIGHT} />}
    </WeekQueryState>
  );
}
