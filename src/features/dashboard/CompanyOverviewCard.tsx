import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CompanyOverview } from '../../../generated/model';
import { CountTile, CountTiles } from '../../components/monitor/CountTiles';
import { figureLabel } from '../../lib/monitor/labels';
import { deviceCardHref, deviceListHref } from '../../lib/monitor/monitorPaths';
import { STATE_ORDER, STATE_TONE } from '../../lib/monitor/states';
import styles from './Dashboard.module.css';

/**
 * One company's figures, as the home page shows them: the four status counts (each opens the company's
 * device list filtered by it), the online rate, today's alarms by level and the unhandled ones. The
 * name opens the company's monitoring cards.
 */
export function CompanyOverviewCard({ company, chosen }: { company: CompanyOverview; chosen: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = `dashboard-company-${company.deptId}`;
  return (
    <section className={styles.company} aria-labelledby={headingId} data-chosen={chosen}>
      <div className={styles.companyHead}>
        <h3 className={styles.companyName} id={headingId}>
          <Link to={deviceCardHref({ deptId: company.deptId })}>{company.deptName}</Link>
        </h3>
        <span>{intl.formatMessage({ id: 'dashboard.devices' }, { count: company.counts.total ?? 0 })}</span>
      </div>
      <CountTiles compact label={intl.formatMessage({ id: 'dashboard.counts' }, { company: company.deptName })}>
        {STATE_ORDER.map((state) => (
          <CountTile
            key={state}
            kind="link"
            to={deviceListHref({ deptId: company.deptId, status: state })}
            tone={STATE_TONE[state]}
            name={t(figureLabel(state))}
            value={intl.formatNumber(company.counts[state])}
            none={company.counts[state] === 0}
          />
        ))}
      </CountTiles>
      <dl className={styles.facts}>
        <div>
          <dt>{t(figureLabel('onlineRate'))}</dt>
          <dd>{intl.formatNumber(company.onlineRate / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
        </div>
        <div>
          <dt>{t(figureLabel('todayAlarms'))}</dt>
          <dd>
            {intl.formatNumber(company.todayAlarm + company.todayWarn)}
            <span className={styles.byLevel}>{intl.formatMessage({ id: 'home.byLevel' }, { alarm: company.todayAlarm, warn: company.todayWarn })}</span>
          </dd>
        </div>
        <div>
          <dt>{t(figureLabel('unhandledAlarms'))}</dt>
          <dd>{intl.formatNumber(company.unhandled)}</dd>
        </div>
      </dl>
    </section>
  );
}
