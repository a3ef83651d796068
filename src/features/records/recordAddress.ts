import { RecordType } from '../../../generated/model';
import { dateTimeRangeParam, enumParam, idParam, textParam } from '../../lib/listPage/urlParams';

// The archive records' address: the company comes from the tree through ?dept= (useCompanyScope),
// the list's filters are below, and ?record=<id> opens one record's detail.

export const RECORD_PAGE_PATH = '/monitor/record/index';

/** getRecordPage's filters: kind, one device, a range of record times (rangeFrom / rangeTo), words. */
export const RECORD_FILTERS = {
  type: enumParam(Object.values(RecordType)),
  device: idParam,
  range: dateTimeRangeParam,
  keyword: textParam,
};

/** The record whose detail is open (not a filter: opening it keeps the list's page). */
export const RECORD_PARAM = 'record';
