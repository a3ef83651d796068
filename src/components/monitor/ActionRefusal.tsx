import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';
import type { ButtonVerdict } from '../../lib/access/useButtonVerdict';

/**
 * Where a feature's action would be, for a user its verification refuses (spec 7): the refusal in
 * words - 暂无权限 / No Authority and what it withholds - rather than a button that silently is not
 * there. A failed check offers a retry; nothing shows while it is pending or when allowed.
 */
export function ActionRefusal({ verdict, what }: { verdict: ButtonVerdict; what: string }) {
  const intl = useIntl();
  if (verdict.state === 'denied')
    return <Alert type="warning" showIcon title={intl.formatMessage({ id: 'monitor.access.noAuthority' })} description={what} style={{ marginBottom: 12 }} />;
  if (verdict.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={intl.formatMessage({ id: 'monitor.access.checkFailed' })}
        action={
          <Button size="small" onClick={verdict.retry}>
            {intl.formatMessage({ id: 'list.retry' })}
          </Button>
        }
        style={{ marginBottom: 12 }}
      />
    );
  return null;
}
