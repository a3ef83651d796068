import type { ReactNode } from 'react';
import { AntdScope } from './AntdScope';
import { useMenuPageAccess } from '../lib/menu/useMenuPageAccess';
import { ErrorStatusPage } from './ErrorStatusPage';
import { LoadFailure } from './LoadFailure';
import { PageLoading } from './PageLoading';

/**
 * Shows a management page only to a user whose server menu holds its path (spec 6: pages by
 * permission, from the server, never by role name): loading while the menu comes, 403 inside the
 * layout when it does not hold the page, a retry when the menu could not be loaded.
 */
export function MenuPageGate({ path, children }: { path: string; children: ReactNode }) {
  const access = useMenuPageAccess(path);
  if (access.state === 'checking') return <PageLoading />;
  if (access.state === 'denied') return <ErrorStatusPage status="403" />;
  if (access.state === 'failed')
    return (
      <AntdScope>
        <LoadFailure onRetry={access.retry} />
      </AntdScope>
    );
  return children;
}
