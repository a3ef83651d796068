// @vitest-environment node
// The stateful company tree of the mock backend: tree, detail, add/edit/delete with the spec 4/5 rules,
// images, and company/device transfer, each reply checked against the contract's 200 schema.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Department, DepartmentTreeNode } from '../../generated/model';
import { contractGuard } from '../../mocks/contract/guard';
import { authHandlers } from '../../mocks/handlers/auth';
import { ADD_REFUSED, DEVICE_NODE_REFUSED, ROOT_EDIT_REFUSED, departmentHandlers } from '../../mocks/handlers/departments';
import { traffic } from '../../mocks/handlers/traffic';
import { clock } from '../../mocks/world/clock';
import { db } from '../../mocks/world/db';
import { stateOf } from '../../mocks/world/monitor/state';
import type { MockDepartment } from '../../mocks/world/types';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const client = { Authorization: `Basic ${btoa('saber:saber_secret')}` };
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as object;
const validate = createValidator(contract);
const server = setupServer(traffic, contractGuard, ...authHandlers, ...departmentHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

type Reply<T = unknown> = { code: number; success: boolean; msg: string; data: T };
let token = '';

async function signIn(username: string, password: string) {
  return (await signInWithoutCaptcha(base, username, password)).access_token;
}

beforeEach(async () => {
  await db.reset();
  token = await signIn('admin', 'Admin123');
});

/** Calls a contract path; a successful reply must validate against the operation's 200 schema. */
async function call<T>(method: 'get' | 'post', path: string, params: Record<string, string> = {}, body?: object | FormData) {
  const headers: Record<string, string> = { ...client, 'Blade-Auth': `bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const reply = await fetch(`${base}${path}?${new URLSearchParams(params)}`, {
    method: method.toUpperCase(),
    headers,
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  expect(reply.status).toBe(200);
  const json = (await reply.json()) as Reply<T>;
  if (json.code === 200) {
    const at = ['paths', path, method, 'responses', '200', 'content', 'application/json', 'schema'];
    expect(validate(at, json)).toEqual([]);
  }
  return json;
}

// ---- the seeded world, read generically so that the tests follow the seed --------------------------

const w = () => db.world;
const kids = (id: string) => w().departments.filter((d) => d.parentId === id);
const below = (id: string): string[] => [id, ...kids(id).flatMap((k) => below(k.id))];
const devicesUnder = (id: string) => w().devices.filter((d) => below(id).includes(d.deptId));
const leafWithDevices = () => w().departments.find((d) => !kids(d.id).length && w().devices.some((x) => x.deptId === d.id))!;
const root = () => w().departments.find((d) => d.parentId === '0')!;
/** A non-root organisation with subordinates, and nothing that refuses a new subordinate. */
function freeCompany(): MockDepartment {
  const company = w().departments.find(
    (d) => d.parentId !== '0' && !d.property && kids(d.id).length && !w().devices.some((x) => x.deptId === d.id),
  )!;
  for (const u of w().users) if (u.deptId === company.id) u.deptId = company.parentId;
  return company;
}
const form = (d: MockDepartment, changes: Partial<Department> = {}): Department => ({
  id: d.id,
  deptName: d.deptName,
  vocations: d.vocations,
  lng: d.lng,
  lat: d.lat,
  deploy: d.deploy,
  property: d.property,
  parentId: d.parentId,
  ...changes,
});
const newCompany = (parentId: string, deptName = '申能电力张江分公司'): Department => ({
  deptName,
  fullName: `上海${deptName}`,
  vocations: [1],
  mapAddress: '上海市浦东新区张江路88号',
  lng: 121.5903,
  lat: 31.2036,
  phone: '13812345678',
  parentId,
  deploy: false,
  property: false,
  isBatch: false,
});
function flatten(nodes: DepartmentTreeNode[]): DepartmentTreeNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe('company tree (spec 2.7, 4)', () => {
  it('nests every department once under its parent, leaves without children', async () => {
    const reply = await call<DepartmentTreeNode[]>('get', '/department/tree');
    const nodes = flatten(reply.data);
    expect(nodes.map((n) => n.id).sort()).toEqual(w().departments.map((d) => d.id).sort());
    expect(reply.data.every((n) => n.parentId === '0')).toBe(true);
    for (const n of nodes) {
      expect(n.hasChildren).toBe((n.children ?? []).length > 0);
      for (const c of n.children ?? []) expect(c.parentId).toBe(n.id);
    }
    const leaf = nodes.find((n) => n.id === leafWithDevices().id)!;
    expect(leaf.hasChildren).toBe(false);
  });

  it('shows a user only the companies of their enterprise permission', async () => {
    const company = freeCompany();
    const admin = w().users.find((u) => u.account === 'admin')!;
    w().userConfigs = [...w().userConfigs.filter((c) => c.userId !== admin.id), { userId: admin.id, deptIds: [company.id] }];
    const reply = await call<DepartmentTreeNode[]>('get', '/department/tree');
    expect(reply.data.map((n) => n.id)).toEqual([company.id]);
    expect(flatten(reply.data).map((n) => n.id).sort()).toEqual(below(company.id).sort());
  });

  it('answers leaf checks, the breadcrumb chain and the subordinate names', async () => {
    const leaf = leafWithDevices();
    expect((await call('get', '/department/verifyLeafNode', { deptId: leaf.id })).data).toBe(true);
    expect((await call('get', '/department/verifyLeafNode', { deptId: leaf.parentId })).data).toBe(false);

    const crumbs = (await call<{ id: string; label: string }[]>('get', '/department/getParent', { id: leaf.id })).data;
    expect(crumbs.at(-1)).toMatchObject({ id: leaf.id, label: leaf.deptName, property: leaf.property });
    expect(w().departments.find((d) => d.id === crumbs[0].id)!.parentId).toBe('0');
    crumbs.slice(1).forEach((c, i) => expect(w().departments.find((d) => d.id === c.id)!.parentId).toBe(crumbs[i].id));

    const company = freeCompany();
    const names = (await call<string[]>('get', '/department/getChildrenName', { id: company.id })).data;
    expect(names.sort()).toEqual(below(company.id).slice(1).map((id) => w().departments.find((d) => d.id === id)!.deptName).sort());
    expect((await call<string[]>('get', '/department/getChildrenName', { id: leaf.id })).data).toEqual([]);
  });

  it('counts the devices of a whole subtree in detail and getDeviceCount', async () => {
    const top = root();
    const detail = await call<Department>('get', '/department/detail', { id: top.id });
    expect(detail.data.deviceCount).toBe(devicesUnder(top.id).length);
    expect(detail.data.deviceCount).toBeGreaterThan(0);
    expect((await call('get', '/department/getDeviceCount', { deptId: top.id })).data).toBe(devicesUnder(top.id).length);
    const leaf = leafWithDevices();
    const leafDetail = await call<Department>('get', '/department/detail', { id: leaf.id });
    expect(leafDetail.data.parentName).toBe(w().departments.find((d) => d.id === leaf.parentId)!.deptName);
  });

  it('refuses an unknown department with a business error', async () => {
    const reply = await call('get', '/department/detail', { id: '999' });
    expect(reply).toMatchObject({ code: 400, success: false, msg: '该企业不存在' });
  });
});

describe('department add and edit (spec 4, 5)', () => {
  it('creates under a free company; the tree and detail show it afterwards', async () => {
    const company = freeCompany();
    expect((await call('post', '/department/submit', {}, newCompany(company.id))).code).toBe(200);
    const created = w().departments.find((d) => d.deptName === '申能电力张江分公司')!;
    expect(created.parentId).toBe(company.id);

    const tree = flatten((await call<DepartmentTreeNode[]>('get', '/department/tree')).data);
    expect(tree.find((n) => n.id === company.id)!.children!.map((c) => c.id)).toContain(created.id);
    const detail = await call<Department>('get', '/department/detail', { id: created.id });
    expect(detail.data).toMatchObject({ deptName: '申能电力张江分公司', parentName: company.deptName, deviceCount: 0, vocations: [1] });
    expect((await call('get', '/department/verifyLeafNode', { deptId: created.id })).data).toBe(true);
  });

  it('refuses to add under a company that has devices or roles (department.addRole)', async () => {
    const leaf = leafWithDevices();
    leaf.property = false;
    expect(await call('post', '/department/submit', {}, newCompany(leaf.id))).toMatchObject({ code: 400, msg: ADD_REFUSED });

    const company = freeCompany();
    const user = w().users.find((u) => u.roleId)!;
    user.deptId = company.id;
    expect(await call('post', '/department/submit', {}, newCompany(company.id))).toMatchObject({ code: 400, msg: ADD_REFUSED });
    expect(w().departments.some((d) => d.deptName === '申能电力张江分公司')).toBe(false);
  });

  it('refuses to create an enterprise under a whole-machine device', async () => {
    const device = w().departments.find((d) => d.property) ?? Object.assign(leafWithDevices(), { property: true });
    expect(await call('post', '/department/submit', {}, newCompany(device.id))).toMatchObject({ code: 400, msg: DEVICE_NODE_REFUSED });
  });

  it('refuses to edit the root (tips.editMessage)', async () => {
    const top = root();
    const reply = await call('post', '/department/submit', {}, form(top, { deptName: '改名集团' }));
    expect(reply).toMatchObject({ code: 400, msg: ROOT_EDIT_REFUSED });
    expect(root().deptName).toBe(top.deptName);
  });

  it('edits a company and renames the copies of its name on its devices', async () => {
    const leaf = leafWithDevices();
    expect((await call('post', '/department/submit', {}, form(leaf, { deptName: '改名车间', remark: '已改' }))).code).toBe(200);
    expect((await call<Department>('get', '/department/detail', { id: leaf.id })).data).toMatchObject({ deptName: '改名车间', remark: '已改' });
    const list = await call<{ deptName: string }[]>('get', '/device/getDepartmentDeviceList', { deptId: leaf.id });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((d) => d.deptName === '改名车间')).toBe(true);
  });

  it('with isBatch also changes deploy and industries of the subordinate companies', async () => {
    const company = freeCompany();
    const reply = await call('post', '/department/submit', {}, form(company, { deploy: true, vocations: [7, 8], isBatch: true }));
    expect(reply.code).toBe(200);
    for (const id of below(company.id)) {
      expect(w().departments.find((d) => d.id === id)).toMatchObject({ deploy: true, vocations: [7, 8] });
    }
  });

  it('without isBatch leaves the subordinate companies as they are', async () => {
    const company = freeCompany();
    const child = kids(company.id)[0];
    const before = { deploy: child.deploy, vocations: [...child.vocations] };
    await call('post', '/department/submit', {}, form(company, { deploy: !company.deploy, vocations: [9] }));
    expect(w().departments.find((d) => d.id === child.id)).toMatchObject(before);
  });
});

describe('department delete (spec 4)', () => {
  it('removes the node with its subtree and devices; the parent counts fewer devices', async () => {
    const company = freeCompany();
    const gone = below(company.id);
    const removedDevices = devicesUnder(company.id).length;
    const parentBefore = devicesUnder(company.parentId).length;
    expect((await call('post', '/department/remove', { id: company.id })).code).toBe(200);

    const tree = flatten((await call<DepartmentTreeNode[]>('get', '/department/tree')).data);
    expect(tree.some((n) => gone.includes(n.id))).toBe(false);
    expect(w().devices.some((d) => gone.includes(d.deptId))).toBe(false);
    expect((await call('get', '/department/getDeviceCount', { deptId: company.parentId })).data).toBe(parentBefore - removedDevices);
    expect((await call('get', '/department/detail', { id: company.id })).code).toBe(400);
  });

  it('clears the users and screen links of the deleted enterprise, but never the caller', async () => {
    const company = freeCompany();
    const admin = w().users.find((u) => u.account === 'admin')!;
    const staff = w().users.find((u) => u.id !== admin.id)!;
    staff.deptId = kids(company.id)[0].id;
    admin.deptId = company.id;
    w().bigScreen.deptIds = [company.id];
    w().userConfigs.find((c) => c.userId === admin.id)!.deptIds = [company.id];
    const gone = below(company.id);
    expect(w().industryScreens.some((s) => gone.includes(s.deptId))).toBe(true);
    expect((await call('post', '/department/remove', { id: company.id })).code).toBe(200);
    expect(w().users.some((u) => u.id === staff.id)).toBe(false);
    expect(w().users.some((u) => u.id === admin.id)).toBe(true);
    expect(w().industryScreens.some((s) => gone.includes(s.deptId))).toBe(false);
    expect(w().bigScreen.deptIds).toEqual([root().id]);
    // The caller's only granted company is gone: the tree falls back to the top-level companies.
    expect((await call<DepartmentTreeNode[]>('get', '/department/tree')).data.map((n) => n.id)).toEqual([root().id]);
  });

  it('encrypts the deletion password as md5 hex', async () => {
    expect((await call('get', '/department/getEncryptPsd', { psd: 'Shenergy2026' })).data).toBe(SparkMD5.hash('Shenergy2026'));
  });
});

describe('logo and big-screen picture (spec 5, 7)', () => {
  const png = (name = 'logo.png', bytes = 4) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
  const upload = (file: File, deptId: string) => {
    const body = new FormData();
    body.set('file', file);
    body.set('deptId', deptId);
    return body;
  };

  it('stores the logo path on the department and answers it as data', async () => {
    const leaf = leafWithDevices();
    const reply = await call<string>('post', '/department/upload', {}, upload(png(), leaf.id));
    expect(reply.data).toBe(`/upload/logo/${leaf.id}.png`);
    expect((await call<Department>('get', '/department/detail', { id: leaf.id })).data.logo).toBe(reply.data);
  });

  it('refuses a logo that is not png, jpg or jpeg', async () => {
    const reply = await call('post', '/department/upload', {}, upload(new File(['x'], 'logo.gif', { type: 'image/gif' }), root().id));
    expect(reply.code).toBe(400);
  });

  it('answers the picture url in msg, then removes it', async () => {
    const leaf = leafWithDevices();
    const reply = await call('post', '/department/imageUpload', {}, upload(png('screen.jpg'), leaf.id));
    expect(reply.msg).toBe(`/upload/department/${leaf.id}/screen.jpg`);
    expect((await call<Department>('get', '/department/detail', { id: leaf.id })).data.image).toBe(reply.msg);

    expect((await call('post', '/department/removeImage', { deptId: leaf.id, image: reply.msg })).code).toBe(200);
    expect((await call<Department>('get', '/department/detail', { id: leaf.id })).data.image).toBeUndefined();
  });

  it('refuses a picture over 2 MB', async () => {
    const reply = await call('post', '/department/imageUpload', {}, upload(png('big.png', 2097153), root().id));
    expect(reply.code).toBe(400);
  });
});

describe('fault flag (spec 2.5)', () => {
  it('is true while a device is in alarm now, by the monitoring model', async () => {
    const inAlarm = () => w().devices.some((d) => stateOf(w(), d, clock.now()).status === 'alarm');
    clock.set(Date.now());
    try {
      expect(inAlarm()).toBe(true);
      expect((await call('get', '/department/faultExist')).data).toBe(true);
      // Without the devices that are in alarm now, there is no fault.
      w().devices = w().devices.filter((d) => stateOf(w(), d, clock.now()).status !== 'alarm');
      expect((await call('get', '/department/faultExist')).data).toBe(false);
    } finally {
      clock.reset();
    }
  });
});

describe('transfer (spec 3, 5, 8)', () => {
  const userId = () => w().users.find((u) => u.account === 'admin')!.id;

  it('offers the other companies of the same level and the top-level companies', async () => {
    const company = freeCompany();
    const targets = await call<DepartmentTreeNode[]>('get', '/web/getTransferDeptList', { userId: userId(), deptId: company.id });
    expect(targets.data.map((n) => n.id).sort()).toEqual(kids(company.parentId).filter((d) => d.id !== company.id).map((d) => d.id).sort());
    const roots = await call<DepartmentTreeNode[]>('get', '/web/getRootDeptList', { userId: userId(), deptId: company.id });
    expect(roots.data.map((n) => n.id).sort()).toEqual(kids('0').map((d) => d.id).sort());
  });

  it('lists the devices of a company for the device tab', async () => {
    const top = root();
    const reply = await call<{ devices: { deviceId: string }[] }>('get', '/web/deviceTransferList', { deptId: top.id });
    expect(reply.data.devices.map((d) => d.deviceId).sort()).toEqual(devicesUnder(top.id).map((d) => d.deviceId).sort());
  });

  it('moves all devices of a company to the target; both counts follow', async () => {
    const source = leafWithDevices();
    const target = w().departments.find((d) => !kids(d.id).length && d.id !== source.id)!;
    const moved = devicesUnder(source.id).length;
    const before = devicesUnder(target.id).length;
    expect((await call('post', '/web/deptTransfer', { orginName: source.id, targetDeptId: target.id })).code).toBe(200);
    expect((await call('get', '/department/getDeviceCount', { deptId: source.id })).data).toBe(0);
    expect((await call<Department>('get', '/department/detail', { id: target.id })).data.deviceCount).toBe(before + moved);
  });

  it('refuses a company transfer to itself or to an unknown company', async () => {
    const source = leafWithDevices();
    expect((await call('post', '/web/deptTransfer', { orginName: source.id, targetDeptId: source.id })).code).toBe(400);
    expect((await call('post', '/web/deptTransfer', { orginName: source.id, targetDeptId: '999' })).code).toBe(400);
    expect(devicesUnder(source.id).length).toBeGreaterThan(0);
  });

  it('moves chosen devices to the target company', async () => {
    const source = leafWithDevices();
    const target = w().departments.find((d) => !kids(d.id).length && d.id !== source.id)!;
    const [first] = devicesUnder(source.id);
    const sourceBefore = devicesUnder(source.id).length;
    expect((await call('post', '/device/subordinateChange', { deviceIds: first.deviceId, transferDeptId: target.id })).code).toBe(200);

    const list = await call<{ deviceId: string; deptId: string; deptName: string }[]>('get', '/device/getDepartmentDeviceList', { deptId: target.id });
    expect(list.data.find((d) => d.deviceId === first.deviceId)).toMatchObject({ deptId: target.id, deptName: target.deptName });
    expect((await call('get', '/department/getDeviceCount', { deptId: source.id })).data).toBe(sourceBefore - 1);
    expect(w().departments.find((d) => d.id === source.id)!.deviceCount).toBe(sourceBefore - 1);
  });

  it('refuses unknown devices or an unknown target', async () => {
    const leaf = leafWithDevices();
    const [first] = devicesUnder(leaf.id);
    expect((await call('post', '/device/subordinateChange', { deviceIds: '999', transferDeptId: leaf.id })).code).toBe(400);
    expect((await call('post', '/device/subordinateChange', { deviceIds: first.deviceId, transferDeptId: '999' })).code).toBe(400);
  });

  it('lists devices with statuses, of a subtree or of the caller company', async () => {
    const top = root();
    const reply = await call<{ status: string }[]>('get', '/device/getDepartmentDeviceList', { deptId: top.id });
    expect(reply.data).toHaveLength(devicesUnder(top.id).length);
    expect(reply.data.every((d) => ['online', 'alarm', 'warn', 'offline'].includes(d.status))).toBe(true);
    const mine = await call<unknown[]>('get', '/device/getDepartmentDeviceList');
    expect(mine.data.length).toBeGreaterThan(0);
  });
});

describe('the operator (spec 6: permissions are buttons of the console)', () => {
  it('meets the same rules and may otherwise change the tree', async () => {
    const operator = w().users.find((u) => u.id === '1123598821738675202')!;
    operator.passwordMd5 = SparkMD5.hash('Operator123');
    token = await signIn(operator.account, 'Operator123');
    expect(await call('post', '/department/submit', {}, form(root()))).toMatchObject({ code: 400, msg: ROOT_EDIT_REFUSED });
    const company = freeCompany();
    expect((await call('post', '/department/submit', {}, newCompany(company.id, '运维新建'))).code).toBe(200);
  });
});
