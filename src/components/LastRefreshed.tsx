import { FormattedMessage, FormattedTime } from 'react-intl';
import styles from './LastRefreshed.module.css';

/**
 * "Last refreshed at 09:41:05" on a live page (CONVENTIONS: always show when the data was fetched),
 * with the refresh period. `at` is react-query's dataUpdatedAt (0 before the first reply).
 */
export function LastRefreshed({ at, periodMs, fetching }: { at: number; periodMs?: number; fetching?: boolean }) {
  if (!at) return null;
  return (
    <span className={styles.text} aria-live="off">
      <FormattedMessage
        id="live.lastRefreshed"
        values={{ time: <FormattedTime value={at} hour="2-digit" minute="2-digit" second="2-digit" hourCycle="h23" />, seconds: periodMs ? Math.round(periodMs / 1000) : 0 }}
      />
      {fetching ? <FormattedMessage id="live.refreshing" /> : null}
    </span>
  );
}
