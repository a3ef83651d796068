// The one verification rule of the mock server (spec 6, 7), shared by verifyButton and the handlers
// that refuse a caller without the button (upload, remove, data screen); and the login permission the
// sign-in checks.
import { db } from '../world/db';
import { API_SCOPES, grantedValues, LOGIN_SCOPE_ID } from '../world/scopes';
import type { MockUser } from '../world/types';
import { fail, userOf } from './kit';
import { grantedMenus, grantOfRole, loginScopeIdsOf } from '../world/grants';

/** The verification paths the role's permission configuration (role/grant apiScopeIds) grants. */
export const roleApiPaths = (user: MockUser): string[] => grantedValues(API_SCOPES, grantOfRole(user.roleId)?.apiScopeIds ?? []);

/**
 * Allowed when the role's grant holds a menu or button whose path or code is `value`, the role's
 * permission configuration (apiScope) holds the path, or the user's permission configuration lists it
 * (UserConfig.permissionPaths). The seeded configurations agree with the grants, so the operator (whose
 * role lacks /monitor/top/upload and /monitor/top/screen) is refused.
 */
export function allows(user: MockUser, value: string): boolean {
  const configured = db.world.userConfigs.find((c) => c.userId === user.id)?.permissionPaths ?? [];
  return configured.includes(value) || roleApiPaths(user).includes(value) || grantedMenus(user).some((m) => m.path === value || m.code === value);
}

/** BladeX-style refusal of a sign-in without login permission. */
export const NO_LOGIN_PERMISSION = '当前账号无登录权限';

/**
 * Spec 6 login permission: both the role (its login grant) and the user's own configuration
 * (UserConfig.loginPermission) must allow it; either one can take it away.
 */
export function mayLogIn(user: MockUser): boolean {
  const config = db.world.userConfigs.find((c) => c.userId === user.id);
  return config?.loginPermission !== false && loginScopeIdsOf(user.roleId).includes(LOGIN_SCOPE_ID);
}

/** The refusal wording of the contract's verification examples ('No Authority'). */
export const noAuthority = () => fail('暂无权限');

/** A change needs the page's button code; without it, BladeX's 暂无权限 (undefined: allowed). */
export const refusedWithout = (request: Request, code: string) => (allows(userOf(request), code) ? undefined : noAuthority());
