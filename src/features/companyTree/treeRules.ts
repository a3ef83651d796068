import { can } from '../../lib/access/access';
import type { PermissionSet } from '../../lib/access/access';
import { samePath } from '../../lib/menu/menuTarget';

/** spec 2.2: the only page where the company tree's add/edit/transfer buttons show. */
const DEPARTMENT_PAGE = '/monitor/user/user';
const CARD_PAGE = '/monitor/device/card';
const DEVICE_PAGE = '/monitor/device/device';

export type TreeToolbarAccess = { canAdd: boolean; canEdit: boolean; show: boolean };

/**
 * spec 2.2 / 6: the tree's buttons show on /monitor/user/user only, add with departAdd and edit,
 * delete and transfer with departEdit; with neither the toolbar is not there at all.
 */
export function treeToolbarAccess(pathname: string, permissions: PermissionSet): TreeToolbarAccess {
  const onPage = samePath(pathname) === DEPARTMENT_PAGE;
  const canAdd = onPage && can(permissions, 'departAdd');
  const canEdit = onPage && can(permissions, 'departEdit');
  return { canAdd, canEdit, show: canAdd || canEdit };
}

/**
 * spec 4: on the card or device page, a choice in the tree goes to the card page when the node has
 * children and to the device page when it is a leaf; elsewhere the page stays. Undefined = stay.
 */
export function pageAfterChoice(pathname: string, leaf: boolean): string | undefined {
  const here = samePath(pathname);
  if (here !== CARD_PAGE && here !== DEVICE_PAGE) return undefined;
  const target = leaf ? DEVICE_PAGE : CARD_PAGE;
  return target === here ? undefined : target;
}
