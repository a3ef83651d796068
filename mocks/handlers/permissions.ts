// The one verification rule of the mock server (spec 6, 7), shared by verifyButton and the handlers
// that refuse a caller without the button (upload, remove, data screen).
import { db } from '../world/db';
import type { MockUser } from '../world/types';
import { fail } from './kit';
import { grantedMenus } from './system';

/**
 * Allowed when the role's grant holds a menu or button whose path or code is `value`, or the user's
 * permission configuration lists the path (UserConfig.permissionPaths). The seeded configurations
 * agree with the grants, so the operator (whose role lacks /monitor/top/upload and /monitor/top/screen)
 * is refused.
 */
export function allows(user: MockUser, value: string): boolean {
  const configured = db.world.userConfigs.find((c) => c.userId === user.id)?.permissionPaths ?? [];
  return configured.includes(value) || grantedMenus(user).some((m) => m.path === value || m.code === value);
}

/** The refusal wording of the contract's verification examples ('No Authority'). */
export const noAuthority = () => fail('暂无权限');
