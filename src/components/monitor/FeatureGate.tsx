// Spec 7's verification calls on the monitoring pages: what the operator may open, and a word for what
// they may not do there. A refusal is said (spec 8 'No Authority', 暂无权限), never an empty page.
import { StopOutlined } from '@ant-design/icons';
import { Alert, Result } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFeatureVerdict, type VerifiedFeature } from '../../lib/access/useFeatureVerdict';
import { LoadFailure } from '../LoadFailure';
import { PageLoading } from '../PageLoading';

type GateProps = {
  feature: VerifiedFeature;
  /** The page's route path, sent as the verification's value. */
  path: string;
  /** The page's name, for the refusal ("您没有使用“专家系统”的权限"). */
  featureName: string;
  children: ReactNode;
};

/**
 * Renders the page's content only once the feature's verification call has said 成功: loading while it
 * is asked, a retry when the call failed, and a refusal naming the feature when the server said no.
 * The page's heading stays outside, so the tab and the breadcrumb still say where the operator is.
 */
export function FeatureGate({ feature, path, featureName, children }: GateProps) {
  const intl = useIntl();
  const verdict = useFeatureVerdict(feature, path);
  if (verdict.state === 'checking') return <PageLoading label={intl.formatMessage({ id: 'featureAccess.checking' })} />;
  if (verdict.state === 'failed') return <LoadFailure message={intl.formatMessage({ id: 'featureAccess.checkFailed' })} onRetry={verdict.retry} />;
  if (verdict.state === 'denied') {
    return (
      <div role="alert">
        <Result
          icon={<StopOutlined aria-hidden />}
          title={intl.formatMessage({ id: 'featureAccess.noAuthority' })}
          subTitle={intl.formatMessage({ id: 'featureAccess.noAuthority.page' }, { feature: featureName })}
        />
      </div>
    );
  }
  return <>{children}</>;
}

export type GuardedAction = 'add' | 'edit' | 'delete' | 'upload' | 'download';

/**
 * A line over the page naming the actions the server refused (暂无权限：新增、删除), shown once every
 * verdict is in; nothing when everything is allowed. The refused buttons themselves are not drawn.
 */
export function RefusedActionsNote({ refused, settled }: { refused: readonly GuardedAction[]; settled: boolean }) {
  const intl = useIntl();
  if (!settled || refused.length === 0) return null;
  const actions = refused.map((action) => intl.formatMessage({ id: `featureAccess.action.${action}` })).join(intl.formatMessage({ id: 'featureAccess.actionSeparator' }));
  return <Alert type="info" showIcon style={{ marginBottom: 12 }} title={intl.formatMessage({ id: 'featureAccess.refusedActions' }, { actions })} />;
}
