import type { Query } from '@tanstack/react-query';
import { HttpError } from '../../lib/http/client';

/**
 * A load that failed and is still wanted by something on screen: an enabled query with an observer
 * (a page hidden in a tab has none: its effects are torn down), not refused silently by a whitelisted
 * code (spec 8). the chaos crawl found such loads with nothing to say so or bring them back: the
 * top menu and the top bar's icons, the labels of a dictionary behind a select, a settings page's
 * industry part. Pages show their main load's failure themselves (LoadFailure); this is the net under
 * everything else.
 */
export function isFailedLoad(query: Query): boolean {
  if (query.state.status !== 'error' || query.getObserversCount() === 0 || query.isDisabled()) return false;
  const error = query.state.error;
  return !(error instanceof HttpError && error.silent);
}
