// /monitor/record/index (issue 16): the archive records - inspection, maintenance and repair - of the
// devices of the company chosen in the tree (its subtree; ?dept= keeps it in the address), filtered by
// kind, device, time and words in the address; a record's detail (?record=<id>); add, edit and delete
// by spec 7's recordVerification of each action.
import { Card, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AntdScope } from '../../app/AntdScope';
import { FeatureGate } from '../../components/monitor/FeatureGate';
import { PageHeading } from '../../components/PageFrame';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { RecordList } from './RecordList';

export default function RecordsPage() {
  const intl = useIntl();
  const headingId = useId();
  const scope = useCompanyScope();
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[intl.formatMessage({ id: 'route.record' })]} titleId={headingId} />
          <FeatureGate feature="record">
            <Typography.Paragraph type="secondary">
              {scope.label
                ? intl.formatMessage({ id: 'records.scope.company' }, { name: scope.label })
                : intl.formatMessage({ id: scope.deptId ? 'records.scope.chosen' : 'records.scope.all' })}
            </Typography.Paragraph>
            <RecordList deptId={scope.deptId} />
          </FeatureGate>
        </section>
      </Card>
    </AntdScope>
  );
}
