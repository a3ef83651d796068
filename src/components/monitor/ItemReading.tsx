import { Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { ageInUnit, staleAgeSeconds } from '../../lib/monitor/monitorTime';

type Reading = { actualValue?: number; unit: string; lastTime?: string; samplePeriod: number };

/**
 * An item's latest value with its unit and, when it is older than three sample periods, a grey "stale"
 * mark with its age (CONVENTIONS: stale is not normal, and not offline either).
 */
export function ItemReading({ item, now }: { item: Reading; now: number }) {
  const intl = useIntl();
  if (item.actualValue === undefined || !item.lastTime) {
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'monitor.noValue' })}</Typography.Text>;
  }
  const value = `${intl.formatNumber(item.actualValue, { maximumFractionDigits: 2 })} ${item.unit}`;
  const stale = staleAgeSeconds(item.lastTime, item.samplePeriod, now);
  if (stale === undefined) return <span>{value}</span>;
  const age = ageInUnit(stale);
  return (
    <span>
      <Typography.Text type="secondary">{value}</Typography.Text>{' '}
      <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
        {intl.formatMessage({ id: 'monitor.stale' }, { age: intl.formatRelativeTime(-age.value, age.unit, { numeric: 'always' }) })}
      </Tag>
    </span>
  );
}
