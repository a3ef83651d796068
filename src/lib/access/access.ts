import type { Menu } from '../../../generated/model';

/**
 * spec 6: the permission codes the console asks about (from the permission call, getMenuButtons).
 * Company tree: departAdd is the add button; departEdit is edit, delete and transfer.
 */
export type PermissionCode =
  | 'departAdd'
  | 'departEdit'
  // User management: add, edit, remove, reset password, platform configuration, role grant.
  | 'user_add'
  | 'user_edit'
  | 'user_delete'
  | 'user_reset'
  | 'user_config'
  | 'user_grant'
  // Role management: add, edit, remove, grant.
  | 'role_add'
  | 'role_edit'
  | 'role_delete'
  | 'role_grant'
  // Dictionaries (both layouts), menus, notices (and their push), big-screen settings.
  | 'dict_add'
  | 'dict_edit'
  | 'dict_delete'
  | 'menu_add'
  | 'menu_edit'
  | 'menu_delete'
  | 'inform_add'
  | 'inform_edit'
  | 'inform_delete'
  | 'inform_send'
  | 'configuration_submit';

/** spec 3 (session): the permission set, every code the server granted mapped to true. */
export type PermissionSet = Readonly<Record<string, true>>;

export const NO_PERMISSIONS: PermissionSet = Object.freeze({});

/**
 * spec 6: the server sends menus with their buttons as children; every code anywhere in the tree is
 * granted (as Saber's permission set). Blank codes and unreadable entries grant nothing.
 */
export function collectPermissions(menus: readonly Menu[] | null | undefined): PermissionSet {
  const granted: Record<string, true> = {};
  const walk = (items: readonly Menu[]) => {
    for (const item of items) {
      const code = typeof item?.code === 'string' ? item.code.trim() : '';
      if (code) granted[code] = true;
      if (Array.isArray(item?.children)) walk(item.children);
    }
  };
  if (Array.isArray(menus)) walk(menus);
  return Object.freeze(granted);
}

/** Whether the permission set grants `code`; the one question components ask (CONVENTIONS: permissions are data). */
export function can(permissions: PermissionSet | undefined, code: PermissionCode): boolean {
  return permissions !== undefined && Object.prototype.hasOwnProperty.call(permissions, code) && permissions[code] === true;
}

/** spec 7 (buttonVerification, spec 6's button permissions by path): a reply msg of 成功 means allowed. */
export const isButtonAllowedMsg = (msg: string | undefined): boolean => msg === '成功';
