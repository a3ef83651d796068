import { intParam, textParam } from '../../lib/listPage/urlParams';

// The expert system's address. Stable, because other pages link into it - the over-limit
// detail (/monitor/warn/warnDetail) opens the entries matching an event:
//   /monitor/expert/index?keyword=<fault words>&itemType=<monitorItemType dictKey>&deviceType=<kind of machine>
//   /monitor/expert/index?entry=<id>   opens one entry's detail (with any of the filters above)

export const EXPERT_PAGE_PATH = '/monitor/expert/index';

/** The list's filters: getExpertPage's keyword, itemType and deviceType. */
export const EXPERT_FILTERS = {
  keyword: textParam,
  itemType: intParam(1, 99),
  deviceType: textParam,
};

/** The entry whose detail is open (not a filter: opening it keeps the list's page). */
export const ENTRY_PARAM = 'entry';
