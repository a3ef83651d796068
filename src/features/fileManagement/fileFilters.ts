import { textParam } from '../../lib/listPage/urlParams';

/** The page's route path (its fileVerification value, spec 7); its actions' paths are below it. */
export const FILE_PAGE_PATH = '/monitor/file/index';

/** spec 9: 10 files a page, as the software list. */
export const FILE_PAGE_SIZE = 10;

/** The filters of file/list, in the address as ?name=…&tab=…. */
export const FILE_FILTERS = { name: textParam, tab: textParam };
