import type { MonitorState } from '../../../generated/model';

// The monitoring pages' addresses and the query keys they share, so a link from one page (a home
// figure, a card) opens the other already filtered (counts open the filtered device list).

const DEVICE_LIST_PATH = '/monitor/device/device';
const DEVICE_CARD_PATH = '/monitor/device/card';
const DEVICE_DETAIL_PATH = '/monitor/device/detail';

/** The company a monitoring page shows (spec 2.2), in its address so a shared link shows the same view. */
export const COMPANY_PARAM = 'dept';
/** The device the detail page shows. */
const DEVICE_PARAM = 'deviceId';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The device list of a company's subtree, filtered by a state. */
export const deviceListHref = ({ deptId, status }: { deptId?: string; status?: MonitorState }) =>
  withQuery(DEVICE_LIST_PATH, { [COMPANY_PARAM]: deptId, status });

/** The monitoring cards of a company's subtree, filtered by a state. */
export const deviceCardHref = ({ deptId, status }: { deptId?: string; status?: MonitorState }) =>
  withQuery(DEVICE_CARD_PATH, { [COMPANY_PARAM]: deptId, status });

/** The detail page of one device. */
export const deviceDetailHref = (deviceId: string) => withQuery(DEVICE_DETAIL_PATH, { [DEVICE_PARAM]: deviceId });
