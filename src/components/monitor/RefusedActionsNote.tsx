import { Alert } from 'antd';
import { useIntl } from 'react-intl';

export type GuardedAction = 'add' | 'edit' | 'delete' | 'upload' | 'download';

/**
 * Spec 7 on a page whose actions are granted one by one: a line naming the actions the verification
 * refused (暂无权限：新增、删除 / No Authority: add, delete), once every verdict is in; nothing when all
 * are allowed. The refused buttons themselves are not drawn, so the refusal is said here instead of a
 * button that silently is not there.
 */
export function RefusedActionsNote({ refused, settled }: { refused: readonly GuardedAction[]; settled: boolean }) {
  const intl = useIntl();
  if (!settled || refused.length === 0) return null;
  const actions = refused.map((action) => intl.formatMessage({ id: `featureAccess.action.${action}` })).join(intl.formatMessage({ id: 'featureAccess.actionSeparator' }));
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={intl.formatMessage({ id: 'featureAccess.refusedActions' }, { noAuthority: intl.formatMessage({ id: 'monitor.access.noAuthority' }), actions })}
    />
  );
}
