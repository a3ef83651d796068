import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';

/**
 * A failed load said in the page, with a way to try again (the http client has already toasted the
 * server's reason, spec 8). For pages inside AntdScope.
 */
export function LoadFailure({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message ?? intl.formatMessage({ id: 'list.loadFailed' })}
      action={
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'list.retry' })}
        </Button>
      }
    />
  );
}
