import { Badge } from 'antd';
import { useIntl } from 'react-intl';

/**
 * A notice's read status for the signed-in user, by colour and in words: 1 read, 0 unread. Any other
 * value, or none, reads 未知 / Unknown in grey rather than passing for unread.
 */
export function ReadStatusBadge({ value }: { value: number | null | undefined }) {
  const intl = useIntl();
  const [status, id] = value === 1 ? (['default', 'inform.read.yes'] as const) : value === 0 ? (['error', 'inform.read.no'] as const) : (['default', 'monitor.unknown'] as const);
  return <Badge status={status} text={intl.formatMessage({ id })} />;
}
