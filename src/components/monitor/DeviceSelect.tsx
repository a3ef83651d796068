import { keepPreviousData } from '@tanstack/react-query';
import { Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetDevicePage } from '../../../generated/endpoints/monitor/monitor';
import type { MonitorDevice } from '../../../generated/model';
import { okData } from '../../lib/http/okData';
import { MonitorStateTag } from './MonitorStateTag';

/** Devices offered per search: the picker searches on the server, it does not page. */
const OFFERED = 50;

export type DeviceSelectProps = {
  /** The company subtree chosen in the left tree (spec 2.2); none: every device the user may see. */
  deptId?: string;
  value?: string;
  /** The chosen device's name, for when it is not among the devices found (another company, a search). */
  valueLabel?: string;
  onChange: (device: MonitorDevice) => void;
  label: string;
  id?: string;
};

/**
 * A device of the chosen company, searched by name on the server (getDevicePage keyword), with its state
 * and company in each option.
 */
export function DeviceSelect({ deptId, value, valueLabel, onChange, label, id }: DeviceSelectProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // A search per pause in typing, not per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const devices = useGetDevicePage<MonitorDevice[]>(
    { current: 1, size: OFFERED, ...(deptId ? { deptId } : {}), ...(keyword ? { keyword } : {}) },
    { query: { select: (reply) => okData(reply).data?.records ?? [], placeholderData: keepPreviousData, staleTime: 30_000 } },
  );
  const records = devices.data ?? [];
  const known = records.some((d) => d.deviceId === value);
  const options = [
    ...(value && !known && valueLabel ? [{ value, label: valueLabel, device: undefined }] : []),
    ...records.map((device) => ({ value: device.deviceId, label: device.deviceName, device })),
  ];
  return (
    <Select
      id={id}
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={label}
      loading={devices.isFetching}
      style={{ minWidth: 280 }}
      notFoundContent={
        devices.isError
          ? intl.formatMessage({ id: 'list.loadFailed' })
          : devices.isPending
            ? intl.formatMessage({ id: 'monitor.loading' })
            : intl.formatMessage({ id: 'list.empty' })
      }
      options={options}
      optionRender={(option) => {
        const device = option.data.device;
        if (!device) return option.label;
        return (
          <Space size={6}>
            <span>{device.deviceName}</span>
            <MonitorStateTag state={device.status} />
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
              {device.deptName}
            </Typography.Text>
          </Space>
        );
      }}
      onChange={(deviceId) => {
        const device = records.find((d) => d.deviceId === deviceId);
        if (device) onChange(device);
      }}
    />
  );
}
