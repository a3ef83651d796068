// What each role was granted, read from the world: shared by the handlers of roles, users, departments and
// permissions (apart from them, so the permission check and the role handlers do not import each other).
import { db } from './db';
import { DEFAULT_LOGIN_SCOPE_IDS, DEFAULT_MESSAGE_SCOPE_IDS } from './scopes';
import type { MockMenu, MockUser, RoleGrant } from './types';

/** What a role was granted (role/grant); undefined for a role never granted anything. */
export const grantOfRole = (roleId: string): RoleGrant | undefined => db.world.roleGrants.find((g) => g.roleId === roleId);

/** The menus and buttons the user's role is granted (role/grant). */
export function grantedMenus(user: MockUser): MockMenu[] {
  const granted = new Set(grantOfRole(user.roleId)?.menuIds ?? []);
  return db.world.menus.filter((m) => granted.has(m.id));
}

/** The role's login permission and subscriptions: its own choice once a grant made one, else the defaults. */
export const loginScopeIdsOf = (roleId: string) => grantOfRole(roleId)?.loginScopeIds ?? [...DEFAULT_LOGIN_SCOPE_IDS];
export const messageScopeIdsOf = (roleId: string) => grantOfRole(roleId)?.messageScopeIds ?? [...DEFAULT_MESSAGE_SCOPE_IDS];
