import { Card, Empty, Input } from 'antd';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetDeviceStatusCountsQueryKey, useGetDeviceStatusCounts } from '../../../../generated/endpoints/monitor/monitor';
import type { MonitorState } from '../../../../generated/model';
import { AntdScope } from '../../../components/AntdScope';
import { LastRefreshed } from '../../../components/LastRefreshed';
import { LoadFailure } from '../../../components/LoadFailure';
import { CountTile, CountTiles } from '../../../components/monitor/CountTiles';
import { PageHeading } from '../../../components/PageFrame';
import { okData } from '../../../lib/http/okData';
import { useListPage } from '../../../lib/listPage/useListPage';
import { enumParam, textParam } from '../../../lib/listPage/urlParams';
import { useLiveRefresh } from '../../../lib/live/useLiveRefresh';
import { figureLabel } from '../../../lib/monitor/labels';
import { STATE_ORDER, STATE_TONE } from '../../../lib/monitor/states';
import { useCompanyScope } from '../../../lib/monitor/useCompanyScope';
import { useCompanySelection } from '../../../stores/companySelection';
import { useSessionStore } from '../../../stores/session';
import { CardFeed } from './CardFeed';
import styles from './DeviceCardPage.module.css';
import { useCardPages, type CardFilters } from './useCardPages';

const cardFilters = { status: enumParam(STATE_ORDER), keyword: textParam };

/** How fresh "stale" is judged: a card's items are aged against this, not against every page's arrival. */
const AGE_STEP_MS = 30_000;

/**
 * The cards of the filters, with their own state (the positions on screen, the pages fetched): a scroll
 * re-renders this part only, never the page's heading, counts and search.
 */
const CardResults = memo(function CardResults({ filters, periodMs, filtered }: { filters: CardFilters; periodMs: number; filtered: boolean }) {
  const intl = useIntl();
  const [range, setRange] = useState<[number, number]>();
  const onRange = useCallback((next: [number, number] | undefined) => setRange((old) => (old?.[0] === next?.[0] && old?.[1] === next?.[1] ? old : next)), []);
  const cards = useCardPages(filters, range);

  // spec 2.2: the layout hears which devices are on screen.
  const shownIds = range && cards.total ? Array.from({ length: range[1] - range[0] + 1 }, (_, i) => cards.cardAt(range[0] + i)?.deviceId).filter(Boolean).join(',') : '';
  useEffect(() => {
    const { deviceIds, setDevices } = useCompanySelection.getState();
    if (deviceIds.join(',') !== shownIds) setDevices(shownIds ? shownIds.split(',') : []);
  }, [shownIds]);

  return (
    <>
      <div className={styles.refreshed}>
        <LastRefreshed at={cards.updatedAt} periodMs={periodMs} fetching={cards.fetching} />
      </div>
      {cards.failed ? (
        <LoadFailure onRetry={cards.retry} />
      ) : cards.total === undefined ? (
        <div role="status" aria-label={intl.formatMessage({ id: 'devices.cards.loading' })} className={styles.placeholder} />
      ) : cards.total === 0 ? (
        <Empty description={intl.formatMessage({ id: filtered ? 'devices.empty.filtered' : 'devices.empty' })} />
      ) : (
        <CardFeed
          label={intl.formatMessage({ id: 'devices.cards.feed' }, { count: cards.total })}
          onRange={onRange}
          source={{ total: cards.total, cardAt: cards.cardAt, failedAt: cards.failedAt, retry: cards.retry, now: Math.floor(cards.updatedAt / AGE_STEP_MS) * AGE_STEP_MS }}
        />
      )}
    </>
  );
});

/**
 * /monitor/device/card: the chosen company's devices as monitoring cards, worst state
 * first, with the four status counts as filters (and the keyword) in the address; virtualised, live
 * on the device refresh period (the counts and the cards on screen).
 */
export default function DeviceCardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const token = useSessionStore((s) => s.token);
  const scope = useCompanyScope();
  const list = useListPage({ filters: cardFilters });
  const { status, keyword } = list.filters;
  const live = useLiveRefresh();

  const countParams = scope.deptId ? { deptId: scope.deptId } : undefined;
  const counts = useGetDeviceStatusCounts(countParams, {
    query: { queryKey: [...getGetDeviceStatusCountsQueryKey(countParams), token], ...live.query, select: (reply) => okData(reply).data },
  });

  const filters = useMemo(() => ({ deptId: scope.deptId, status, keyword }), [scope.deptId, status, keyword]);

  const pick = (state: MonitorState | undefined) => list.setFilters({ status: state === status ? undefined : state });
  const [typed, setTyped] = useState(keyword ?? '');
  const [applied, setApplied] = useState(keyword);
  if (applied !== keyword) {
    setApplied(keyword);
    setTyped(keyword ?? '');
  }

  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId} className={styles.page}>
          <PageHeading trail={[t('route.deviceCard')]} titleId={headingId} />
          {counts.isError && !counts.data ? (
            <LoadFailure error={counts.error} onRetry={() => void counts.refetch()} />
          ) : (
            <CountTiles compact label={t('devices.cards.counts')}>
              {[
                <CountTile
                  key="all"
                  kind="toggle"
                  tone="primary"
                  name={t(figureLabel('deviceCount'))}
                  value={counts.data ? intl.formatNumber(counts.data.total ?? 0) : '–'}
                  pressed={status === undefined}
                  onToggle={() => list.setFilters({ status: undefined })}
                />,
                ...STATE_ORDER.map((state) => (
                  <CountTile
                    key={state}
                    kind="toggle"
                    tone={STATE_TONE[state]}
                    name={t(figureLabel(state))}
                    value={counts.data ? intl.formatNumber(counts.data[state]) : '–'}
                    none={counts.data?.[state] === 0}
                    pressed={status === state}
                    onToggle={() => pick(state)}
                  />
                )),
              ]}
            </CountTiles>
          )}
          <div className={styles.toolbar}>
            <Input.Search
              aria-label={t('devices.filter.keyword')}
              placeholder={t('devices.filter.keywordHint')}
              allowClear
              maxLength={50}
              style={{ width: 260 }}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onSearch={(value) => list.setFilters({ keyword: value.trim() || undefined })}
            />
          </div>
          <CardResults filters={filters} periodMs={live.periodMs} filtered={Boolean(status || keyword)} />
        </section>
      </Card>
    </AntdScope>
  );
}
