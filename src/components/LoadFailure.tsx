import { CloseCircleFilled, StopOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isRefusal } from '../lib/http/client';
import styles from './LoadFailure.module.css';

/**
 * A failed load said in the page, with a way to try again (the http client has already toasted the
 * server's reason, spec 8). For pages inside AntdScope. Drawn like antd's error Alert without it: the
 * home page shows this within the /wel/index size budget. Given the load's `error`, a refusal of the
 * signed-in user (a role guard's 401 while the session is valid) says 暂无权限 / No Authority instead,
 * without a retry that could only be refused again.
 */
export function LoadFailure({ message, onRetry, error }: { message?: string; onRetry: () => void; error?: unknown }) {
  const intl = useIntl();
  if (isRefusal(error)) {
    return (
      <div role="alert" className={`${styles.failure} ${styles.refused}`}>
        <StopOutlined className={styles.icon} aria-hidden />
        <span className={styles.message}>{intl.formatMessage({ id: 'list.noAuthority' })}</span>
      </div>
    );
  }
  return (
    <div role="alert" className={styles.failure}>
      <CloseCircleFilled className={styles.icon} aria-hidden />
      <span className={styles.message}>{message ?? intl.formatMessage({ id: 'list.loadFailed' })}</span>
      <Button size="small" onClick={onRetry}>
        {intl.formatMessage({ id: 'list.retry' })}
      </Button>
    </div>
  );
}

/** What a select needs of the query behind its options. */
type OptionsQuery = { isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };

/**
 * A select's `notFoundContent` over loaded options: a spinner while they load, the failed load with a
 * retry in the dropdown (not "no options": empty is not an error), else `empty` (antd's own when left out).
 */
export function optionsState(query: OptionsQuery, empty?: ReactNode, failed?: string): ReactNode {
  if (query.isError && !query.isFetching) return <LoadFailure message={failed} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isFetching) return <Spin size="small" />;
  return empty;
}
