// The seeded accounts: the fixed admin and operator, a few staff per company, and each user's settings.
import type { Faker } from '@faker-js/faker';
import SparkMD5 from 'spark-md5';
import type { UserConfig, UserConfigMessageSubscriptionsItem } from '../../generated/model';
import type { MockDepartment, MockMenu, MockRole, MockUser, RoleGrant } from './types';
import { ADMIN_ID, DAY, OPERATOR_ID, mobile, pastTime, times, type Seeder } from './seedKit';


/** Common surnames with their pinyin, so accounts read like real ones (faker has no transliteration). */
const SURNAMES: [string, string][] = [
  ['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['黄', 'huang'],
  ['赵', 'zhao'], ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'], ['马', 'ma'], ['朱', 'zhu'],
  ['胡', 'hu'], ['郭', 'guo'], ['何', 'he'], ['林', 'lin'], ['罗', 'luo'], ['高', 'gao'],
];

/** Password of the seeded users other than admin and operator. */
const DEMO_PASSWORD = 'Demo1234';
/** The group's mail domain, as in the contract's examples. */
const EMAIL_DOMAIN = 'shenergy.com.cn';

/** The company data a user's profile shows (spec 3 profile form). */
const companyOf = (dept: MockDepartment) => ({
  deptId: dept.id,
  deptName: dept.deptName,
  fullName: dept.fullName ?? dept.deptName,
  address: dept.address ?? '',
  mapAddress: dept.mapAddress ?? '',
});

const roleOf = (role: MockRole) => ({ roleId: role.id, roleName: role.roleName });

/** admin and operator are fixed: the README, the auth handlers and the e2e tests rely on them. */
export function fixedUsers(roles: MockRole[], root: MockDepartment, operatorDept: MockDepartment): MockUser[] {
  const defaults = { tenantId: '000000', status: 1, avatar: '', startDate: '2026-01-01 00:00:00', endDate: '2099-12-31 23:59:59' } as const;
  return [
    {
      ...defaults,
      id: ADMIN_ID,
      account: 'admin',
      passwordMd5: SparkMD5.hash('Admin123'),
      nickName: '管理员',
      realName: '管理员',
      ...roleOf(roles[0]),
      ...companyOf(root),
      email: `admin@${EMAIL_DOMAIN}`,
      phone: '13800138000',
      remark: '系统管理员，拥有全部菜单与按钮权限',
      createTime: '2026-01-01 08:00:00',
    },
    {
      ...defaults,
      id: OPERATOR_ID,
      account: 'operator',
      passwordMd5: SparkMD5.hash('Operator123'),
      nickName: '值班员',
      realName: '值班员',
      ...roleOf(roles[1]),
      ...companyOf(operatorDept),
      email: `operator@${EMAIL_DOMAIN}`,
      phone: '13900139000',
      remark: '负责日常值班与设备巡检，无上传、数据大屏与企业新增编辑权限',
      createTime: '2026-01-01 08:00:00',
    },
  ];
}

/** Regional branches (level 3): staff sit there, so plants stay free for new whole-machine nodes. */
export function branchesOf(departments: MockDepartment[]): MockDepartment[] {
  const groups = new Set(departments.filter((d) => d.parentId === departments[0].id).map((d) => d.id));
  return departments.filter((d) => groups.has(d.parentId));
}

type Identity = Pick<MockUser, 'account' | 'realName' | 'phone' | 'email'>;

/** The user of the contract's examples (User, UserForm ...), so requests built from them find someone. */
const EXAMPLE_STAFF: Identity = { account: 'zhangwei', realName: '张伟', phone: '13812345678', email: `zhangwei@${EMAIL_DOMAIN}` };

/** A zh_CN name with an account made of its surname's pinyin and three digits. */
function randomIdentity(faker: Faker, taken: Set<string>): Identity {
  const [surname, pinyin] = faker.helpers.arrayElement(SURNAMES);
  let account = '';
  while (!account || taken.has(account)) account = `${pinyin}${faker.string.numeric(3)}`;
  return { account, realName: `${surname}${faker.person.firstName()}`, phone: mobile(faker), email: `${account}@${EMAIL_DOMAIN}` };
}

/** Extra staff, spread over the non-administrator roles (the first one a 设备管理员, like the contract's example). */
export function staffUsers(s: Seeder, count: number, roles: MockRole[], companies: MockDepartment[]): MockUser[] {
  const { faker } = s;
  const taken = new Set(['admin', 'operator', EXAMPLE_STAFF.account]);
  return times(count, (i) => {
    const identity = i === 0 ? EXAMPLE_STAFF : randomIdentity(faker, taken);
    taken.add(identity.account);
    const dept = faker.helpers.arrayElement(companies);
    return {
      id: s.id('user'),
      tenantId: '000000',
      ...identity,
      passwordMd5: SparkMD5.hash(DEMO_PASSWORD),
      nickName: identity.realName,
      avatar: '',
      ...roleOf(roles[1 + ((i + 1) % (roles.length - 1))]),
      ...companyOf(dept),
      // One disabled account, so status filters and the login refusal have something to show.
      status: i === count - 1 ? 0 : 1,
      startDate: '2026-01-01 00:00:00',
      endDate: '2027-12-31 23:59:59',
      remark: `负责${dept.deptName}设备巡检`,
      createTime: pastTime(faker, 30 * DAY, 300 * DAY),
    };
  });
}

const ALL_SUBSCRIPTIONS: UserConfigMessageSubscriptionsItem[] = ['alarm', 'warn', 'offline', 'inform'];

/** A user's permission configuration agrees with the role grant: its menus and its top-bar paths. */
export function userConfigOf(s: Seeder, user: MockUser, grant: RoleGrant | undefined, menus: MockMenu[]): UserConfig {
  const granted = new Set(grant?.menuIds ?? []);
  const mine = menus.filter((m) => granted.has(m.id));
  const fixed = user.account === 'admin' || user.account === 'operator';
  return {
    userId: user.id,
    menuIds: mine.filter((m) => m.category === 1).map((m) => m.id),
    deptIds: [user.deptId],
    loginPermission: user.status !== 0,
    messageSubscriptions: fixed ? [...ALL_SUBSCRIPTIONS] : s.faker.helpers.arrayElements(ALL_SUBSCRIPTIONS, { min: 1, max: 4 }),
    permissionPaths: mine.flatMap((m) => (m.category === 2 && m.path?.startsWith('/monitor/top/') ? [m.path] : [])),
  };
}
