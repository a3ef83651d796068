// /monitor/expert/index: the expert knowledge base - search by fault, symptom, item type or
// kind of machine (in the address, so the over-limit detail links to the matching entries), an entry's
// detail (?entry=<id>), and add, edit and delete by spec 7's expertVerification. The knowledge is not
// per company in the contract, so the tree's choice does not narrow it.
import { useIntl } from 'react-intl';
import { GatedPageFrame } from '../../components/monitor/GatedPageFrame';
import { ExpertList } from './ExpertList';

export default function ExpertPage() {
  const intl = useIntl();
  return (
    <GatedPageFrame feature="expert" title={intl.formatMessage({ id: 'route.expert' })}>
      <ExpertList />
    </GatedPageFrame>
  );
}
