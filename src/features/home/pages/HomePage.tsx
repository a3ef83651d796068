import { Button, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { LastRefreshed } from '../../../components/LastRefreshed';
import { LoadFailure } from '../../../components/LoadFailure';
import { useCompanyScope } from '../../../lib/monitor/useCompanyScope';
import { HomeHead, homeColumnClass } from '../HomeHead';
import styles from '../overview/HomeOverview.module.css';
import { OverviewCards } from '../overview/OverviewCards';
import { OverviewFigures } from '../overview/OverviewFigures';
import { useHomeOverview } from '../overview/useHomeOverview';

/**
 * /wel/index: the overview of the company chosen in the tree (its whole subtree; before any
 * choice, every company the user may see): the configured figures - the status counts open the filtered
 * device list - and cards (latest alarms, 7 days by level, devices needing attention, ...), live.
 */
export default function HomePage() {
  const intl = useIntl();
  const scope = useCompanyScope();
  const home = useHomeOverview(scope.deptId);
  const company = scope.label ?? home.overview?.deptName;
  return (
    <div className={homeColumnClass}>
      <HomeHead>
        <div className={styles.scope}>
          <strong className={styles.strong}>{company ? intl.formatMessage({ id: 'home.overviewOf' }, { company }) : intl.formatMessage({ id: 'home.overview' })}</strong>
          <LastRefreshed at={home.updatedAt} periodMs={home.periodMs} fetching={home.fetching} />
          <Button size="small" onClick={home.retry} loading={home.fetching && home.status === 'ready'}>
            {intl.formatMessage({ id: 'home.refresh' })}
          </Button>
        </div>
      </HomeHead>
      {home.status === 'loading' && (
        <div className={styles.loading}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
      {home.status === 'error' && <LoadFailure onRetry={home.retry} />}
      {home.status === 'ready' && home.overview && (
        <>
          <OverviewFigures overview={home.overview} figures={home.figures} deptId={scope.deptId} />
          <OverviewCards overview={home.overview} cards={home.cards} deptId={scope.deptId} />
        </>
      )}
    </div>
  );
}
