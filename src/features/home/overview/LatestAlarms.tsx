import { Empty } from 'antd';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { AlarmLogEntry } from '../../../../generated/model';
import { LevelTag } from '../../../components/monitor/StateTag';
import { deviceDetailHref } from '../../../lib/monitor/monitorPaths';
import { parseServerTime } from '../../../lib/monitor/monitorTime';
import styles from './OverviewLists.module.css';

/** The newest over-limit events: level, device and item, peak against the crossed value, start, and whether it lasts. */
export function LatestAlarms({ alarms }: { alarms: AlarmLogEntry[] }) {
  const intl = useIntl();
  if (alarms.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'home.latest.empty' })} />;
  return (
    <ul className={styles.list}>
      {alarms.map((alarm) => (
        <li key={alarm.id} className={styles.row}>
          <LevelTag level={alarm.level} />
          <span className={styles.main}>
            <Link to={deviceDetailHref(alarm.deviceId)}>{alarm.deviceName}</Link> · {alarm.itemName}
          </span>
          <span className={styles.value}>
            {intl.formatMessage({ id: 'home.latest.peak' }, { value: intl.formatNumber(alarm.peakValue), threshold: intl.formatNumber(alarm.thresholdValue), unit: alarm.unit })}
          </span>
          <span className={styles.sub}>
            <FormattedDate value={parseServerTime(alarm.startTime)} month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" hourCycle="h23" />
            {' · '}
            {alarm.deptName}
            {' · '}
            {intl.formatMessage({ id: alarm.cleared ? 'home.latest.cleared' : 'home.latest.ongoing' })}
          </span>
        </li>
      ))}
    </ul>
  );
}
