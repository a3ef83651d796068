import { keepPreviousData } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetDeviceDetail, useGetDevicePage } from '../../../generated/endpoints/monitor/monitor';
import type { MonitorDevice } from '../../../generated/model';
import { okData } from '../../lib/http/okData';

type Common = {
  /** The company subtree the devices come from (the tree's choice); all the user may see when absent. */
  deptId?: string;
  label: string;
  id?: string;
  disabled?: boolean;
};
type Single = Common & { mode?: undefined; value: string | undefined; onChange: (deviceId: string | undefined) => void };
type Multiple = Common & { mode: 'multiple'; value: string[]; onChange: (deviceIds: string[]) => void; max?: number };

const PAGE = 50;

/**
 * A device picker over the device list (getDevicePage): the company's devices, searched on the server
 * by name as the user types. A device chosen earlier (from the address) keeps its name even when it
 * is not among the results shown.
 */
export function DeviceSelect(props: Single | Multiple) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const devices = useGetDevicePage(
    { current: 1, size: PAGE, deptId: props.deptId, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData, staleTime: 30_000, select: (reply): MonitorDevice[] => okData(reply).data?.records ?? [] } },
  );
  const single = props.mode === 'multiple' ? undefined : props.value;
  const known = devices.data?.some((d) => d.deviceId === single) ?? false;
  const chosen = useGetDeviceDetail({ id: single ?? '' }, { query: { enabled: Boolean(single) && devices.isSuccess && !known, staleTime: 60_000, select: (reply) => okData(reply).data?.device } });

  const options = useMemo(() => {
    const option = (d: MonitorDevice) => ({ value: d.deviceId, label: intl.formatMessage({ id: 'monitor.deviceOption' }, { device: d.deviceName, company: d.deptName }) });
    const list = (devices.data ?? []).map(option);
    if (chosen.data && !list.some((o) => o.value === chosen.data!.deviceId)) list.unshift(option(chosen.data));
    return list;
  }, [devices.data, chosen.data, intl]);

  const common = {
    id: props.id,
    'aria-label': props.label,
    showSearch: { filterOption: false, onSearch: setTyped },
    allowClear: true,
    disabled: props.disabled,
    loading: devices.isFetching,
    options,
    placeholder: intl.formatMessage({ id: 'monitor.device.placeholder' }),
    notFoundContent: devices.isError ? intl.formatMessage({ id: 'list.loadFailed' }) : intl.formatMessage({ id: 'list.empty' }),
    style: { minWidth: 220 },
    popupMatchSelectWidth: false,
  } as const;

  if (props.mode === 'multiple') {
    const { max = 200 } = props;
    return (
      <Select
        {...common}
        mode="multiple"
        maxCount={max}
        maxTagCount="responsive"
        value={props.value}
        onChange={(ids: string[]) => props.onChange(ids)}
        onBlur={() => setTyped('')}
      />
    );
  }
  return <Select {...common} value={props.value} onChange={(id: string | undefined) => props.onChange(id ?? undefined)} onClear={() => setTyped('')} />;
}
