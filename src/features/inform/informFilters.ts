import { dateTimeRangeParam, enumParam, textParam } from '../../lib/listPage/urlParams';

/** The notice list's filters in the address: title, time range (timeFrom/timeTo), read status (0/1). */
export const INFORM_FILTERS = { title: textParam, time: dateTimeRangeParam, read: enumParam(['0', '1'] as const) } as const;
