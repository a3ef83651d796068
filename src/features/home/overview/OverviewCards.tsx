import { Skeleton } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorOverview, OverviewCard } from '../../../../generated/model';
import { cardLabel } from '../../../lib/monitor/labels';
import { withFeatureMessages } from '../../../lib/messages';
import { usePreferencesStore } from '../../../stores/preferences';
import { AlarmTrendChart } from './AlarmTrendChart';
import { AttentionDevices } from './AttentionDevices';
import { LatestAlarms } from './LatestAlarms';
import styles from './HomeOverview.module.css';

// The default cards are drawn without echarts (the alarm trend is CSS bars). The cards a configuration
// may add beyond them each ask their own question of the server and draw an echarts chart, so they
// load in their own chunk, echarts' with them, only when configured (the /wel/index budget).
// The ranking's words are all in the shell's table; the other two name dictionary keys (monitorItemType)
// and words whose table is the pages' (15 KB gzip), loaded only with them.
const CompanyRankingCard = lazy(() => import('./WeekCards').then((m) => ({ default: m.CompanyRankingCard })));
const weekCards = withFeatureMessages(() => import('./WeekCards'), () => usePreferencesStore.getState().language);
const ItemTypeShareCard = lazy(() => weekCards().then((m) => ({ default: m.ItemTypeShareCard })));
const OnlineRateCard = lazy(() => weekCards().then((m) => ({ default: m.OnlineRateCard })));

function OverviewCardFrame({ card, children }: { card: OverviewCard; children: ReactNode }) {
  const intl = useIntl();
  const id = `overview-card-${card}`;
  return (
    // A plain panel drawn like antd's small Card (antd's Card would add 3.2 KB gzip to /wel/index).
    <section aria-labelledby={id} className={styles.card}>
      <h3 id={id} className={styles.cardTitle}>
        {intl.formatMessage({ id: cardLabel(card) })}
      </h3>
      <div className={styles.cardBody}>{children}</div>
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
