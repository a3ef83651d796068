// /monitor/record/index: the archive records - inspection, maintenance and repair - of the
// devices of the company chosen in the tree (its subtree; ?dept= keeps it in the address), filtered by
// kind, device, time and words in the address; a record's detail (?record=<id>); add, edit and delete
// by spec 7's recordVerification of each action.
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { GatedPageFrame } from '../../components/monitor/GatedPageFrame';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { RecordList } from './RecordList';

export default function RecordsPage() {
  const intl = useIntl();
  const scope = useCompanyScope();
  return (
    <GatedPageFrame feature="record" title={intl.formatMessage({ id: 'route.record' })}>
      <Typography.Paragraph type="secondary">
        {scope.label
          ? intl.formatMessage({ id: 'records.scope.company' }, { name: scope.label })
          : intl.formatMessage({ id: scope.deptId ? 'records.scope.chosen' : 'records.scope.all' })}
      </Typography.Paragraph>
      <RecordList deptId={scope.deptId} />
    </GatedPageFrame>
  );
}
