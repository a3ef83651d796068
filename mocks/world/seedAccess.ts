// The seed's menus, roles and grants: the server menu with its buttons, the two roles and what each is granted.
import type { MenuAction, MenuRouteMeta } from '../../generated/model';
import type { MockMenu, MockRole, RoleGrant } from './types';
import type { Seeder } from './seedKit';

// ---- menus, roles and grants ---------------------------------------------------------------------

type ButtonSeed = { name: string; code: string; path: string; source: string; alias: string; action: MenuAction };
type MenuSeed = {
  name: string;
  code: string;
  path: string;
  source?: string;
  /** External screens open in a new window (isOpen 2). */
  newWindow?: boolean;
  /** Route flags menu/routes sends (spec 2.2); most menus have none. */
  meta?: MenuRouteMeta;
  children?: MenuSeed[];
  buttons?: ButtonSeed[];
};

/** Spec 6 top-bar buttons: the console checks them by path (user/buttonVerification). */
const TOP_BAR_PATHS = {
  upload: '/monitor/top/upload',
  screen: '/monitor/top/screen',
  software: '/monitor/top/software',
  userDetail: '/monitor/top/userDetail',
  customerScreen: '/monitor/top/customerScreen',
} as const;

/** Spec 6 company-tree buttons: the console checks them by permission code. */
const TREE_CODES = { add: 'departAdd', edit: 'departEdit' } as const;

/**
 * The monitoring features' maintenance buttons. The per-feature verification calls (spec 7) check these
 * paths when the console names none (mocks/handlers/users.ts).
 */
export const FEATURE_PATHS = {
  deviceDiagnose: '/monitor/diagnose/index/run',
  expert: '/monitor/expert/index/edit',
  alarmLog: '/monitor/warn/index/handle',
  user: '/monitor/user/user/edit',
  file: '/monitor/file/index/delete',
  record: '/monitor/record/index/edit',
} as const;

/** The buttons of user and role management, by permission code (the pages ask can(code)). */
const ADMIN_CODES = {
  userAdd: 'user_add',
  userEdit: 'user_edit',
  userDelete: 'user_delete',
  userReset: 'user_reset',
  userConfig: 'user_config',
  userGrant: 'user_grant',
  roleAdd: 'role_add',
  roleEdit: 'role_edit',
  roleDelete: 'role_delete',
  roleGrant: 'role_grant',
} as const;

/**
 * What the operator account is refused (spec 6 exercise): two top-bar paths, two tree codes, the expert
 * knowledge base's maintenance (so the expert page can show 'No Authority'), running a device diagnosis
 * (the diagnosis page shows its refusal; the operator still reads the reports) and every button of user
 * and role management (the operator sees both lists, and nothing to change them with).
 */
export const OPERATOR_DENIED: string[] = [
  TOP_BAR_PATHS.upload,
  TOP_BAR_PATHS.screen,
  TREE_CODES.add,
  TREE_CODES.edit,
  '/monitor/expert/index/add',
  FEATURE_PATHS.expert,
  '/monitor/expert/index/delete',
  FEATURE_PATHS.deviceDiagnose,
  ...Object.values(ADMIN_CODES),
];

/**
 * The operator reads dictionaries, menus, notices and the big-screen settings but changes
 * none of them (no add, edit, remove, send or save buttons; the handlers refuse the calls too).
 */
export const OPERATOR_READ_ONLY = [
  ...['dict', 'menu', 'inform'].flatMap((prefix) => [`${prefix}_add`, `${prefix}_edit`, `${prefix}_delete`]),
  'inform_send',
  'configuration_submit',
];

/**
 * Spec 7's feature verifications (value = a page's path or an action's path under it): besides
 * the expert base's maintenance (OPERATOR_DENIED), the operator keeps archive records but does not delete
 * them, and may not open file management (the top bar's software dialog still lists and downloads the
 * packages).
 */
export const OPERATOR_FEATURE_DENIED = [
  '/monitor/record/index/delete',
  '/monitor/file/index',
  '/monitor/file/index/upload',
  '/monitor/file/index/delete',
];

const button = (name: string, code: string, path: string, alias: string, action: MenuAction = 0): ButtonSeed => ({
  name,
  code,
  path,
  source: alias,
  alias,
  action,
});

/** Standard row/toolbar buttons of a management page: permission codes <prefix>_add … */
const crudButtons = (prefix: string, page: string) => [
  button('新增', `${prefix}_add`, `${page}/add`, 'add'),
  button('修改', `${prefix}_edit`, `${page}/edit`, 'edit', 2),
  button('删除', `${prefix}_delete`, `${page}/delete`, 'delete', 2),
];

/** 18 top-level items (more than the 15 the top bar shows flat, so its carousel is exercised). */
const MENU_TREE: MenuSeed[] = [
  {
    name: '首页',
    code: 'wel',
    path: '/wel/index',
    source: 'iconfont icon-shouye',
    buttons: [
      button('上传软件', 'top_upload', TOP_BAR_PATHS.upload, 'upload'),
      button('数据大屏', 'top_screen', TOP_BAR_PATHS.screen, 'screen'),
      button('软件下载', 'top_software', TOP_BAR_PATHS.software, 'download'),
      button('个人信息', 'top_user_detail', TOP_BAR_PATHS.userDetail, 'user'),
      button('客户大屏', 'top_customer_screen', TOP_BAR_PATHS.customerScreen, 'screen'),
    ],
  },
  {
    name: '设备管理',
    code: 'monitor_device',
    path: '/monitor/device',
    source: 'iconfont icon-shebei',
    children: [
      { name: '设备列表', code: 'monitor_device_list', path: '/monitor/device/device', buttons: crudButtons('device', '/monitor/device/device') },
      { name: '监测卡片', code: 'monitor_device_card', path: '/monitor/device/card' },
      { name: '设备图表', code: 'monitor_device_chart', path: '/monitor/device/chart' },
      { name: '设备详情', code: 'monitor_device_detail', path: '/monitor/device/detail' },
    ],
  },
  // A page only the server menu knows (DynamicMenuPage); its label has a message in both languages.
  { name: '告警日志', code: 'monitor_alarm', path: '/monitor/alarm/index', source: 'iconfont icon-gaojing', meta: { i18n: 'alarm' } },
  {
    name: '运行日志',
    code: 'monitor_warn',
    path: '/monitor/warn/index',
    source: 'iconfont icon-rizhi',
    buttons: [button('处理告警', 'alarm_handle', FEATURE_PATHS.alarmLog, 'handle', 1)],
  },
  {
    name: '设备诊断',
    code: 'monitor_diagnose',
    path: '/monitor/diagnose/index',
    source: 'iconfont icon-zhenduan',
    buttons: [button('运行诊断', 'diagnose_run', FEATURE_PATHS.deviceDiagnose, 'run')],
  },
  {
    name: '专家系统',
    code: 'monitor_expert',
    path: '/monitor/expert/index',
    source: 'iconfont icon-zhuanjia',
    buttons: crudButtons('expert', '/monitor/expert/index'),
  },
  {
    name: '通知管理',
    code: 'monitor_inform',
    path: '/monitor/inform/index',
    source: 'iconfont icon-tongzhi',
    buttons: [...crudButtons('inform', '/monitor/inform/index'), button('发送', 'inform_send', '/monitor/inform/index/send', 'send', 1)],
  },
  { name: '统计分析', code: 'monitor_statistics', path: '/monitor/statistics/index', source: 'iconfont icon-tongji' },
  {
    name: '档案记录',
    code: 'monitor_record',
    path: '/monitor/record/index',
    source: 'iconfont icon-dangan',
    buttons: crudButtons('record', '/monitor/record/index'),
  },
  {
    name: '文件管理',
    code: 'monitor_file',
    path: '/monitor/file/index',
    source: 'iconfont icon-wenjian',
    buttons: [
      button('下载', 'file_download', '/monitor/file/index/download', 'download', 1),
      button('上传', 'file_upload', '/monitor/file/index/upload', 'upload', 1),
      button('删除', 'file_delete', '/monitor/file/index/delete', 'delete', 2),
    ],
  },
  {
    name: '用户管理',
    code: 'monitor_user',
    path: '/monitor/user/user',
    source: 'iconfont icon-yonghu',
    buttons: [
      ...crudButtons('user', '/monitor/user/user'),
      button('重置密码', ADMIN_CODES.userReset, '/monitor/user/user/reset', 'reset', 1),
      button('权限配置', ADMIN_CODES.userConfig, '/monitor/user/user/config', 'config', 1),
      button('分配角色', ADMIN_CODES.userGrant, '/monitor/user/user/grant', 'grant', 2),
      // Spec 2.2: the company tree shows its add/edit/transfer buttons only on this page.
      button('新增企业', TREE_CODES.add, '/monitor/user/user/departAdd', 'add'),
      button('编辑企业', TREE_CODES.edit, '/monitor/user/user/departEdit', 'edit'),
    ],
  },
  {
    name: '大屏设置',
    code: 'monitor_configuration',
    path: '/monitor/configuration/index',
    source: 'iconfont icon-shezhi',
    // Saving the platform settings and a company's industry screen settings.
    buttons: [button('保存', 'configuration_submit', '/monitor/configuration/index/submit', 'submit')],
  },
  { name: '总览配置', code: 'monitor_disposition', path: '/monitor/disposition/index', source: 'iconfont icon-peizhi' },
  {
    name: '系统管理',
    code: 'system',
    path: '/system',
    source: 'iconfont icon-xitong',
    children: [
      {
        name: '角色管理',
        code: 'monitor_role',
        path: '/monitor/role/role',
        buttons: [...crudButtons('role', '/monitor/role/role'), button('权限设置', ADMIN_CODES.roleGrant, '/monitor/role/role/grant', 'grant', 1)],
      },
      { name: '菜单管理', code: 'system_menu', path: '/system/menu', meta: { i18n: 'menu' }, buttons: crudButtons('menu', '/system/menu') },
      { name: '字典管理', code: 'dict_horizontal', path: '/dict-horizontal/index', buttons: crudButtons('dict', '/dict-horizontal/index') },
      { name: '字典管理(纵向)', code: 'dict_vertical', path: '/dict-vertical/index' },
    ],
  },
  { name: '数据大屏', code: 'data_screen', path: 'https://screen.example.cn/data/index.html', source: 'iconfont icon-daping', newWindow: true },
  { name: '行业大屏', code: 'industry_screen', path: 'https://screen.example.cn/industry/index.html', source: 'iconfont icon-hangye', newWindow: true },
  { name: '测试页', code: 'test', path: '/test/index', source: 'iconfont icon-ceshi' },
  { name: '帮助中心', code: 'help_center', path: 'https://help.example.cn/monitor/index.html', source: 'iconfont icon-bangzhu' },
];

/**
 * The route meta of the seeded menus that have one, by code. Meta is not a field of the stored menu
 * (Menu, what menu/submit edits), so menu/routes adds it from here.
 */
export const MENU_ROUTE_META: ReadonlyMap<string, MenuRouteMeta> = new Map(metaByCode(MENU_TREE));

function metaByCode(seeds: MenuSeed[]): [string, MenuRouteMeta][] {
  return seeds.flatMap((seed) => [...(seed.meta ? [[seed.code, seed.meta] as [string, MenuRouteMeta]] : []), ...metaByCode(seed.children ?? [])]);
}

/** Flattens MENU_TREE depth first (a menu, its buttons, then its sub-menus), ids in that order. */
export function buildMenus(s: Seeder): MockMenu[] {
  const menus: MockMenu[] = [];
  const common = { tenantId: '000000', remark: '', isDeleted: 0 } as const;
  const addMenu = (seed: MenuSeed, parentId: string, sort: number) => {
    const id = s.id('menu');
    const { name, code, path } = seed;
    const source = seed.source ?? 'iconfont icon-caidan';
    menus.push({ ...common, id, parentId, name, code, path, source, alias: 'menu', sort, category: 1, action: 0, isOpen: seed.newWindow ? 2 : 1 });
    seed.buttons?.forEach((b, i) => menus.push({ ...common, ...b, id: s.id('menu'), parentId: id, sort: i + 1, category: 2, isOpen: 1 }));
    seed.children?.forEach((child, i) => addMenu(child, id, i + 1));
  };
  MENU_TREE.forEach((seed, i) => addMenu(seed, '0', i + 1));
  return menus;
}

/** The code of the top-level menu a menu or button sits under. */
function topCodes(menus: MockMenu[]): Map<string, string> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const topOf = (m: MockMenu): MockMenu => {
    const parent = byId.get(m.parentId);
    return parent ? topOf(parent) : m;
  };
  return new Map(menus.map((m) => [m.id, topOf(m).code]));
}

type RoleSeed = { roleName: string; roleAlias: string; under?: number; grants: (menu: MockMenu, top: string) => boolean };

const isOperatorDenied = (m: MockMenu) =>
  OPERATOR_DENIED.some((denied) => denied === m.path || denied === m.code) ||
  OPERATOR_READ_ONLY.includes(m.code ?? '') ||
  OPERATOR_FEATURE_DENIED.includes(m.path ?? '');
const GUEST_BUTTONS: string[] = [TOP_BAR_PATHS.software, TOP_BAR_PATHS.userDetail];

/** The first two are the documented accounts' roles; the rest exist only in populated worlds. */
export const ROLE_SEEDS: RoleSeed[] = [
  { roleName: '超级管理员', roleAlias: 'administrator', grants: () => true },
  { roleName: '值班员', roleAlias: 'operator', grants: (m) => !isOperatorDenied(m) },
  { roleName: '设备管理员', roleAlias: 'deviceAdmin', under: 0, grants: (_m, top) => top !== 'system' },
  {
    roleName: '访客',
    roleAlias: 'guest',
    grants: (m, top) => (m.category === 1 ? top !== 'system' && top !== 'monitor_user' : GUEST_BUTTONS.includes(m.path ?? '')),
  },
];

export function buildRoles(s: Seeder, seeds: RoleSeed[]): MockRole[] {
  const roles: MockRole[] = [];
  seeds.forEach((seed, i) => {
    const parentId = seed.under === undefined ? '0' : roles[seed.under].id;
    roles.push({ id: s.id('role'), parentId, tenantId: '000000', roleName: seed.roleName, roleAlias: seed.roleAlias, sort: i + 1, isDeleted: 0 });
  });
  return roles;
}

export function buildGrants(roles: MockRole[], seeds: RoleSeed[], menus: MockMenu[]): RoleGrant[] {
  const tops = topCodes(menus);
  return roles.map((role, i) => ({
    roleId: role.id,
    menuIds: menus.filter((m) => seeds[i].grants(m, tops.get(m.id) ?? '')).map((m) => m.id),
    dataScopeIds: [],
    apiScopeIds: [],
  }));
}
