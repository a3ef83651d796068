import { Checkbox, Empty, Skeleton, Space, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useGetDeviceMonitorItems } from '../../../generated/endpoints/monitor/monitor';
import type { MonitorItem } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { ItemReading } from '../../components/monitor/ItemReading';
import { StateTag } from '../../components/monitor/StateTag';
import { okData } from '../../lib/http/okData';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import styles from './ItemPicker.module.css';

export type ItemPickerProps = {
  /** The company chosen in the left tree (spec 2.2): its devices are offered. */
  deptId?: string;
  companyName?: string;
  deviceId?: string;
  onDevice: (deviceId: string | undefined) => void;
  chosen: readonly string[];
  /** Asks to add (true) or remove (false) an item; the page may refuse a 9th. */
  onToggle: (item: MonitorItem, add: boolean) => void;
};

/** Choose a device of the chosen company, then any of its items (with their state and latest value). */
export function ItemPicker({ deptId, companyName, deviceId, onDevice, chosen, onToggle }: ItemPickerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pickerId = useId();
  const listId = useId();
  const live = useLiveRefresh();
  const items = useGetDeviceMonitorItems(
    { deviceId: deviceId ?? '' },
    { query: { enabled: Boolean(deviceId), select: (reply) => okData(reply).data ?? [], ...live.query } },
  );

  const list = () => {
    if (!deviceId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compare.pickDeviceFirst')} />;
    if (items.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (items.isError) return <LoadFailure message={t('compare.itemsFailed')} error={items.error} onRetry={() => void items.refetch()} />;
    if (items.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noItems')} />;
    const now = items.dataUpdatedAt;
    return (
      <div role="group" aria-labelledby={listId}>
        <Typography.Text type="secondary" id={listId}>
          {t('compare.itemsOf', { device: items.data[0]?.deviceName ?? '' })}
        </Typography.Text>
        {/* A plain list: antd 6.6 deprecates List (a console warning on every render). */}
        <ul className={styles.items}>
          {items.data.map((item) => (
            <li key={item.itemId}>
              <Space wrap size={8}>
                <Checkbox checked={chosen.includes(item.itemId)} onChange={(event) => onToggle(item, event.target.checked)}>
                  {item.name}
                </Checkbox>
                <StateTag state={item.state} />
                <ItemReading item={item} now={now} />
              </Space>
            </li>
          ))}
        </ul>
      </div>
    );
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap align="center">
        <label htmlFor={pickerId}>{t('compare.device')}</label>
        <DeviceSelect id={pickerId} label={t('compare.device')} deptId={deptId} value={deviceId} onChange={onDevice} />
        {companyName || !deptId ? (
          <Typography.Text type="secondary">{companyName ? t('detail.ofCompany', { company: companyName }) : t('compare.allCompanies')}</Typography.Text>
        ) : null}
      </Space>
      {list()}
    </Space>
  );
}
