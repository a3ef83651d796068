// The seeded world of BladeX wire: the same world, plus the data that makes BladeX's wire facts show
// (stock BladeX's demo admin phone, a user with two roles and two departments, optional values left
// empty). The default wire's world is untouched.
import SparkMD5 from 'spark-md5';
import { ID_RANGES, newIdFrom } from '../../world/seedKit';
import type { MockUser, World } from '../../world/types';

/** BladeX's seed SQL gives its admin this phone: 12 digits, which the console's phone rule refuses. */
export const STOCK_ADMIN_PHONE = '123333333333';
/** The account that holds two roles and belongs to two departments (comma-joined, as BladeX stores them). */
export const TWO_ROLE_ACCOUNT = 'dualrole';
export const TWO_ROLE_PASSWORD = 'Demo1234';

/** A stored record whose optional values are missing (null in the database). */
function withNulls<T extends object>(record: T, keys: (keyof T)[]): T {
  return Object.assign(record, Object.fromEntries(keys.map((key) => [key, null])));
}

function twoRoleUser(world: World): MockUser | undefined {
  const roles = world.roles.filter((r) => r.roleAlias !== 'administrator').slice(0, 2);
  const departments = world.departments.slice(1, 3);
  if (roles.length < 2 || departments.length < 2) return undefined;
  return {
    id: newIdFrom(ID_RANGES.user + 900),
    tenantId: '000000',
    account: TWO_ROLE_ACCOUNT,
    passwordMd5: SparkMD5.hash(TWO_ROLE_PASSWORD),
    realName: '双岗值班员',
    nickName: '双岗值班员',
    avatar: '',
    roleId: roles.map((r) => r.id).join(','),
    roleName: roles.map((r) => r.roleName).join(','),
    deptId: departments.map((d) => d.id).join(','),
    deptName: departments.map((d) => d.deptName).join(','),
    email: `${TWO_ROLE_ACCOUNT}@shenergy.com.cn`,
    phone: '13700137000',
    status: 1,
    remark: '兼任两个岗位、两家企业',
    createTime: '2026-02-01 08:00:00',
  };
}

export function bladexWorld(world: World): World {
  const admin = world.users.find((u) => u.account === 'admin');
  if (admin) admin.phone = STOCK_ADMIN_PHONE;
  const dual = twoRoleUser(world);
  if (dual) world.users.push(dual);
  // BladeX drops a user's validity dates (not User fields) and leaves a menu's alias or icon unset.
  const staff = world.users.find((u) => u.account !== 'admin' && u.account !== 'operator' && u.account !== TWO_ROLE_ACCOUNT);
  if (staff) withNulls(staff, ['startDate', 'endDate']);
  const menu = world.menus.find((m) => m.category === 1 && m.parentId !== '0');
  if (menu) withNulls(menu, ['alias']);
  const button = world.menus.find((m) => m.category === 2);
  if (button) withNulls(button, ['source']);
  return { ...world, wire: 'bladex' };
}
