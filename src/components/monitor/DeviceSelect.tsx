import { Select } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetDepartmentDeviceList } from '../../../generated/endpoints/transfer/transfer';
import { useGetDeviceDetail } from '../../../generated/endpoints/monitor/monitor';
import { okData } from '../../lib/http/okData';
import { optionsState } from '../LoadFailure';

type Common = {
  /** The company subtree the devices come from (the tree's choice); all the user may see when absent. */
  deptId?: string;
  label: string;
  id?: string;
  disabled?: boolean;
};
type Single = Common & { mode?: undefined; value: string | undefined; onChange: (deviceId: string | undefined) => void };
type Multiple = Common & { mode: 'multiple'; value: string[]; onChange: (deviceIds: string[]) => void; max?: number };

type Device = { deviceId: string; deviceName: string; deptName?: string };

/**
 * A device picker over the company's whole device list, spec 7's GET api/device/getDepartmentDeviceList
 * (no paging: every device of the company subtree, searched here by name as the user types; antd's
 * list draws only the options in view). A device chosen earlier (from the address) keeps its name even
 * when it is not in the list (another company's, or removed since).
 */
export function DeviceSelect(props: Single | Multiple) {
  const intl = useIntl();
  const devices = useGetDepartmentDeviceList(props.deptId ? { deptId: props.deptId } : undefined, {
    query: { staleTime: 30_000, select: (reply): Device[] => okData(reply).data ?? [] },
  });
  const single = props.mode === 'multiple' ? undefined : props.value;
  const known = devices.data?.some((d) => d.deviceId === single) ?? false;
  const chosen = useGetDeviceDetail({ id: single ?? '' }, { query: { enabled: Boolean(single) && devices.isSuccess && !known, staleTime: 60_000, select: (reply) => okData(reply).data?.device } });

  const options = useMemo(() => {
    // The company in brackets when the reply names it (deptName is optional in the spec call's reply).
    const option = (d: Device) => ({ value: d.deviceId, label: d.deptName ? intl.formatMessage({ id: 'monitor.deviceOption' }, { device: d.deviceName, company: d.deptName }) : d.deviceName });
    const list = (devices.data ?? []).map(option);
    if (chosen.data && !list.some((o) => o.value === chosen.data!.deviceId)) list.unshift(option(chosen.data));
    return list;
  }, [devices.data, chosen.data, intl]);

  const common = {
    id: props.id,
    'aria-label': props.label,
    showSearch: { optionFilterProp: 'label' },
    allowClear: true,
    disabled: props.disabled,
    loading: devices.isFetching,
    options,
    placeholder: intl.formatMessage({ id: 'monitor.device.placeholder' }),
    notFoundContent: optionsState(devices, intl.formatMessage({ id: 'list.empty' })),
    // A long name (a device named in a 2,000-character string) is cut with an ellipsis, not spilled past its row.
    style: { minWidth: 220, maxWidth: '100%' },
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
      />
    );
  }
  return <Select {...common} value={props.value} onChange={(id: string | undefined) => props.onChange(id ?? undefined)} />;
}
