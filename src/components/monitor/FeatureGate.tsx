import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FEATURE_PAGE_PATHS, useFeatureVerdict, type VerifiedFeature } from '../../lib/access/useFeatureVerdict';
import { LoadFailure } from '../LoadFailure';
import { PageLoading } from '../PageLoading';

/**
 * Spec 7: a feature's verification call decides whether its page opens. Until the server has answered,
 * loading (never a flash of the refusal); a refusal says so - 暂无权限 / No Authority (spec 8) - instead
 * of an empty page; a failed check offers a retry. Inside AntdScope.
 */
export function FeatureGate({ feature, children }: { feature: VerifiedFeature; children: ReactNode }) {
  const intl = useIntl();
  const verdict = useFeatureVerdict(feature, FEATURE_PAGE_PATHS[feature]);
  if (verdict.state === 'checking') return <PageLoading label={intl.formatMessage({ id: 'monitor.access.checking' })} />;
  if (verdict.state === 'failed') return <LoadFailure message={intl.formatMessage({ id: 'monitor.access.checkFailed' })} onRetry={verdict.retry} />;
  if (verdict.state === 'denied')
    return (
      <Result
        status="403"
        title={intl.formatMessage({ id: 'monitor.access.noAuthority' })}
        subTitle={intl.formatMessage({ id: `monitor.access.refused.${feature}` })}
      />
    );
  return children;
}
