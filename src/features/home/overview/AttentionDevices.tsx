import { Empty } from 'antd';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MonitorDevice } from '../../../../generated/model';
import { StateTag } from '../../../components/monitor/StateTag';
import { deviceDetailHref } from '../../../lib/monitor/monitorPaths';
import { parseServerTime } from '../../../lib/monitor/monitorTime';
import styles from './OverviewLists.module.css';

/** Devices in alarm, warn or offline (worst first): state, name, company, main value and since when. */
export function AttentionDevices({ devices }: { devices: MonitorDevice[] }) {
  const intl = useIntl();
  if (devices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'home.attention.empty' })} />;
  return (
    <ul className={styles.list}>
      {devices.map((device) => (
        <li key={device.deviceId} className={styles.row}>
          <StateTag state={device.status} />
          <span className={styles.main}>
            <Link to={deviceDetailHref(device.deviceId)}>{device.deviceName}</Link>
          </span>
          <span className={styles.value}>{device.actualValue === undefined ? '' : `${intl.formatNumber(device.actualValue)} ${device.unit ?? ''}`}</span>
          <span className={styles.sub}>
            {device.deptName}
            {device.statusSince && (
              <>
                {' · '}
                {intl.formatMessage(
                  { id: 'home.attention.since' },
                  { time: <FormattedDate key="t" value={parseServerTime(device.statusSince)} month="2-digit" day="2-digit" hour="2-digit" minute="2-digit" hourCycle="h23" /> },
                )}
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
