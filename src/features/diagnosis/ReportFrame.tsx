import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { AntdScope } from '../../components/AntdScope';
import { HttpError } from '../../lib/http/client';
import { useSessionStore } from '../../stores/session';
import styles from './report.module.css';

/** The id and share code of a public report link (spec 2.1), when both are well formed. */
export function useReportLink(): { id: string; shareCode: string } | undefined {
  const params = new URLSearchParams(useLocation().search);
  const id = params.get('id') ?? '';
  const shareCode = params.get('shareCode') ?? '';
  return /^[0-9]{1,19}$/.test(id) && /^[0-9a-f]{16}$/.test(shareCode) ? { id, shareCode } : undefined;
}

/** Why a report cannot be shown, and the way on: to the console when signed in, else to the login. */
function ReportProblem({ kind, onRetry }: { kind: 'link' | 'refused' | 'signIn' | 'failed'; onRetry?: () => void }) {
  const intl = useIntl();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Result
      className={styles.message}
      status={kind === 'failed' ? 'error' : 'warning'}
      title={t(`report.problem.${kind}`)}
      subTitle={t(`report.problem.${kind}.hint`)}
      extra={[
        ...(onRetry ? [<Button key="retry" onClick={onRetry}>{t('list.retry')}</Button>] : []),
        signedIn ? (
          <Link key="home" to="/wel/index">
            <Button type="primary">{t('report.toConsole')}</Button>
          </Link>
        ) : (
          <Link key="login" to="/login">
            <Button type="primary">{t('report.toLogin')}</Button>
          </Link>
        ),
      ]}
    />
  );
}

type ReportQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data: unknown };

/**
 * The frame of a public report page (/showDiagnose, /deviceOperationReport): a sheet of A4 on screen
 * with a print button, only the sheet on paper. Shown without signing in when the server answers the
 * report's share link so (the contract: client header and share code, no token); otherwise it says why
 * - a malformed link, a refused one (报告不存在或链接已失效), a server that wants a session - and offers
 * the login, or the console to a signed-in user.
 */
export function ReportFrame({ link, query, children }: { link: unknown; query: ReportQuery; children: () => ReactNode }) {
  const intl = useIntl();
  let body: ReactNode;
  if (!link) body = <ReportProblem kind="link" />;
  else if (query.isPending) body = <div className={styles.sheet}><Skeleton active paragraph={{ rows: 12 }} /></div>;
  else if (query.isError) {
    const code = query.error instanceof HttpError ? query.error.code : undefined;
    body =
      code === 401 ? (
        <ReportProblem kind="signIn" />
      ) : code !== undefined && code !== 500 ? (
        <ReportProblem kind="refused" />
      ) : (
        <ReportProblem kind="failed" onRetry={() => void query.refetch()} />
      );
  } else
    body = (
      <>
        <div className={`${styles.screenBar} ${styles.noPrint}`}>
          <span className={styles.muted}>{intl.formatMessage({ id: 'report.printHint' })}</span>
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {intl.formatMessage({ id: 'report.print' })}
          </Button>
        </div>
        <main className={styles.sheet}>{children()}</main>
      </>
    );
  return (
    <AntdScope>
      <div className={styles.page}>{body}</div>
    </AntdScope>
  );
}
