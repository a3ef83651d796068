// The fixed catalogues of what a role grant assigns besides menus and enterprises (spec 6 "Assignable"):
// login permission, message subscription and permission configuration (the paths the verification
// calls allow). They are the server's vocabulary, not data an administrator edits, so they are
// constants with fixed ids rather than records of the world (menu/grant-tree sends them as trees; a
// node's value is what it stands for: a path, a subscription, or `login`).
import type { UserConfigMessageSubscriptionsItem } from '../../generated/model';

export type ScopeNode = { id: string; parentId: string; title: string; value: string };

const node = (id: string, parentId: string, title: string, value: string): ScopeNode => ({ id, parentId, title, value });

/** Login permission: one switch per role (MenuGrantTree.loginScope). */
export const LOGIN_SCOPE_ID = '1161272893875227001';
export const LOGIN_SCOPES: readonly ScopeNode[] = [node(LOGIN_SCOPE_ID, '0', '允许登录', 'login')];

/** Message subscription (MenuGrantTree.messageScope): the device states and notices (UserConfig.messageSubscriptions). */
export const MESSAGE_SCOPES: readonly ScopeNode[] = [
  node('1161272893875228000', '0', '设备状态', 'device'),
  node('1161272893875228001', '1161272893875228000', '设备报警', 'alarm'),
  node('1161272893875228002', '1161272893875228000', '设备预警', 'warn'),
  node('1161272893875228003', '1161272893875228000', '设备离线', 'offline'),
  node('1161272893875228100', '0', '通知公告', 'inform'),
];

/** Permission configuration (MenuGrantTree.apiScope): the spec 6 top-bar paths and the spec 7 feature verifications. */
export const API_SCOPES: readonly ScopeNode[] = [
  node('1161272893875226000', '0', '顶部按钮', '/monitor/top'),
  node('1161272893875226001', '1161272893875226000', '上传软件', '/monitor/top/upload'),
  node('1161272893875226002', '1161272893875226000', '数据大屏', '/monitor/top/screen'),
  node('1161272893875226003', '1161272893875226000', '软件下载', '/monitor/top/software'),
  node('1161272893875226004', '1161272893875226000', '个人信息', '/monitor/top/userDetail'),
  node('1161272893875226005', '1161272893875226000', '客户大屏', '/monitor/top/customerScreen'),
  node('1161272893875226100', '0', '功能页面', '/monitor'),
  node('1161272893875226101', '1161272893875226100', '设备诊断', '/monitor/diagnose/index'),
  node('1161272893875226102', '1161272893875226100', '专家系统', '/monitor/expert/index'),
  node('1161272893875226103', '1161272893875226100', '运行日志', '/monitor/warn/index'),
  node('1161272893875226104', '1161272893875226100', '用户管理', '/monitor/user/user'),
  node('1161272893875226105', '1161272893875226100', '文件管理', '/monitor/file/index'),
  node('1161272893875226106', '1161272893875226100', '档案记录', '/monitor/record/index'),
];

const isLeaf = (scopes: readonly ScopeNode[], s: ScopeNode) => !scopes.some((c) => c.parentId === s.id);

/** The values of the granted leaves (a group node stands for nothing by itself). */
export const grantedValues = (scopes: readonly ScopeNode[], ids: readonly string[]): string[] =>
  scopes.filter((s) => ids.includes(s.id) && isLeaf(scopes, s)).map((s) => s.value);

/** A role grant that never chose its login permission or subscriptions has the defaults: may sign in, gets everything. */
export const DEFAULT_LOGIN_SCOPE_IDS: readonly string[] = [LOGIN_SCOPE_ID];
export const DEFAULT_MESSAGE_SCOPE_IDS: readonly string[] = MESSAGE_SCOPES.map((s) => s.id);

export const isSubscription = (value: string): value is UserConfigMessageSubscriptionsItem =>
  value === 'alarm' || value === 'warn' || value === 'offline' || value === 'inform';
