// What each role was granted, read from the world: shared by the handlers of roles, users, departments and
// permissions (apart from them, so the permission check and the role handlers do not import each other).
import { db } from './db';
import { DEFAULT_LOGIN_SCOPE_IDS, DEFAULT_MESSAGE_SCOPE_IDS } from './scopes';
import type { MockMenu, MockUser, RoleGrant } from './types';

/** What a role was granted (role/grant); undefined for a role never granted anything. */
export const grantOfRole = (roleId: string): RoleGrant | undefined => db.world.roleGrants.find((g) => g.roleId === roleId);

/** A user's roles: BladeX keeps them comma-joined in one String column (User.roleId "id1,id2"). */
export const roleIdsOf = (user: Pick<MockUser, 'roleId'>): string[] => (user.roleId ?? '').split(',').filter(Boolean);

/** The role aliases a user holds (what BladeX's role guards and the token's role_name go by). */
export const roleAliasesOf = (user: Pick<MockUser, 'roleId'>): string[] =>
  roleIdsOf(user).flatMap((id) => db.world.roles.find((r) => r.id === id)?.roleAlias ?? []);

/** The menus and buttons the user's roles are granted (role/grant). */
export function grantedMenus(user: MockUser): MockMenu[] {
  const granted = new Set(roleIdsOf(user).flatMap((id) => grantOfRole(id)?.menuIds ?? []));
  return db.world.menus.filter((m) => granted.has(m.id));
}

/** The role's login permission and subscriptions: its own choice once a grant made one, else the defaults. */
export const loginScopeIdsOf = (roleId: string) => grantOfRole(roleId)?.loginScopeIds ?? [...DEFAULT_LOGIN_SCOPE_IDS];
export const messageScopeIdsOf = (roleId: string) => grantOfRole(roleId)?.messageScopeIds ?? [...DEFAULT_MESSAGE_SCOPE_IDS];
