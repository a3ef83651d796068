// /monitor/disposition/index: the overview configuration - which figures and cards the home
// overview (/wel/index) shows, in which order, per company: the company chosen in the tree (?dept=), or
// before any choice the user's own company, as the home overview reads it.
import { Card, Empty } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AntdScope } from '../../components/AntdScope';
import { PageHeading } from '../../components/PageFrame';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useSessionStore } from '../../stores/session';
import { DispositionEditor } from './DispositionEditor';
import { useCompanyName } from './useCompanyName';

export default function DispositionPage() {
  const intl = useIntl();
  const headingId = useId();
  const scope = useCompanyScope();
  const ownDeptId = useSessionStore((s) => s.userInfo?.dept_id);
  const deptId = scope.deptId ?? ownDeptId;
  const lookedUp = useCompanyName(scope.label ? undefined : deptId);
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[intl.formatMessage({ id: 'route.disposition' })]} titleId={headingId} />
          {deptId ? (
            // A new company starts afresh (its own draft), so nothing chosen for one leaks into another.
            <DispositionEditor key={deptId} deptId={deptId} companyName={scope.label ?? lookedUp} />
          ) : (
            <Empty description={intl.formatMessage({ id: 'disposition.chooseCompany' })} />
          )}
        </section>
      </Card>
    </AntdScope>
  );
}
