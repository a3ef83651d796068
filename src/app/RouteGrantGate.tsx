import type { ReactNode } from 'react';
import { PageGate } from '../components/PageGate';
import { useMenuPageAccess } from '../lib/menu/useMenuPageAccess';

/**
 * spec 6: a route of the console opens for a user whose server menu holds it; for anyone else it is the
 * in-layout 403 with the way home (PageGate's refusal), never the 404 of an unknown path. While the menu
 * is on its way the gate waits; a menu that could not be loaded offers a retry.
 */
export function MenuGrantGate({ path, children }: { path: string; children: ReactNode }) {
  return <PageGate verdict={useMenuPageAccess(path)}>{children}</PageGate>;
}
