import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MonitorDevice } from '../../../generated/model';
import { StateTag } from '../../components/monitor/StateTag';
import type { FilterCodecs, ListPageState } from '../../lib/listPage/useListPage';
import { sortOrderOf } from '../../lib/listPage/useListTable';
import { deviceDetailHref } from '../../lib/monitor/monitorPaths';
import styles from './DeviceListPage.module.css';

const number = (intl: IntlShape, value: number | undefined) => (value === undefined ? '' : intl.formatNumber(value, { maximumFractionDigits: 2 }));

/** The device list's columns: name (a link to the detail), company, state with its word, main value against its limits, items, last value time. */
export function deviceColumns<S extends FilterCodecs>(intl: IntlShape, list: ListPageState<S>): TableColumnsType<MonitorDevice> {
  const t = (id: string) => intl.formatMessage({ id });
  const sortable = (field: string) => ({ sorter: true, sortOrder: sortOrderOf(list, field), showSorterTooltip: false });
  return [
    {
      key: 'deviceName',
      dataIndex: 'deviceName',
      title: t('devices.column.name'),
      ...sortable('deviceName'),
      render: (_: unknown, device) => (
        <div className={styles.nameCell}>
          {/* The link makes the row's detail reachable from the keyboard; a click anywhere on the row opens it too. */}
          <Link to={deviceDetailHref(device.deviceId)} onClick={(event) => event.stopPropagation()}>
            {device.deviceName}
          </Link>
          {device.deviceType && <span className={styles.secondary}>{device.deviceType}</span>}
        </div>
      ),
    },
    {
      key: 'deptName',
      dataIndex: 'deptName',
      title: t('devices.column.company'),
      ...sortable('deptName'),
      render: (_: unknown, device) => <span title={device.deptPath}>{device.deptName}</span>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('devices.column.status'),
      ...sortable('status'),
      render: (_: unknown, device) => (
        <div className={styles.stateCell}>
          <StateTag state={device.status} />
          {device.statusSince && <span className={styles.secondary}>{intl.formatMessage({ id: 'devices.since' }, { time: device.statusSince.slice(5, 16) })}</span>}
        </div>
      ),
    },
    {
      key: 'actualValue',
      dataIndex: 'actualValue',
      title: t('devices.column.value'),
      ...sortable('actualValue'),
      align: 'right',
      render: (_: unknown, device) =>
        device.actualValue === undefined ? (
          <span className={styles.secondary}>{t('devices.noValue')}</span>
        ) : (
          <div className={styles.valueCell}>
            <span className={styles.value}>
              {number(intl, device.actualValue)} {device.unit}
            </span>
            <span className={styles.secondary}>
              {intl.formatMessage({ id: 'devices.limits' }, { warn: number(intl, device.warnValue), alarm: number(intl, device.alarmValue) })}
              {device.frequencyBand ? ` · ${device.frequencyBand}` : ''}
            </span>
          </div>
        ),
    },
    {
      key: 'items',
      title: t('devices.column.items'),
      render: (_: unknown, device) => intl.formatMessage({ id: 'devices.itemCounts' }, { total: device.itemCount, alarm: device.alarmItemCount, warn: device.warnItemCount }),
    },
    {
      key: 'lastTime',
      dataIndex: 'lastTime',
      title: t('devices.column.lastTime'),
      ...sortable('lastTime'),
      render: (_: unknown, device) => device.lastTime ?? <span className={styles.secondary}>{t('devices.neverReported')}</span>,
    },
  ];
}
