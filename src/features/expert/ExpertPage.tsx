// /monitor/expert/index (issue 16): the expert knowledge base - search by fault, symptom, item type or
// kind of machine (in the address, so the over-limit detail links to the matching entries), an entry's
// detail (?entry=<id>), and add, edit and delete by spec 7's expertVerification. The knowledge is not
// per company in the contract, so the tree's choice does not narrow it.
import { Card } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AntdScope } from '../../app/AntdScope';
import { FeatureGate } from '../../components/monitor/FeatureGate';
import { PageHeading } from '../../components/PageFrame';
import { ExpertList } from './ExpertList';

export default function ExpertPage() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[intl.formatMessage({ id: 'route.expert' })]} titleId={headingId} />
          <FeatureGate feature="expert">
            <ExpertList />
          </FeatureGate>
        </section>
      </Card>
    </AntdScope>
  );
}
