import { Button, Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { AntdScope } from '../../components/AntdScope';
import { LastRefreshed } from '../../components/LastRefreshed';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeading } from '../../components/PageFrame';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useCompanySelection } from '../../stores/companySelection';
import { CompanyOverviewCard } from './CompanyOverviewCard';
import styles from './Dashboard.module.css';
import { useDashboardCompanies } from './useDashboardCompanies';

const DashboardChart = lazy(() => import('./DashboardChart'));

/**
 * /wel/dashboard, the platform console: the home page's figures for every top-level company
 * side by side (or the chosen company's children), live, with their devices by state in one chart.
 */
export default function DashboardPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const scope = useCompanyScope();
  const dashboard = useDashboardCompanies(scope.deptId);
  const parentName = useCompanySelection((s) => s.breadcrumb.find((entry) => entry.id === dashboard.parentId)?.label);
  const scopeText = dashboard.parentId && parentName ? intl.formatMessage({ id: 'dashboard.childrenOf' }, { company: parentName }) : t('dashboard.topLevel');

  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId} className={styles.page}>
          <PageHeading trail={[t('route.dashboard')]} titleId={headingId} />
          <div className={styles.toolbar}>
            <strong>{scopeText}</strong>
            <span>
              <LastRefreshed at={dashboard.updatedAt} periodMs={dashboard.periodMs} fetching={dashboard.fetching} />{' '}
              <Button size="small" onClick={dashboard.refetch}>
                {t('home.refresh')}
              </Button>
            </span>
          </div>
          {dashboard.companies === undefined ? (
            dashboard.isError ? (
              <LoadFailure onRetry={dashboard.refetch} />
            ) : (
              <Skeleton active paragraph={{ rows: 8 }} />
            )
          ) : dashboard.companies.length === 0 ? (
            <Empty description={t('dashboard.empty')} />
          ) : (
            <>
              <ul className={styles.companies} aria-label={scopeText}>
                {dashboard.companies.map((company) => (
                  <li key={company.deptId}>
                    <CompanyOverviewCard company={company} chosen={company.deptId === scope.deptId} />
                  </li>
                ))}
              </ul>
              <section className={styles.chartPanel} aria-labelledby={`${headingId}-chart`}>
                <h3 className={styles.chartTitle} id={`${headingId}-chart`}>
                  {t('dashboard.chart')}
                </h3>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                  <DashboardChart companies={dashboard.companies} />
                </Suspense>
              </section>
            </>
          )}
        </section>
      </Card>
    </AntdScope>
  );
}
