import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DeviceCard as DeviceCardData, MonitorItem } from '../../../../generated/model';
import { ItemValueBar } from '../../../components/monitor/ItemValueBar';
import { StateTag } from '../../../components/monitor/StateTag';
import { deviceDetailHref } from '../../../lib/monitor/monitorPaths';
import { ageInUnit, staleAgeSeconds } from '../../../lib/monitor/monitorTime';
import styles from './DeviceCard.module.css';

const number = (n: number) => Number(n.toFixed(2));

/** One item: name and band, state, the value against warn and alarm (a bar and the numbers), its time or, when stale, its age. */
function ItemLine({ item, now }: { item: MonitorItem; now: number }) {
  const intl = useIntl();
  const staleFor = staleAgeSeconds(item.lastTime, item.samplePeriod, now);
  const age = staleFor === undefined ? undefined : ageInUnit(staleFor);
  const value = item.actualValue === undefined ? intl.formatMessage({ id: 'devices.noValue' }) : `${intl.formatNumber(number(item.actualValue))} ${item.unit}`;
  return (
    <li className={styles.item}>
      <span className={styles.itemName} title={item.name}>
        {item.name}
        {item.frequencyBand && <span className={styles.band}>{item.frequencyBand}</span>}
      </span>
      <StateTag state={item.state} />
      <ItemValueBar className={styles.barCell} value={item.actualValue} warnValue={item.warnValue} alarmValue={item.alarmValue} state={item.state} stale={staleFor !== undefined} />
      <span className={styles.detail}>
        <span className={staleFor === undefined ? styles.value : `${styles.value} ${styles.stale}`}>{value}</span>
        <span>{intl.formatMessage({ id: 'devices.limits' }, { warn: intl.formatNumber(item.warnValue), alarm: intl.formatNumber(item.alarmValue) })}</span>
        <span>
          {age
            ? intl.formatMessage({ id: 'devices.card.stale' }, { age: intl.formatRelativeTime(-age.value, age.unit, { numeric: 'always' }) })
            : (item.lastTime?.slice(11) ?? '')}
        </span>
      </span>
    </li>
  );
}

/**
 * A monitoring card: the device with its state in words and colour, its company, and every
 * item - actual value against warn and alarm value, frequency band, state, last time - worst first
 * (the server's order). The name opens the device's detail. `position` and `setSize` place it in the feed.
 */
export const DeviceCard = memo(function DeviceCard({ device, now, position, setSize }: { device: DeviceCardData; now: number; position: number; setSize: number }) {
  const intl = useIntl();
  const headingId = `card-${device.deviceId}`;
  return (
    <article className={styles.card} data-state={device.status} aria-labelledby={headingId} aria-posinset={position} aria-setsize={setSize}>
      <div className={styles.head}>
        <h3 className={styles.name} id={headingId}>
          <Link to={deviceDetailHref(device.deviceId)}>{device.deviceName}</Link>
        </h3>
        <StateTag state={device.status} />
      </div>
      <p className={styles.meta}>
        {device.deptName}
        {device.deviceType ? ` · ${device.deviceType}` : ''}
      </p>
      {device.items.length ? (
        <ul className={styles.items} aria-label={intl.formatMessage({ id: 'devices.card.items' }, { device: device.deviceName })}>
          {device.items.map((item) => (
            <ItemLine key={item.itemId} item={item} now={now} />
          ))}
        </ul>
      ) : (
        <p className={styles.noItems}>{intl.formatMessage({ id: 'devices.card.noItems' })}</p>
      )}
    </article>
  );
});
