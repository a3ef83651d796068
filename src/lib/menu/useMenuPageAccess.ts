import { findMenuLeaf } from './menuTarget';
import { useUserMenu } from './useUserMenu';

export type MenuPageAccess = { state: 'checking' | 'allowed' | 'denied' | 'failed'; retry: () => void };

/**
 * Spec 6: a management page opens for a user whose server menu holds it (menus are per user
 * from the server), never by role name. While the menu is on its way the page waits; a menu that
 * could not be loaded is a failure to retry, not a refusal.
 */
export function useMenuPageAccess(path: string): MenuPageAccess {
  const menu = useUserMenu();
  const retry = () => void menu.refetch();
  if (menu.isPending) return { state: 'checking', retry };
  if (menu.isError) return { state: 'failed', retry };
  return { state: findMenuLeaf(menu.data, path) ? 'allowed' : 'denied', retry };
}
