import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FEATURE_PAGE_PATHS, useFeatureVerdict, type VerifiedFeature } from '../../lib/access/useFeatureVerdict';
import { PageGate } from '../PageGate';

/**
 * A page behind one of spec 7's feature verifications, through the one page gate: the page's frame,
 * `extra` above the gate, and what the verification lets the user see. A refusal says so - 暂无权限 /
 * No Authority (spec 8) - with what the feature would have shown, instead of an empty page.
 */
export function GatedPageFrame({ feature, title, trail = [], extra, children }: { feature: VerifiedFeature; title: string; trail?: string[]; extra?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  const verdict = useFeatureVerdict(feature, FEATURE_PAGE_PATHS[feature]);
  return (
    <PageGate
      verdict={verdict}
      frame={{ title, trail, extra }}
      checkingLabel={intl.formatMessage({ id: 'monitor.access.checking' })}
      failedMessage={intl.formatMessage({ id: 'monitor.access.checkFailed' })}
      refusal={<Result status="403" title={intl.formatMessage({ id: 'monitor.access.noAuthority' })} subTitle={intl.formatMessage({ id: `monitor.access.refused.${feature}` })} />}
    >
      {children}
    </PageGate>
  );
}
