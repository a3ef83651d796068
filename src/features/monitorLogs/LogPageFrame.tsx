import { Card } from 'antd';
import { useId, type ReactNode } from 'react';
import { AntdScope } from '../../app/AntdScope';
import { PageHeading } from '../../components/PageFrame';
import { FeatureGate } from '../../components/monitor/FeatureGate';

/**
 * The frame of the alarm log, the run log and the over-limit detail: a region named by the page's
 * title (the tab has the same name) around what spec 7's alarmLogVerification lets the user see.
 */
export function LogPageFrame({ title, trail = [], extra, children }: { title: string; trail?: string[]; extra?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[...trail, title]} titleId={headingId} />
          {extra}
          <FeatureGate feature="alarmLog">{children}</FeatureGate>
        </section>
      </Card>
    </AntdScope>
  );
}
