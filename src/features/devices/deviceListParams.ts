import { enumParam, intParam, textParam } from '../../lib/listPage/urlParams';
import { STATE_ORDER } from '../../lib/monitor/states';

/** The device list's filters as they read in its address (status, keyword, industry). */
export const deviceListFilters = {
  status: enumParam(STATE_ORDER),
  keyword: textParam,
  industry: intParam(1, 9999),
};

/** The columns the server sorts by (the contract's DeviceAscs/DeviceDescs). */
export const DEVICE_SORTABLE = ['deviceName', 'deptName', 'status', 'lastTime', 'actualValue'] as const;

export const DEVICE_PAGE_SIZES = [20, 50, 100] as const;
