// blade-user as BladeX answers it: user management, the signed-in user's profile and password, role
// grants, the per-user permission configuration and the button/feature verification calls (spec 6, 7).
import { http } from 'msw';
import SparkMD5 from 'spark-md5';
import type { User, UserConfig, UserProfile, UserProfileForm, UserSubmitForm, UserUpdateForm } from '../../generated/model';
import { db } from '../world/db';
import { FEATURE_PATHS } from '../world/seedAccess';
import type { MockUser } from '../world/types';
import { grantedValues, isSubscription, MESSAGE_SCOPES } from '../world/scopes';
import { contains, fail, failAt, idList, jsonBody, now, ok, page, query, userOf } from './kit';
import { allows, roleApiPaths } from './permissions';
import { grantedMenus, messageScopeIdsOf } from '../world/grants';

/**
 * Spec 5/9 say only "Password reset sets the password to {secret}": the value is a deployment secret the
 * spec leaves out. The mock uses BladeX's default (CommonConstant.DEFAULT_PASSWORD = "123456"), so a
 * reset user signs in with 123456 (the console sends its md5, which is what we store).
 */
export const RESET_PASSWORD = '123456';

const NO_USER = 'This user does not exist'; // spec 5 "Password change"

// ---------------------------------------------------------------- views and lookups

const findUser = (id: string | null) => db.world.users.find((u) => u.id === id);
/** The users of a comma-separated id list, or undefined when one of them does not exist. */
function findUsers(ids: string | null): MockUser[] | undefined {
  const users = idList(ids).map(findUser);
  return users.every((u): u is MockUser => Boolean(u)) ? users : undefined;
}

function userView(u: MockUser): User {
  const role = db.world.roles.find((r) => r.id === u.roleId);
  const dept = db.world.departments.find((d) => d.id === u.deptId);
  // Never the password: the view lists the contract's fields only.
  return {
    id: u.id,
    tenantId: u.tenantId || '000000',
    account: u.account,
    realName: u.realName,
    roleId: u.roleId,
    roleName: role?.roleName ?? '',
    deptId: u.deptId,
    deptName: dept?.deptName ?? '',
    email: u.email ?? '',
    phone: u.phone ?? '',
    status: u.status ?? 1,
    startDate: u.startDate,
    endDate: u.endDate,
    createTime: u.createTime,
  };
}

/** `deptId` and every company/department below it (BladeX lists the users of a node's whole subtree). */
function deptSubtree(deptId: string): Set<string> {
  const found = new Set([deptId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of db.world.departments) {
      if (found.has(d.parentId) && !found.has(d.id)) {
        found.add(d.id);
        grew = true;
      }
    }
  }
  return found;
}

/** One page of users, filtered by the contract's filters, in a stable order (created, then account). */
function userPage(request: Request, deptId: string | null) {
  const q = query(request);
  const depts = deptId ? deptSubtree(deptId) : undefined;
  const users = db.world.users
    .filter((u) => !depts || depts.has(u.deptId))
    .filter((u) => contains(u.account, q.get('account')) && contains(u.realName, q.get('realName')))
    .sort((a, b) => (a.createTime ?? '').localeCompare(b.createTime ?? '') || a.account.localeCompare(b.account));
  return ok(page(users.map(userView), request));
}

/** What submit and update check: a unique account, a role and an enterprise that exist; a refusal names its field. */
function checkForm(form: UserSubmitForm | UserUpdateForm, id?: string) {
  if (db.world.users.some((u) => u.account === form.account && u.id !== id)) return failAt('account', `当前用户 [${form.account}] 已存在!`);
  if (!db.world.roles.some((r) => r.id === form.roleId)) return failAt('roleId', '所选角色不存在');
  if (!db.world.departments.some((d) => d.id === form.deptId)) return failAt('deptId', '所选企业不存在');
  if (form.startDate && form.endDate && form.startDate > form.endDate) return failAt('endDate', '结束日期不能早于开始日期');
  return undefined;
}

const formFields = (form: UserSubmitForm | UserUpdateForm) => ({
  account: form.account,
  realName: form.realName,
  roleId: form.roleId,
  deptId: form.deptId,
  email: form.email ?? '',
  phone: form.phone ?? '',
  status: form.status ?? 1,
  startDate: form.startDate,
  endDate: form.endDate,
});

// ---------------------------------------------------------------- permissions

/** Reply of a verification call: msg 成功 allows, 暂无权限 ('No Authority') refuses (contract examples). */
const verdict = (allowed: boolean) => ok(null, allowed ? '成功' : '暂无权限');

/** The menus and verification paths a user's role implies (its top-bar buttons and its permission configuration). */
function fromRole(user: MockUser): Pick<UserConfig, 'menuIds' | 'permissionPaths'> {
  const granted = grantedMenus(user);
  const topBar = granted.flatMap((m) => (m.category === 2 && m.path?.startsWith('/monitor/top/') ? [m.path] : []));
  return {
    menuIds: granted.filter((m) => m.category === 1).map((m) => m.id).slice(0, 1000),
    permissionPaths: [...new Set([...topBar, ...roleApiPaths(user)])],
  };
}

/** A user's stored configuration, or the one their role implies when none was saved yet. */
function configOf(user: MockUser): UserConfig {
  const stored = db.world.userConfigs.find((c) => c.userId === user.id);
  if (stored) return stored;
  const subscriptions = grantedValues(MESSAGE_SCOPES, messageScopeIdsOf(user.roleId)).filter(isSubscription);
  return { userId: user.id, ...fromRole(user), deptIds: [user.deptId], loginPermission: user.status !== 0, messageSubscriptions: subscriptions };
}

/** A new role brings its own menus and paths: the stored configuration follows, so no old grant lingers. */
function followRole(user: MockUser) {
  const stored = db.world.userConfigs.find((c) => c.userId === user.id);
  if (stored) Object.assign(stored, fromRole(user));
}

/** The maintenance button each feature verification checks when the console names no path. */
const FEATURE_DEFAULTS: Record<string, string> = {
  deviceDiagnoseVerification: FEATURE_PATHS.deviceDiagnose,
  expertVerification: FEATURE_PATHS.expert,
  alarmLogVerification: FEATURE_PATHS.alarmLog,
  userVerification: FEATURE_PATHS.user,
  fileVerification: FEATURE_PATHS.file,
  recordVerification: FEATURE_PATHS.record,
};

const featureVerification = (path: string) =>
  http.post(`*/blade-user/${path}`, ({ request }) => {
    // The spec names no parameter: value, when sent, is the path to check; otherwise the feature's
    // maintenance button decides (the seeded operator may read the expert system but not maintain it).
    const value = query(request).get('value') || FEATURE_DEFAULTS[path];
    return verdict(allows(userOf(request), value));
  });

// ---------------------------------------------------------------- handlers

export const userHandlers = [
  http.get('*/blade-user/page', ({ request }) => userPage(request, query(request).get('deptId'))),
  http.get('*/blade-user/userList', ({ request }) => userPage(request, null)),
  http.get('*/blade-user/detail', ({ request }) => {
    const user = findUser(query(request).get('id'));
    return user ? ok(userView(user)) : fail(NO_USER);
  }),
  http.post('*/blade-user/submit', async ({ request }) => {
    const form = await jsonBody<UserSubmitForm>(request);
    const refusal = checkForm(form);
    if (refusal) return refusal;
    // The form sends the password in plain text (its pattern needs upper, lower and a digit); sign-in
    // sends md5(password), so the md5 is what is kept.
    db.world.users.push({
      ...formFields(form),
      id: db.newId(),
      tenantId: '000000',
      passwordMd5: SparkMD5.hash(form.password ?? ''),
      nickName: form.realName,
      avatar: '',
      createTime: now(),
    });
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/update', async ({ request }) => {
    const form = await jsonBody<UserUpdateForm>(request);
    const user = findUser(form.id);
    if (!user) return fail(NO_USER);
    const refusal = checkForm(form, user.id);
    if (refusal) return refusal;
    // The password is not changed here (reset-password, update-password).
    const roleChanged = user.roleId !== form.roleId;
    Object.assign(user, formFields(form));
    if (roleChanged) followRole(user);
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/remove', ({ request }) => {
    const ids = idList(query(request).get('ids'));
    if (ids.includes(userOf(request).id)) return fail('不能删除当前登录的用户');
    const world = db.world;
    world.users = world.users.filter((u) => !ids.includes(u.id));
    world.userConfigs = world.userConfigs.filter((c) => !ids.includes(c.userId));
    // A removed user's sessions end with the account.
    world.accessTokens = world.accessTokens.filter((t) => !ids.includes(t.userId));
    world.refreshTokens = world.refreshTokens.filter((t) => !ids.includes(t.userId));
    db.changed();
    return ok(null);
  }),
  http.get('*/blade-user/info', ({ request }) => {
    const user = userOf(request);
    const dept = db.world.departments.find((d) => d.id === user.deptId);
    const profile: UserProfile = {
      id: user.id,
      account: user.account,
      realName: user.realName,
      phone: user.phone ?? '',
      email: user.email ?? '',
      roleId: user.roleId,
      deptName: dept?.deptName ?? '',
      // The enterprise's full name and addresses (contract), read from the company so that they follow a
      // move to another company; the copy on the user's record is only a fallback.
      fullName: dept?.fullName || user.fullName || dept?.deptName || '',
      address: dept?.address || user.address || '',
      mapAddress: dept?.mapAddress || user.mapAddress || '',
      remark: user.remark ?? '',
    };
    return ok(profile);
  }),
  http.post('*/blade-user/update-info', async ({ request }) => {
    const form = await jsonBody<UserProfileForm>(request);
    const user = userOf(request);
    if (form.id !== user.id) return fail('只能修改本人的信息');
    // Spec 2.8: only phone and email are editable (and the remark); name, account, role and enterprise
    // are read-only and sent back unchanged, so they are not taken from the form.
    Object.assign(user, { phone: form.phone, email: form.email, remark: form.remark ?? user.remark });
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/update-password', ({ request }) => {
    const q = query(request);
    // Spec 5 "Password change", in the contract's order: the two new ones match, the user exists, the old one is right.
    if (q.get('newPassword') !== q.get('newPassword1')) return fail('the two entered passwords are inconsistent');
    // The user exists: the contract guard has already refused a token of a removed user.
    const user = userOf(request);
    // The console sends the md5 of each value, as BladeX expects (the contract says so).
    if (q.get('oldPassword') !== user.passwordMd5) return fail('The password is wrong');
    user.passwordMd5 = q.get('newPassword') ?? '';
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/reset-password', ({ request }) => {
    const users = findUsers(query(request).get('userIds'));
    if (!users) return fail(NO_USER);
    for (const user of users) user.passwordMd5 = SparkMD5.hash(RESET_PASSWORD);
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/grant', ({ request }) => {
    const q = query(request);
    const users = findUsers(q.get('userIds'));
    const roleIds = idList(q.get('roleIds'));
    if (!users) return fail(NO_USER);
    if (roleIds.some((id) => !db.world.roles.some((r) => r.id === id))) return fail('所选角色不存在');
    // A user holds one role in this product (User.roleId is a single id): the first one given.
    for (const user of users) {
      user.roleId = roleIds[0];
      followRole(user);
    }
    db.changed();
    return ok(null);
  }),
  http.get('*/blade-user/getConfig', ({ request }) => {
    const user = findUser(query(request).get('id'));
    return user ? ok(configOf(user)) : fail(NO_USER);
  }),
  http.post('*/blade-user/submitConfig', async ({ request }) => {
    const config = await jsonBody<UserConfig>(request);
    if (!findUser(config.userId)) return fail(NO_USER);
    db.world.userConfigs = [...db.world.userConfigs.filter((c) => c.userId !== config.userId), config];
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-user/buttonVerification', ({ request }) => verdict(allows(userOf(request), query(request).get('value') ?? ''))),
  ...[
    'deviceDiagnoseVerification',
    'expertVerification',
    'alarmLogVerification',
    'userVerification',
    'fileVerification',
    'recordVerification',
  ].map(featureVerification),
  http.post('*/blade-user/checkPassword', ({ request }) => {
    // x-proposed (spec 7 Department): the md5 of the caller's own password allows a company deletion.
    return ok(query(request).get('password') === userOf(request).passwordMd5);
  }),
];
