// The company tree (spec 2.7/4/5/7 "Department"), its images and checks, and company/device transfer.
// Spec 6 permissions (departAdd, departEdit) are buttons of the console; the server enforces only the
// business rules of spec 4/5 and keeps deviceCount and deptName copies consistent after every change.
import { http } from 'msw';
import SparkMD5 from 'spark-md5';
import type { Department, DepartmentDevice, DepartmentTreeNode } from '../../generated/model';
import { clock } from '../world/clock';
import { db } from '../world/db';
import { stateOf } from '../world/monitor/state';
import { formatDateTime } from '../world/clock';
import type { MockDepartment, MockDevice, MockUser } from '../world/types';
import { fail, idList, jsonBody, now, ok, query, userOf } from './kit';
import { grantOfRole } from '../world/grants';

/**
 * Spec 4 (department.addRole): the console shows the server's msg. The same words as the console's own
 * department.addRole, which it shows when its pre-check already knows (the server decides on devices
 * held by the company itself, the console's pre-check sees them only on a leaf).
 */
export const ADD_REFUSED = '该企业下已有设备或角色，不允许新增下级企业';
/** Spec 5: the server's own wording. */
export const DEVICE_NODE_REFUSED = 'Equipment does not allow the creation of businesses';
/** Spec 4 (tips.editMessage). */
export const ROOT_EDIT_REFUSED = '顶级企业不允许编辑';
const NOT_FOUND = '该企业不存在';
const IMAGE_TYPES = ['png', 'jpg', 'jpeg'];
const MAX_IMAGE_BYTES = 2097152;

// ---- tree reading -------------------------------------------------------------------------------

const departments = () => db.world.departments;

/**
 * Lookups by id and by parent, built once per request (a large world has 10,000 nodes) and dropped
 * whenever a handler changes the tree's shape.
 */
type TreeIndex = { byId: Map<string, MockDepartment>; children: Map<string, MockDepartment[]> };
let cached: TreeIndex | undefined;
const invalidate = () => {
  cached = undefined;
};
function index(): TreeIndex {
  if (cached) return cached;
  const byId = new Map(departments().map((d) => [d.id, d]));
  const children = new Map<string, MockDepartment[]>();
  for (const d of departments()) {
    if (!children.has(d.parentId)) children.set(d.parentId, []);
    children.get(d.parentId)!.push(d);
  }
  // Siblings in a stable order: sort, then createTime, then name.
  for (const list of children.values()) {
    list.sort((a, b) => a.sort - b.sort || a.createTime.localeCompare(b.createTime) || a.deptName.localeCompare(b.deptName, 'zh-CN'));
  }
  cached = { byId, children };
  return cached;
}

/** Every resolver starts from the world as it is now (tests and other handlers may have changed it). */
type Resolve = (info: { request: Request }) => Response | Promise<Response>;
const fresh =
  (resolve: Resolve): Resolve =>
  (info) => {
    invalidate();
    return resolve(info);
  };

const byId = (id: string | null | undefined) => (id ? index().byId.get(id) : undefined);
const childrenOf = (id: string) => index().children.get(id) ?? [];

/** The node and everything below it, in tree order. */
function subtree(id: string): MockDepartment[] {
  const node = byId(id);
  return node ? [node, ...childrenOf(id).flatMap((c) => subtree(c.id))] : [];
}
const subtreeIds = (id: string) => new Set(subtree(id).map((d) => d.id));

/** The node's ancestors from the top-level company down, then the node. */
function chain(node: MockDepartment): MockDepartment[] {
  const path: MockDepartment[] = [];
  for (let at: MockDepartment | undefined = node; at && !path.includes(at); at = byId(at.parentId)) path.unshift(at);
  return path;
}

const devicesUnder = (id: string) => {
  const ids = subtreeIds(id);
  return db.world.devices.filter((d) => ids.has(d.deptId));
};

/** deviceCount counts the whole subtree (contract: "devices under this node"); recomputed after every move. */
function syncDeviceCounts() {
  invalidate();
  for (const d of departments()) d.deviceCount = 0;
  for (const device of db.world.devices) {
    for (let at = byId(device.deptId); at; at = byId(at.parentId)) at.deviceCount = (at.deviceCount ?? 0) + 1;
  }
}

/** A node for the tree; `within` keeps only the children in that set (a role's enterprise permission). */
const treeNode = (d: MockDepartment, withChildren: boolean, within?: ReadonlySet<string>): DepartmentTreeNode => {
  const children = within ? childrenOf(d.id).filter((c) => within.has(c.id)) : childrenOf(d.id);
  return {
    id: d.id,
    parentId: d.parentId,
    deptName: d.deptName,
    title: d.deptName,
    icon: d.property ? 'el-icon-cpu' : 'el-icon-office-building',
    property: d.property,
    deploy: d.deploy,
    hasChildren: children.length > 0,
    children: withChildren ? children.map((c) => treeNode(c, true, within)) : [],
  };
};

/** The top nodes a user may see: the enterprise permission (UserConfig.deptIds) when set, else all roots. */
function visibleTops(userId: string): MockDepartment[] {
  const roots = childrenOf('0');
  const granted = new Set(db.world.userConfigs.find((c) => c.userId === userId)?.deptIds ?? []);
  // A granted company brings its subtree; show only the highest granted nodes, in tree order.
  const tops = [...granted]
    .map((id) => byId(id))
    .filter((d): d is MockDepartment => !!d && !chain(d).slice(0, -1).some((a) => granted.has(a.id)));
  if (!tops.length) return roots;
  const order = new Map(roots.flatMap((r) => subtree(r.id)).map((d, i) => [d.id, i]));
  return tops.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * The company tree a user sees (spec 6 enterprise permission): the user's own configuration when it
 * names companies (each with its subtree); else the role's grant (role/grant dataScopeIds), which is
 * exactly the granted companies - their ancestors came as half-checked parents, so the shape stays;
 * else everything.
 */
function visibleTree(user: MockUser): DepartmentTreeNode[] {
  const configured = db.world.userConfigs.find((c) => c.userId === user.id)?.deptIds ?? [];
  const granted = new Set((grantOfRole(user.roleId)?.dataScopeIds ?? []).filter((id) => byId(id)));
  if (configured.length || granted.size === 0) return visibleTops(user.id).map((d) => treeNode(d, true));
  const tops = departments().filter((d) => granted.has(d.id) && !granted.has(d.parentId));
  const order = new Map(childrenOf('0').flatMap((r) => subtree(r.id)).map((d, i) => [d.id, i]));
  return tops.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map((d) => treeNode(d, true, granted));
}

function detailOf(d: MockDepartment): Department {
  return {
    id: d.id,
    deptName: d.deptName,
    fullName: d.fullName ?? d.deptName,
    vocations: d.vocations,
    mapAddress: d.mapAddress ?? '',
    lng: d.lng,
    lat: d.lat,
    address: d.address ?? '',
    phone: d.phone ?? '',
    contacts: d.contacts ?? '',
    parentId: d.parentId,
    parentName: byId(d.parentId)?.deptName ?? '',
    remark: d.remark ?? '',
    deploy: d.deploy,
    property: d.property,
    isBatch: false,
    ...(d.logo ? { logo: d.logo } : {}),
    ...(d.image ? { image: d.image } : {}),
    isDeleted: 0,
    deviceCount: devicesUnder(d.id).length,
    screenType: d.screenType ?? 1,
  };
}

/** A device with its state now (derived from the monitoring model: mocks/world/monitor). */
function deviceReply(d: MockDevice): DepartmentDevice {
  const state = stateOf(db.world, d, clock.now());
  const main = state.items.find((i) => i.item === state.model.main);
  return {
    deviceId: d.deviceId,
    deviceName: d.deviceName,
    deptId: d.deptId,
    deptName: byId(d.deptId)?.deptName ?? d.deptName,
    status: state.status,
    frequencyBand: d.frequencyBand,
    warnValue: main?.item.warnValue ?? d.warnValue,
    alarmValue: main?.item.alarmValue ?? d.alarmValue,
    ...(main ? { actualValue: main.value } : {}),
    lastTime: formatDateTime(new Date(state.lastTime)),
  };
}
const byDeviceName = (a: MockDevice, b: MockDevice) =>
  a.deviceName.localeCompare(b.deviceName, 'zh-CN') || a.deviceId.localeCompare(b.deviceId);

// ---- rules --------------------------------------------------------------------------------------

/** Spec 4/5: why a new subordinate may not go under `parent` (undefined when it may). */
function refusalUnder(parent: MockDepartment): string | undefined {
  // Spec 5: a whole-machine device node is equipment, not a place for enterprises.
  if (parent.property) return DEVICE_NODE_REFUSED;
  const hasDevices = db.world.devices.some((d) => d.deptId === parent.id);
  const hasRoles = db.world.users.some((u) => u.deptId === parent.id && u.roleId);
  return hasDevices || hasRoles ? ADD_REFUSED : undefined;
}

/** Copies of a department's names kept on other records follow a rename. */
function renameCopies(d: MockDepartment) {
  for (const list of [db.world.devices, db.world.users, db.world.industryScreens]) {
    for (const item of list as { deptId?: string; deptName?: string }[]) if (item.deptId === d.id) item.deptName = d.deptName;
  }
  for (const u of db.world.users) if (u.deptId === d.id) u.fullName = d.fullName ?? d.deptName;
  for (const c of childrenOf(d.id)) c.parentName = d.deptName;
  d.parentName = byId(d.parentId)?.deptName ?? '';
}

const editable = (body: Department) => ({
  deptName: body.deptName,
  fullName: body.fullName,
  vocations: body.vocations,
  mapAddress: body.mapAddress,
  lng: body.lng,
  lat: body.lat,
  address: body.address,
  phone: body.phone,
  contacts: body.contacts,
  remark: body.remark,
  deploy: body.deploy,
  property: body.property,
  logo: body.logo,
  image: body.image,
});
/** Leaves out what the form did not send, so an edit keeps it. */
const sent = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

function create(body: Department) {
  const parentId = body.parentId ?? '0';
  const parent = byId(parentId);
  if (parentId !== '0') {
    if (!parent) return fail('上级企业不存在');
    const refusal = refusalUnder(parent);
    if (refusal) return fail(refusal);
  }
  const siblings = childrenOf(parentId);
  const id = db.newId();
  const created: MockDepartment = {
    ...sent(editable(body)),
    id,
    parentId,
    deptName: body.deptName,
    vocations: body.vocations,
    lng: body.lng,
    lat: body.lat,
    deploy: body.deploy,
    property: body.property,
    fullName: body.fullName || body.deptName,
    parentName: parent?.deptName ?? '',
    isDeleted: 0,
    deviceCount: 0,
    screenType: parent?.screenType ?? 1,
    sort: siblings.reduce((max, s) => Math.max(max, s.sort), 0) + 1,
    screenUrl: parent?.screenUrl ?? '',
    createTime: now(),
  };
  departments().push(created);
  invalidate();
  db.changed();
  return ok(null);
}

function update(node: MockDepartment, body: Department) {
  // Spec 4 (tips.editMessage): the root stays as it is, and nothing becomes a root by editing.
  if (node.parentId === '0' || body.parentId === '0') return fail(ROOT_EDIT_REFUSED);
  if (body.parentId && body.parentId !== node.parentId) {
    const parent = byId(body.parentId);
    if (!parent) return fail('上级企业不存在');
    if (subtreeIds(node.id).has(parent.id)) return fail('上级企业不能是自身或其下级');
    const refusal = refusalUnder(parent);
    if (refusal) return fail(refusal);
    node.parentId = parent.id;
    invalidate();
  }
  Object.assign(node, sent(editable(body)));
  // isBatch: the subordinate companies take the same deployment and industries.
  if (body.isBatch) {
    for (const d of subtree(node.id).slice(1)) Object.assign(d, { deploy: node.deploy, vocations: [...node.vocations] });
  }
  renameCopies(node);
  syncDeviceCounts();
  db.changed();
  return ok(null);
}

/** Spec 4: deleting an enterprise clears all its data - subtree, devices, its users and screen links. */
function remove(node: MockDepartment, callerId: string) {
  const gone = subtreeIds(node.id);
  const w = db.world;
  const goneUsers = new Set(w.users.filter((u) => gone.has(u.deptId) && u.id !== callerId).map((u) => u.id));
  w.departments = w.departments.filter((d) => !gone.has(d.id));
  w.devices = w.devices.filter((d) => !gone.has(d.deptId));
  w.users = w.users.filter((u) => !goneUsers.has(u.id));
  w.industryScreens = w.industryScreens.filter((s) => !gone.has(s.deptId));
  w.userConfigs = w.userConfigs
    .filter((c) => !goneUsers.has(c.userId))
    .map((c) => (c.deptIds ? { ...c, deptIds: c.deptIds.filter((id) => !gone.has(id)) } : c));
  syncDeviceCounts();
  // The big screen needs at least one enterprise (spec 5): fall back to the top-level company.
  const kept = w.bigScreen.deptIds.filter((id) => !gone.has(id));
  const fallback = childrenOf('0')[0]?.id;
  w.bigScreen = { ...w.bigScreen, deptIds: kept.length ? kept : fallback ? [fallback] : w.bigScreen.deptIds };
  db.changed();
  return ok(null);
}

// ---- uploads ------------------------------------------------------------------------------------

type ImagePart = { refusal: string } | { refusal?: undefined; node: MockDepartment; file: File; ext: string };

/** The image part of a multipart upload with its extension, or the refusal. */
async function imagePart(request: Request): Promise<ImagePart> {
  const form = await request.formData();
  const file = form.get('file');
  const node = byId(String(form.get('deptId') ?? ''));
  if (!node) return { refusal: NOT_FOUND };
  if (!file || typeof file === 'string') return { refusal: '请选择要上传的图片' };
  const ext = (/\.(\w+)$/.exec(file.name)?.[1] ?? file.type.replace(/^image\//, '')).toLowerCase();
  if (!IMAGE_TYPES.includes(ext)) return { refusal: '只能上传 png、jpg、jpeg 格式的图片' };
  return { node, file, ext: ext === 'jpeg' ? 'jpg' : ext };
}

// ---- transfer -----------------------------------------------------------------------------------

/**
 * Spec 3 Transfer company (划拨): every device of the source company (its subtree) goes to the target
 * company; the console reports 划拨设备成功 for both tabs (spec 8).
 */
function transferCompany(origin: string, targetId: string) {
  // The spec does not say whether orginName is an id or a name; the console sends the select's value (the id).
  const source = byId(origin) ?? departments().find((d) => d.deptName === origin);
  const target = byId(targetId);
  if (!source) return fail('原企业不存在');
  if (!target) return fail('目标企业不存在');
  if (source.id === target.id) return fail('目标企业不能与原企业相同');
  moveDevices(devicesUnder(source.id), target);
  return ok(null);
}

function transferDevices(deviceIds: string[], targetId: string) {
  const target = byId(targetId);
  if (!target) return fail('目标企业不存在');
  const moving = deviceIds.map((id) => db.world.devices.find((d) => d.deviceId === id));
  const missing = deviceIds.filter((_, i) => !moving[i]);
  if (missing.length) return fail(`设备不存在：${missing.join(',')}`);
  moveDevices(moving as MockDevice[], target);
  return ok(null);
}

function moveDevices(devices: MockDevice[], target: MockDepartment) {
  for (const d of devices) Object.assign(d, { deptId: target.id, deptName: target.deptName });
  syncDeviceCounts();
  db.changed();
}

// ---- handlers -----------------------------------------------------------------------------------

const nodeOf = (request: Request, name = 'id') => byId(query(request).get(name));

export const departmentHandlers = [
  http.get('*/department/tree', fresh(({ request }) => ok(visibleTree(userOf(request))))),
  http.get('*/department/detail', fresh(({ request }) => {
    const node = nodeOf(request);
    return node ? ok(detailOf(node)) : fail(NOT_FOUND);
  })),
  http.post('*/department/submit', fresh(async ({ request }) => {
    const body = await jsonBody<Department>(request);
    if (!body.id) return create(body);
    const node = byId(body.id);
    return node ? update(node, body) : fail(NOT_FOUND);
  })),
  http.post('*/department/remove', fresh(({ request }) => {
    const node = nodeOf(request);
    return node ? remove(node, userOf(request).id) : fail(NOT_FOUND);
  })),
  http.get('*/department/verifyLeafNode', fresh(({ request }) => {
    const node = nodeOf(request, 'deptId');
    return node ? ok(childrenOf(node.id).length === 0) : fail(NOT_FOUND);
  })),
  http.get('*/department/getParent', fresh(({ request }) => {
    const node = nodeOf(request);
    return node ? ok(chain(node).map((d) => ({ id: d.id, label: d.deptName, property: d.property }))) : fail(NOT_FOUND);
  })),
  http.get('*/department/getChildrenName', fresh(({ request }) => {
    const node = nodeOf(request);
    return node ? ok(subtree(node.id).slice(1).map((d) => d.deptName)) : fail(NOT_FOUND);
  })),
  http.get('*/department/getEncryptPsd', fresh(({ request }) => ok(SparkMD5.hash(query(request).get('psd') ?? '')))),
  http.get('*/department/getDeviceCount', fresh(({ request }) => {
    const node = nodeOf(request, 'deptId');
    return node ? ok(devicesUnder(node.id).length) : fail(NOT_FOUND);
  })),
  http.post('*/department/upload', fresh(async ({ request }) => {
    const part = await imagePart(request);
    if (part.refusal !== undefined) return fail(part.refusal);
    // The world keeps a path, never the bytes; the form sends this value back as logo on submit.
    part.node.logo = `/upload/logo/${part.node.id}.${part.ext}`;
    db.changed();
    return ok(part.node.logo);
  })),
  http.post('*/department/imageUpload', fresh(async ({ request }) => {
    const part = await imagePart(request);
    if (part.refusal !== undefined) return fail(part.refusal);
    if (part.file.size > MAX_IMAGE_BYTES) return fail('图片大小不能超过 2MB');
    part.node.image = `/upload/department/${part.node.id}/screen.${part.ext}`;
    db.changed();
    return ok(null, part.node.image);
  })),
  http.post('*/department/removeImage', fresh(({ request }) => {
    const node = nodeOf(request, 'deptId');
    if (!node) return fail(NOT_FOUND);
    // Removing a picture that is already gone is not an error (the console would restore a stale one).
    if (node.image && node.image === query(request).get('image')) {
      delete node.image;
      db.changed();
    }
    return ok(null);
  })),
  http.get('*/department/faultExist', fresh(() =>
    // A fault exists while any device is in alarm now (the monitoring model decides, time moves).
    ok(db.world.devices.some((d) => stateOf(db.world, d, clock.now()).status === 'alarm')),
  )),
  // Targets of a transfer: the other companies at the source's level (for a top-level source, the other roots).
  http.get('*/web/getTransferDeptList', fresh(({ request }) => {
    const node = nodeOf(request, 'deptId');
    if (!node) return fail(NOT_FOUND);
    return ok(childrenOf(node.parentId).filter((d) => d.id !== node.id).map((d) => treeNode(d, false)));
  })),
  http.get('*/web/getRootDeptList', fresh(() => ok(childrenOf('0').map((d) => treeNode(d, false))))),
  http.get('*/web/deviceTransferList', fresh(({ request }) => {
    const node = nodeOf(request, 'deptId');
    if (!node) return fail(NOT_FOUND);
    const devices = devicesUnder(node.id).sort(byDeviceName);
    return ok({ devices: devices.map((d) => ({ deviceId: d.deviceId, deviceName: d.deviceName })) });
  })),
  http.post('*/web/deptTransfer', fresh(({ request }) => {
    const q = query(request);
    return transferCompany(q.get('orginName') ?? '', q.get('targetDeptId') ?? '');
  })),
  http.post('*/device/subordinateChange', fresh(({ request }) => {
    const q = query(request);
    return transferDevices(idList(q.get('deviceIds')), q.get('transferDeptId') ?? '');
  })),
  // Without deptId, the signed-in user's company (all companies when it has none).
  http.get('*/device/getDepartmentDeviceList', fresh(({ request }) => {
    const deptId = query(request).get('deptId') ?? userOf(request).deptId;
    if (query(request).get('deptId') && !byId(deptId)) return fail(NOT_FOUND);
    const devices = byId(deptId) ? devicesUnder(deptId) : [...db.world.devices];
    return ok(devices.sort(byDeviceName).map(deviceReply));
  })),
];
