import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { RecordType } from '../../../generated/model';
import { colourOf, recordTypeLabel } from '../../lib/monitor/labels';

const COLOURS: Record<RecordType, string> = { inspection: 'blue', maintenance: 'green', repair: 'orange' };

/** The kind of a record - 点检 / 保养 / 维修 - a coloured tag with its word (never colour alone). */
export function RecordTypeTag({ type }: { type: RecordType | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(COLOURS, 'default', type)}>{intl.formatMessage({ id: recordTypeLabel(type) })}</Tag>;
}
