import type { Query } from '@tanstack/react-query';
import { getGetMenuButtonsQueryKey, getGetMenuRoutesQueryKey, getGetTopMenuQueryKey } from '../../../generated/endpoints/menu/menu';
import { getGetDiagnosisReadStatusQueryKey, getGetInformReadStatusQueryKey, getGetRunLogReadStatusQueryKey } from '../../../generated/endpoints/status/status';
import { getGetVersionQueryKey } from '../../../generated/endpoints/system/system';

/**
 * The loads the main layout makes for itself (top menu, the user's menu and buttons, the red marks,
 * the permission checks behind the top bar's icons, the version): they have no page to show their
 * failure, so the top bar offers one retry for all of them (issue 18's chaos crawl: with these failed,
 * the top menu and icons were simply missing, with nothing to bring them back). The company tree has
 * its own retry.
 */
const shellKeys = new Set<unknown>([
  getGetTopMenuQueryKey()[0],
  getGetMenuRoutesQueryKey()[0],
  getGetMenuButtonsQueryKey()[0],
  getGetInformReadStatusQueryKey()[0],
  getGetRunLogReadStatusQueryKey()[0],
  getGetDiagnosisReadStatusQueryKey()[0],
  getGetVersionQueryKey()[0],
  'buttonVerification',
]);

/** A shell load that failed and is still wanted by something on screen. */
export const isFailedShellQuery = (query: Query) => shellKeys.has(query.queryKey[0]) && query.state.status === 'error' && query.getObserversCount() > 0;
