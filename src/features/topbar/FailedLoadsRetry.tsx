import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { isFailedLoad } from './failedLoads';
import styles from './TopBar.module.css';

/**
 * Said in the top bar while any load on screen has failed (spec 8: the reason was toasted by the http
 * client), with one retry that asks every failed one again. Nothing shows while all is well.
 */
export function FailedLoadsRetry() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  // A string snapshot: stable while the same loads are failing.
  const failed = useSyncExternalStore(subscribe, () => cache.findAll({ predicate: isFailedLoad }).map((q) => q.queryHash).join('\n'));
  if (!failed) return null;
  const retry = () => void queryClient.refetchQueries({ predicate: isFailedLoad });
  return (
    <span className={styles.failedLoads} role="alert">
      <ExclamationCircleOutlined aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'topbar.failedLoads' })}</span>
      <Button size="small" onClick={retry}>
        {intl.formatMessage({ id: 'topbar.failedLoads.retry' })}
      </Button>
    </span>
  );
}
