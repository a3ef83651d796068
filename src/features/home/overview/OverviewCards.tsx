import { Card, Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorOverview, OverviewCard } from '../../../../generated/model';
import { cardLabel } from '../../../lib/monitor/labels';
import { AttentionDevices } from './AttentionDevices';
import { LatestAlarms } from './LatestAlarms';
import styles from './HomeOverview.module.css';

// Every chart of the overview loads in a chunk of its own, beside echarts' (the /wel/index budget), and
// the cards a configuration may add beyond the default ones: each asks its own question of the server
// and draws a chart, so they load in their own chunk, only when configured (the /wel/index budget).
const AlarmTrendChart = lazy(() => import('./AlarmTrendChart'));
const CompanyRankingCard = lazy(() => import('./WeekCards').then((m) => ({ default: m.CompanyRankingCard })));
const ItemTypeShareCard = lazy(() => import('./WeekCards').then((m) => ({ default: m.ItemTypeShareCard })));
const OnlineRateCard = lazy(() => import('./WeekCards').then((m) => ({ default: m.OnlineRateCard })));

function OverviewCardFrame({ card, children }: { card: OverviewCard; children: ReactNode }) {
  const intl = useIntl();
  const id = `overview-card-${card}`;
  return (
    <section aria-labelledby={id} className={styles.card}>
      <Card
        size="small"
        title={
          <h3 id={id} className={styles.cardTitle}>
            {intl.formatMessage({ id: cardLabel(card) })}
          </h3>
        }
      >
        {children}
      </Card>
    </section>
  );
}

/** The overview's cards in the configured order (overview configuration, /monitor/disposition/index). */
export function OverviewCards({ overview, cards, deptId }: { overview: MonitorOverview; cards: OverviewCard[]; deptId: string | undefined }) {
  const body = (card: OverviewCard) => {
    switch (card) {
      case 'latestAlarms':
        return <LatestAlarms alarms={overview.latestAlarms} />;
      case 'alarmTrend':
        return <AlarmTrendChart overview={overview} />;
      case 'attentionDevices':
        return <AttentionDevices devices={overview.attentionDevices} />;
      case 'companyRanking':
        return <CompanyRankingCard deptId={deptId} />;
      case 'itemTypeShare':
        return <ItemTypeShareCard deptId={deptId} />;
      case 'onlineRateTrend':
        return <OnlineRateCard deptId={deptId} />;
    }
  };
  const loading = <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <div className={styles.cards}>
      {cards.map((card) => (
        <OverviewCardFrame key={card} card={card}>
          <Suspense fallback={loading}>{body(card)}</Suspense>
        </OverviewCardFrame>
      ))}
    </div>
  );
}
