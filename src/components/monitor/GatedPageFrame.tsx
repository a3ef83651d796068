import { Card } from 'antd';
import { useId, type ReactNode } from 'react';
import { AntdScope } from '../AntdScope';
import type { VerifiedFeature } from '../../lib/access/useFeatureVerdict';
import { PageHeading } from '../PageFrame';
import { FeatureGate } from './FeatureGate';

/**
 * The frame of a page behind one of spec 7's feature verifications: a region named by the page's title
 * (the tab has the same name), `extra` above the gate, and what the verification lets the user see.
 */
export function GatedPageFrame({ feature, title, trail = [], extra, children }: { feature: VerifiedFeature; title: string; trail?: string[]; extra?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[...trail, title]} titleId={headingId} />
          {extra}
          <FeatureGate feature={feature}>{children}</FeatureGate>
        </section>
      </Card>
    </AntdScope>
  );
}
