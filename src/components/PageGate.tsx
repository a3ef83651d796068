import { Card } from 'antd';
import { useId, type ReactNode } from 'react';
import type { ButtonVerdict } from '../lib/access/useButtonVerdict';
import { AntdScope } from './AntdScope';
import { ErrorStatusPage } from './ErrorStatusPage';
import { LoadFailure } from './LoadFailure';
import { PageHeading } from './PageFrame';
import { PageLoading } from './PageLoading';

/** The page's frame: a card with a region named by the page's title (the tab has the same name). */
type GatedFrame = { title: string; trail?: string[]; extra?: ReactNode };

type PageGateProps = {
  /** What the server says of this user and this page: a menu, a button or a feature verification. */
  verdict: ButtonVerdict;
  /** Given, the gate's states show inside the page's frame, under its heading (and `extra`). */
  frame?: GatedFrame;
  /** What a refusal shows; by default the in-layout 403 with the way home. */
  refusal?: ReactNode;
  checkingLabel?: string;
  failedMessage?: string;
  children: ReactNode;
};

/**
 * The one gate every page behind a permission goes through (spec 6 and 7: pages by permission, from the
 * server, never by role name). Until the server has answered, loading - never a flash of the refusal; a
 * refusal inside the layout; a check that failed offers a retry, it is not a refusal.
 */
export function PageGate({ verdict, frame, refusal, checkingLabel, failedMessage, children }: PageGateProps) {
  const headingId = useId();
  const gated =
    verdict.state === 'allowed' ? (
      children
    ) : verdict.state === 'checking' ? (
      <PageLoading label={checkingLabel} />
    ) : verdict.state === 'failed' ? (
      <LoadFailure message={failedMessage} onRetry={verdict.retry} />
    ) : (
      (refusal ?? <ErrorStatusPage status="403" />)
    );
  if (!frame) return <AntdScope>{gated}</AntdScope>;
  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[...(frame.trail ?? []), frame.title]} titleId={headingId} />
          {frame.extra}
          {gated}
        </section>
      </Card>
    </AntdScope>
  );
}
