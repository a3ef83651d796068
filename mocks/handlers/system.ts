// blade-system as BladeX answers it: roles, menus (with the caller's routes, top menu and buttons),
// dictionaries, the version, and the platform / customer-plan lookups. Trees are built from the flat
// lists of the world the way BladeX's ForestNodeMerger does (an item whose parent is not in the list
// is a root), so filtered lists still come back as trees.
import { http } from 'msw';
import type { DictEntry, Menu, MenuButtonItem, MenuForm, MenuRoute, Role, RoleGrant as RoleGrantBody, TopMenu, TreeNode } from '../../generated/model';
import { db } from '../world/db';
import { API_SCOPES, LOGIN_SCOPES, MESSAGE_SCOPES, type ScopeNode } from '../world/scopes';
import { MENU_ROUTE_META } from '../world/seedAccess';
import type { MockDepartment, MockMenu, MockRole, MockUser, RoleGrant, World } from '../world/types';
import { contains, fail, failAt, idList, jsonBody, ok, page, query, userOf } from './kit';
import { grantedMenus, grantOfRole, loginScopeIdsOf, messageScopeIdsOf } from '../world/grants';
import { refusedWithout } from './permissions';

type MockDict = World['dicts'][number];
type Linked = { id: string; parentId: string };

// ---------------------------------------------------------------- trees and order

/** Flat records as a forest, siblings in `order`. */
function forest<T extends Linked, N>(items: T[], order: (a: T, b: T) => number, node: (item: T, children: N[]) => N): N[] {
  const ids = new Set(items.map((i) => i.id));
  const byParent = new Map<string, T[]>();
  for (const item of [...items].sort(order)) {
    const key = ids.has(item.parentId) && item.parentId !== item.id ? item.parentId : '';
    const siblings = byParent.get(key) ?? [];
    siblings.push(item);
    byParent.set(key, siblings);
  }
  const build = (parent: string): N[] => (byParent.get(parent) ?? []).map((item) => node(item, build(item.id)));
  return build('');
}

/** The generic tree node of pickers and grant trees; leaves leave children out. */
const treeNode = (id: string, parentId: string, title: string, children: TreeNode[]): TreeNode => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  hasChildren: children.length > 0,
  ...(children.length ? { children } : {}),
});

/** Stable sibling order: the sort field, then the name, then the id. */
const bySort =
  <T extends { id: string; sort?: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    (a.sort ?? 0) - (b.sort ?? 0) || name(a).localeCompare(name(b), 'zh-CN') || a.id.localeCompare(b.id);
const roleOrder = bySort<MockRole>((r) => r.roleName);
const menuOrder = bySort<MockMenu>((m) => m.name);
const dictOrder = bySort<MockDict>((d) => d.dictKey);

/** `id` and every id below it in a parent-linked list (to refuse moving a node under itself). */
function subtreeIds(items: Linked[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items) {
      if (found.has(item.parentId) && !found.has(item.id)) {
        found.add(item.id);
        grew = true;
      }
    }
  }
  return found;
}

/** BladeX refuses to delete a node that still has children outside the deletion. */
const keepsChildren = (items: Linked[], ids: string[]) => items.some((i) => ids.includes(i.parentId) && !ids.includes(i.id));

// ---------------------------------------------------------------- roles (shared with the user handlers)

const roleOf = (user: MockUser) => db.world.roles.find((r) => r.id === user.roleId);

/** BladeX hides the administrator role from everyone who is not an administrator (RoleServiceImpl.tree). */
const isAdministrator = (user: MockUser) => roleOf(user)?.roleAlias === 'administrator';

// ---------------------------------------------------------------- views

function roleView(role: MockRole, children?: Role[]): Role {
  const parent = db.world.roles.find((r) => r.id === role.parentId);
  return {
    id: role.id,
    parentId: role.parentId,
    tenantId: role.tenantId || '000000',
    roleName: role.roleName,
    roleAlias: role.roleAlias,
    sort: role.sort,
    isDeleted: 0,
    parentName: parent?.roleName ?? '顶级',
    hasChildren: children ? children.length > 0 : db.world.roles.some((r) => r.parentId === role.id),
    ...(children?.length ? { children } : {}),
  };
}

/** The stored fields of a menu or button (what submit may set; never the reply-only ones). */
const menuFields = (m: Menu) => ({
  name: m.name,
  code: m.code,
  alias: m.alias,
  path: m.path,
  source: m.source,
  sort: m.sort,
  category: m.category,
  action: m.action ?? 0,
  isOpen: m.isOpen ?? 1,
  remark: m.remark ?? '',
  tenantId: m.tenantId || '000000',
});

const categoryNames: Record<number, string> = { 1: '菜单', 2: '按钮' };
const actionNames: Record<number, string> = { 0: '工具栏', 1: '操作栏', 2: '工具操作栏' };

/** A menu as MenuVO; `onlyMenus` counts only category-1 children for hasChildren (lazy-menu-list). */
function menuView(menu: MockMenu, children?: Menu[], onlyMenus = false): Menu {
  const parent = db.world.menus.find((m) => m.id === menu.parentId);
  const hasChildren = children
    ? children.length > 0
    : db.world.menus.some((m) => m.parentId === menu.id && (!onlyMenus || m.category === 1));
  return {
    ...menuFields(menu),
    id: menu.id,
    parentId: menu.parentId,
    isDeleted: 0,
    parentName: parent?.name ?? '顶级',
    categoryName: categoryNames[menu.category],
    actionName: actionNames[menu.action ?? 0],
    isOpenName: menu.isOpen === 2 ? '是' : '否',
    hasChildren,
    ...(children?.length ? { children } : {}),
  };
}

const routeView = (m: MockMenu, children: MenuRoute[]): MenuRoute => {
  const meta = m.code ? MENU_ROUTE_META.get(m.code) : undefined;
  return {
    id: m.id,
    parentId: m.parentId,
    name: m.name,
    path: m.path ?? '',
    source: m.source,
    code: m.code,
    alias: m.alias,
    sort: m.sort,
    category: 1,
    isOpen: m.isOpen === 2 ? 2 : 1,
    hasChildren: children.length > 0,
    children,
    ...(meta ? { meta } : {}),
  };
};

function dictView(dict: MockDict, children?: DictEntry[]): DictEntry {
  const parent = db.world.dicts.find((d) => d.id === dict.parentId);
  return {
    ...dict,
    remark: dict.remark ?? '',
    isSealed: dict.isSealed ?? 0,
    isDeleted: 0,
    parentName: parent?.dictValue ?? '顶级',
    hasChildren: children ? children.length > 0 : db.world.dicts.some((d) => d.parentId === dict.id),
    ...(children?.length ? { children } : {}),
  };
}

/** Depth-first search of a built tree. */
function findNode<N extends { id: string; children?: N[] }>(nodes: N[], id: string): N | undefined {
  for (const node of nodes) {
    const hit = node.id === id ? node : findNode(node.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])];

/** The enterprise permission's tree: every company, siblings as the company tree orders them. */
const companyOrder = (a: MockDepartment, b: MockDepartment) =>
  a.sort - b.sort || a.createTime.localeCompare(b.createTime) || a.deptName.localeCompare(b.deptName, 'zh-CN');
const companyTree = () => forest<MockDepartment, TreeNode>(db.world.departments, companyOrder, (d, c) => treeNode(d.id, d.parentId, d.deptName, c));

/** A catalogue of scopes.ts as a tree; a node's value is what it stands for (a path, a subscription). */
const scopeTree = (scopes: readonly ScopeNode[]) =>
  forest<ScopeNode, TreeNode>([...scopes], () => 0, (n, c) => ({ ...treeNode(n.id, n.parentId, n.title, c), value: n.value }));

/** The ids of a grant list that exist in the catalogue (unknown ids are dropped, as for menus). */
const known = (ids: string[] | undefined, exists: (id: string) => boolean) => unique(ids).filter(exists);
const inCatalogue = (scopes: readonly ScopeNode[]) => (id: string) => scopes.some((s) => s.id === id);

// ---------------------------------------------------------------- roles

/** The roles `user` may see and give: all of the tenant, but the administrator role only to administrators. */
const rolesFor = (user: MockUser, tenantId: string) =>
  db.world.roles.filter((r) => (r.tenantId || '000000') === tenantId && (isAdministrator(user) || r.roleAlias !== 'administrator'));

const roleTree = (roles: MockRole[]) => forest<MockRole, TreeNode>(roles, roleOrder, (r, c) => treeNode(r.id, r.parentId, r.roleName, c));

const roleHandlers = [
  http.get('*/blade-system/role/list', ({ request }) => {
    // A list, not a page: the matching roles merged into a tree; current and size are ignored (contract).
    const q = query(request);
    const roles = db.world.roles.filter((r) => contains(r.roleName, q.get('roleName')) && contains(r.roleAlias, q.get('roleAlias')));
    return ok(forest<MockRole, Role>(roles, roleOrder, (r, c) => roleView(r, c)));
  }),
  http.get('*/blade-system/role/detail', ({ request }) => {
    const role = db.world.roles.find((r) => r.id === query(request).get('id'));
    return role ? ok(roleView(role)) : fail('角色不存在');
  }),
  http.post('*/blade-system/role/submit', async ({ request }) => {
    const body = await jsonBody<Role>(request);
    const { roles } = db.world;
    const parentId = body.parentId || '0';
    const existing = body.id ? roles.find((r) => r.id === body.id) : undefined;
    if (body.id && !existing) return fail('角色不存在');
    if (parentId !== '0' && !roles.some((r) => r.id === parentId)) return failAt('parentId', '上级角色不存在');
    if (existing && subtreeIds(roles, existing.id).has(parentId)) return failAt('parentId', '上级角色不可选择自身或其下级角色!');
    if (roles.some((r) => r.roleAlias === body.roleAlias && r.id !== body.id)) return failAt('roleAlias', `角色别名 [${body.roleAlias}] 已存在!`);
    const fields = { parentId, roleName: body.roleName, roleAlias: body.roleAlias, sort: body.sort, tenantId: body.tenantId || '000000' };
    if (existing) Object.assign(existing, fields);
    else roles.push({ id: db.newId(), ...fields });
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-system/role/remove', ({ request }) => {
    const ids = idList(query(request).get('ids'));
    const world = db.world;
    if (keepsChildren(world.roles, ids)) return fail('请先删除子节点!');
    const assigned = world.users.find((u) => ids.includes(u.roleId));
    if (assigned) {
      const name = world.roles.find((r) => r.id === assigned.roleId)?.roleName ?? assigned.roleId;
      return fail(`角色 [${name}] 已分配给用户 [${assigned.account}]，请先为这些用户更换角色后再删除`);
    }
    world.roles = world.roles.filter((r) => !ids.includes(r.id));
    world.roleGrants = world.roleGrants.filter((g) => !ids.includes(g.roleId));
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-system/role/grant', async ({ request }) => {
    const body = await jsonBody<RoleGrantBody>(request);
    const world = db.world;
    const missing = body.roleIds.find((id) => !world.roles.some((r) => r.id === id));
    if (missing) return fail(`角色 [${missing}] 不存在`);
    // The grant replaces what the roles had; ids that no longer exist (or never did) are dropped. The
    // login and message lists came later: left out, each role keeps its own (contract RoleGrant).
    const menuIds = known(body.menuIds, (id) => world.menus.some((m) => m.id === id));
    const dataScopeIds = known(body.dataScopeIds, (id) => world.departments.some((d) => d.id === id));
    const apiScopeIds = known(body.apiScopeIds, inCatalogue(API_SCOPES));
    const grants = unique(body.roleIds).map((roleId): RoleGrant => {
      const before = grantOfRole(roleId);
      const loginScopeIds = body.loginScopeIds ? known(body.loginScopeIds, inCatalogue(LOGIN_SCOPES)) : before?.loginScopeIds;
      const messageScopeIds = body.messageScopeIds ? known(body.messageScopeIds, inCatalogue(MESSAGE_SCOPES)) : before?.messageScopeIds;
      return {
        roleId,
        menuIds,
        dataScopeIds,
        apiScopeIds,
        ...(loginScopeIds ? { loginScopeIds } : {}),
        ...(messageScopeIds ? { messageScopeIds } : {}),
      };
    });
    world.roleGrants = [...world.roleGrants.filter((g) => !body.roleIds.includes(g.roleId)), ...grants];
    db.changed();
    return ok(null);
  }),
  http.get('*/blade-system/role/tree', ({ request }) => {
    return ok(roleTree(rolesFor(userOf(request), query(request).get('tenantId') || '000000')));
  }),
  http.get('*/blade-system/role/getTreeListByDeptId', ({ request }) => {
    // The roles held by the users of the department: non-empty means "the company has roles" (spec 4).
    const deptId = query(request).get('deptId');
    const held = new Set(db.world.users.filter((u) => u.deptId === deptId).map((u) => u.roleId));
    return ok(roleTree(db.world.roles.filter((r) => held.has(r.id))));
  }),
  http.get('*/blade-system/role/getTreeListByUserId', ({ request }) => {
    const user = db.world.users.find((u) => u.id === query(request).get('userId'));
    return ok(user ? roleTree(rolesFor(user, user.tenantId || '000000')) : []);
  }),
];

// ---------------------------------------------------------------- menus

const menuTree = (menus: MockMenu[]) => forest<MockMenu, TreeNode>(menus, menuOrder, (m, c) => treeNode(m.id, m.parentId, m.name, c));


/** One level of the lazy tree; with a name/code filter and no parentId, the matches from every level. */
function lazyLevel(request: Request, onlyMenus: boolean) {
  const q = query(request);
  const searching = Boolean(q.get('name') || q.get('code'));
  const parentId = q.get('parentId') || (searching ? undefined : '0');
  const menus = db.world.menus
    .filter((m) => (parentId === undefined || m.parentId === parentId) && (!onlyMenus || m.category === 1))
    .filter((m) => contains(m.name, q.get('name')) && contains(m.code, q.get('code')))
    .sort(menuOrder);
  return ok(menus.map((m) => menuView(m, undefined, onlyMenus)));
}

function submitMenu(body: MenuForm) {
  const world = db.world;
  const parentId = body.parentId || '0';
  const existing = body.id ? world.menus.find((m) => m.id === body.id) : undefined;
  if (body.id && !existing) return fail('菜单不存在');
  const parent = world.menus.find((m) => m.id === parentId);
  if (parentId !== '0' && !parent) return fail('上级菜单不存在');
  if (parent?.category === 2) return fail('父节点只可选择菜单类型!');
  if (existing && subtreeIds(world.menus, existing.id).has(parentId)) return fail('父节点不可选择自身或其子节点!');
  const buttons: MenuButtonItem[] = body.buttons ?? [];
  const codes = [body.code, ...buttons.map((b) => b.code)];
  const taken = codes.find((code, i) => codes.indexOf(code) !== i || world.menus.some((m) => m.code === code && m.id !== body.id));
  if (taken) return fail(`菜单编号 [${taken}] 已存在!`, 400, { field: 'code' });

  const saved: MockMenu = Object.assign(existing ?? { id: db.newId() }, menuFields(body), { parentId });
  const created: string[] = existing ? [] : [saved.id];
  if (!existing) world.menus.push(saved);
  for (const [i, b] of buttons.entries()) {
    const id = db.newId();
    world.menus.push({ ...menuFields({ ...b, category: 2, sort: b.sort ?? i + 1 }), id, parentId: saved.id });
    created.push(id);
  }
  // BladeX's administrator sees every menu (MenuServiceImpl.routes): what is created reaches their menu
  // at once, without a grant. Other roles get it through role/grant.
  const administrators = new Set(world.roles.filter((r) => r.roleAlias === 'administrator').map((r) => r.id));
  for (const grant of world.roleGrants) if (administrators.has(grant.roleId)) grant.menuIds = unique([...grant.menuIds, ...created]);
  db.changed();
  return ok(null);
}

const menuHandlers = [
  http.get('*/blade-system/menu/grant-tree', () =>
    // Spec 6's five assignables, one tree each (contract MenuGrantTree): menus, companies, and the fixed catalogues.
    ok({
      menu: menuTree(db.world.menus),
      dataScope: companyTree(),
      apiScope: scopeTree(API_SCOPES),
      loginScope: scopeTree(LOGIN_SCOPES),
      messageScope: scopeTree(MESSAGE_SCOPES),
    }),
  ),
  http.get('*/blade-system/menu/role-tree-keys', ({ request }) => {
    // Exactly what the grants stored, half-checked parents included: the console shows the checked leaves.
    const roleIds = idList(query(request).get('roleIds')).filter((id) => db.world.roles.some((r) => r.id === id));
    const grants = roleIds.map(grantOfRole).filter((g): g is RoleGrant => Boolean(g));
    return ok({
      menu: unique(grants.flatMap((g) => g.menuIds)),
      dataScope: unique(grants.flatMap((g) => g.dataScopeIds)),
      apiScope: unique(grants.flatMap((g) => g.apiScopeIds)),
      loginScope: unique(roleIds.flatMap(loginScopeIdsOf)),
      messageScope: unique(roleIds.flatMap(messageScopeIdsOf)),
    });
  }),
  http.get('*/blade-system/menu/lazy-list', ({ request }) => lazyLevel(request, false)),
  http.get('*/blade-system/menu/lazy-menu-list', ({ request }) => lazyLevel(request, true)),
  http.get('*/blade-system/menu/tree', ({ request }) => {
    // The parent picker offers menus only (category 1), as BladeX's menu/tree.
    const tenantId = query(request).get('tenantId') || '000000';
    return ok(menuTree(db.world.menus.filter((m) => m.category === 1 && (m.tenantId || '000000') === tenantId)));
  }),
  http.get('*/blade-system/menu/detail', ({ request }) => {
    const menu = db.world.menus.find((m) => m.id === query(request).get('id'));
    return menu ? ok(menuView(menu)) : fail('菜单不存在');
  }),
  http.get('*/blade-system/menu/top-menu', ({ request }) => {
    const items = grantedMenus(userOf(request))
      .filter((m) => m.category === 1 && m.parentId === '0')
      .sort(menuOrder)
      .map((m): TopMenu => ({ id: m.id, code: m.code, name: m.name, path: m.path, source: m.source, sort: m.sort }));
    return ok(items);
  }),
  http.get('*/blade-system/menu/routes', ({ request }) => {
    const routes = forest(grantedMenus(userOf(request)).filter((m) => m.category === 1), menuOrder, routeView);
    const topMenuId = query(request).get('topMenuId');
    if (!topMenuId) return ok(routes);
    const top = findNode(routes, topMenuId);
    return ok(top ? [top] : []);
  }),
  http.get('*/blade-system/menu/buttons', ({ request }) => {
    // The granted buttons under their menus; the console collects every code into its permission set (spec 6).
    const buttons = grantedMenus(userOf(request)).filter((m) => m.category === 2);
    const parents = db.world.menus.filter((m) => buttons.some((b) => b.parentId === m.id)).sort(menuOrder);
    const orphans = buttons.filter((b) => !parents.some((p) => p.id === b.parentId)).sort(menuOrder);
    const grouped = parents.map((p) => menuView(p, buttons.filter((b) => b.parentId === p.id).sort(menuOrder).map((b) => menuView(b, []))));
    return ok([...grouped, ...orphans.map((b) => menuView(b, []))]);
  }),
  http.post('*/blade-system/menu/remove', ({ request }) => {
    const denied = refusedWithout(request, 'menu_delete');
    if (denied) return denied;
    const ids = idList(query(request).get('ids'));
    const world = db.world;
    if (keepsChildren(world.menus, ids)) return fail('请先删除子节点!');
    world.menus = world.menus.filter((m) => !ids.includes(m.id));
    for (const grant of world.roleGrants) grant.menuIds = grant.menuIds.filter((id) => !ids.includes(id));
    for (const config of world.userConfigs) if (config.menuIds) config.menuIds = config.menuIds.filter((id) => !ids.includes(id));
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-system/menu/submit', async ({ request }) => {
    const body = await jsonBody<MenuForm>(request);
    return refusedWithout(request, body.id ? 'menu_edit' : 'menu_add') ?? submitMenu(body);
  }),
];

// ---------------------------------------------------------------- dictionaries

const dictFilter = (request: Request) => {
  const q = query(request);
  return (d: MockDict) => contains(d.code, q.get('code')) && contains(d.dictValue, q.get('dictValue'));
};

const dictHandlers = [
  http.get('*/blade-system/dict/list', ({ request }) => {
    const dicts = db.world.dicts.filter(dictFilter(request));
    return ok(forest<MockDict, DictEntry>(dicts, dictOrder, (d, c) => dictView(d, c)));
  }),
  http.get('*/blade-system/dict/parent-list', ({ request }) => {
    const matches = db.world.dicts.filter((d) => d.parentId === '0').filter(dictFilter(request)).sort(dictOrder);
    return ok(page(matches.map((d) => dictView(d)), request));
  }),
  http.get('*/blade-system/dict/child-list', ({ request }) => {
    const parentId = query(request).get('parentId');
    const values = db.world.dicts.filter((d) => d.parentId === parentId).sort(dictOrder);
    return ok(page(values.map((d) => dictView(d)), request));
  }),
  http.get('*/blade-system/dict/detail', ({ request }) => {
    const dict = db.world.dicts.find((d) => d.id === query(request).get('id'));
    return dict ? ok(dictView(dict)) : fail('字典不存在');
  }),
  http.get('*/blade-system/dict/tree', () =>
    ok(forest<MockDict, TreeNode>(db.world.dicts, dictOrder, (d, c) => treeNode(d.id, d.parentId, d.dictValue, c))),
  ),
  http.get('*/blade-system/dict/dictionary', ({ request }) => {
    // The values of a dictionary: entries of that code below a dictionary (parentId not 0), as BladeX's getList.
    const code = query(request).get('code');
    return ok(db.world.dicts.filter((d) => d.code === code && d.parentId !== '0').sort(dictOrder).map((d) => dictView(d)));
  }),
  http.post('*/blade-system/dict/submit', async ({ request }) => {
    const body = await jsonBody<DictEntry>(request);
    const denied = refusedWithout(request, body.id ? 'dict_edit' : 'dict_add');
    if (denied) return denied;
    const world = db.world;
    const parentId = body.parentId || '0';
    const existing = body.id ? world.dicts.find((d) => d.id === body.id) : undefined;
    if (body.id && !existing) return fail('字典不存在');
    if (parentId !== '0' && !world.dicts.some((d) => d.id === parentId)) return fail('上级字典不存在');
    if (existing && subtreeIds(world.dicts, existing.id).has(parentId)) return fail('父节点不可选择自身或其子节点!');
    if (world.dicts.some((d) => d.code === body.code && d.dictKey === body.dictKey && d.id !== body.id)) return fail('当前字典键值已存在!', 400, { field: 'dictKey' });
    const fields = { code: body.code, dictKey: body.dictKey, dictValue: body.dictValue, sort: body.sort ?? 0, remark: body.remark ?? '', isSealed: body.isSealed ?? 0 };
    if (existing) Object.assign(existing, fields, { parentId });
    else world.dicts.push({ ...fields, id: db.newId(), parentId });
    db.changed();
    return ok(null);
  }),
  http.post('*/blade-system/dict/remove', ({ request }) => {
    const denied = refusedWithout(request, 'dict_delete');
    if (denied) return denied;
    const ids = idList(query(request).get('ids'));
    if (keepsChildren(db.world.dicts, ids)) return fail('请先删除子节点!');
    db.world.dicts = db.world.dicts.filter((d) => !ids.includes(d.id));
    db.changed();
    return ok(null);
  }),
  http.get('*/blade-system/dict-biz/dictionary', ({ request }) => {
    const code = query(request).get('code');
    const values = db.world.bizDicts
      .filter((d) => d.code === code)
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.dictKey.localeCompare(b.dictKey));
    return ok(values);
  }),
];

// ---------------------------------------------------------------- version and lookups

const byCreateTime = <T extends { createTime?: string }>(name: (t: T) => string) => (a: T, b: T) =>
  (a.createTime ?? '').localeCompare(b.createTime ?? '') || name(a).localeCompare(name(b), 'zh-CN');

const lookupHandlers = [
  http.get('*/blade-system/version/getVersion', () => ok({ data: db.world.version })),
  http.get('*/bladeCustomer/plan/listAll', ({ request }) => {
    const platformId = query(request).get('platformId');
    const plans = db.world.plans.filter((p) => !platformId || p.platformId === platformId);
    return ok([...plans].sort(byCreateTime((p) => p.planName)));
  }),
  http.get('*/bladeBase/platform/listAll', () => ok([...db.world.platforms].sort(byCreateTime((p) => p.platformName)))),
];

export const systemHandlers = [...roleHandlers, ...menuHandlers, ...dictHandlers, ...lookupHandlers];
