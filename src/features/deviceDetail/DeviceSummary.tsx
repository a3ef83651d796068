import { Descriptions, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { MonitorDeviceDetail } from '../../../generated/model';
import { StateTag } from '../../components/monitor/StateTag';

/** The device and its company (spec 3 device monitoring): what it is, where, its state and its items' counts. */
export function DeviceSummary({ detail }: { detail: MonitorDeviceDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { device, company } = detail;
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
      items={[
        { key: 'name', label: t('detail.deviceName'), children: device.deviceName },
        { key: 'type', label: t('detail.deviceType'), children: device.deviceType ?? none },
        {
          key: 'status',
          label: t('detail.status'),
          children: (
            <Space size={6} wrap>
              <StateTag state={device.status} />
              {device.statusSince ? <Typography.Text type="secondary">{t('detail.since', { time: device.statusSince })}</Typography.Text> : null}
            </Space>
          ),
        },
        { key: 'company', label: t('detail.company'), children: company.fullName ?? company.deptName },
        { key: 'path', label: t('detail.companyPath'), children: company.path.map((level) => level.deptName).join(' / ') },
        { key: 'address', label: t('detail.address'), children: company.address ?? none },
        { key: 'contacts', label: t('detail.contacts'), children: company.contacts ?? none },
        { key: 'phone', label: t('detail.phone'), children: company.phone ?? none },
        {
          key: 'items',
          label: t('detail.itemCount'),
          children: t('detail.itemCounts', { total: device.itemCount, alarm: device.alarmItemCount, warn: device.warnItemCount }),
        },
        { key: 'lastTime', label: t('detail.lastTime'), children: device.lastTime ?? none },
      ]}
    />
  );
}
