// @vitest-environment node
// The mock backend honours the contract: every operation, called with a valid request built from the
// contract's examples and real ids of the seeded world, answers 200 with a body that validates against
// the operation's 200 schema; a request that breaks the contract gets the 400 envelope.
import SparkMD5 from 'spark-md5';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { mockServer } from '../../mocks/node';
import { db } from '../../mocks/world/db';
import { eventsOf } from '../../mocks/world/monitor/alarmLog';
import { modelOf } from '../../mocks/world/monitor/state';
import { formatDateTime } from '../../mocks/world/clock';
import type { World } from '../../mocks/world/types';
import { contract, operations, type Operation } from './contract';
import { sampleRequest } from '../../scripts/conformance/requests';
import { signInWithoutCaptcha } from '../support/mockSignIn';

const base = 'http://localhost/api';
const client = { Authorization: `Basic ${btoa('saber:saber_secret')}` };
const validate = createValidator(contract);

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
let token = '';
let refreshToken = '';
beforeEach(async () => {
  await db.reset();
  // A role nobody holds, so that removing one is allowed (the seeded roles are all assigned).
  db.world.roles.push({ id: '1123598899999999901', parentId: '0', tenantId: '000000', roleName: '临时角色', roleAlias: 'temporary', sort: 99 });
  ({ access_token: token, refresh_token: refreshToken } = await signInWithoutCaptcha(base, 'admin', 'Admin123'));
});

/** Real ids of the world for the parameters an operation takes, so that handlers find what they look for. */
function worldValues(op: Operation, world: World): Record<string, string> {
  const leaf = world.departments.find((d) => world.devices.some((device) => device.deptId === d.id))!;
  const free = world.departments.find(
    (d) => d.parentId !== '0' && !d.property && !world.devices.some((x) => x.deptId === d.id) && !world.users.some((u) => u.deptId === d.id),
  )!;
  const other = world.departments.find((d) => d.id !== leaf.id && d.parentId !== '0')!;
  const device = world.devices.find((d) => d.deptId === leaf.id)!;
  const now = Date.now();
  const alarm = eventsOf(world, world.devices.slice(0, 50), now - 7 * 24 * 3600_000, now, now)[0];
  const user = world.users.find((u) => u.account !== 'admin')!;
  const unusedRole =
    world.roles.find((r) => !world.users.some((u) => u.roleId === r.id) && !world.roles.some((c) => c.parentId === r.id)) ?? world.roles[0];
  const byTag: Record<string, string | undefined> = {
    user: user.id,
    auth: user.id,
    role: unusedRole?.id,
    screen: world.industryScreens[0]?.id,
    menu: world.menus.at(-1)?.id,
    dict: world.dicts.at(-1)?.id,
    department: other.id,
    transfer: other.id,
    inform: world.informs[0]?.id,
    file: world.files[0]?.id,
  };
  const tag = op.tags[0];
  const monitorIds: Record<string, string | undefined> = {
    monitor: device.deviceId,
    alarm: alarm?.id,
    record: world.monitor.records[0]?.id,
    expert: world.monitor.experts[0]?.id,
    diagnosis: op.operationId === 'getDeviceOperationReport' ? world.monitor.operationReports[0]?.id : world.monitor.reports[0]?.id,
  };
  return {
    deviceId: device.deviceId,
    itemIds: modelOf(world, device).items.slice(0, 2).map((i) => i.itemId).join(','),
    shareCode: (op.operationId === 'getDeviceOperationReport' ? world.monitor.operationReports[0] : world.monitor.reports[0])?.shareCode ?? '',
    id: byTag[tag] ?? leaf.id,
    ids: byTag[tag] ?? '',
    deptId: tag === 'screen' ? leaf.id : leaf.id,
    parentId: tag === 'department' ? free.id : (byTag[tag] ?? '0'),
    userId: world.users[0].id,
    userIds: user.id,
    roleIds: world.roles.at(-1)?.id ?? '',
    roleId: world.roles[0].id,
    deviceIds: device.deviceId,
    transferDeptId: other.id,
    targetDeptId: other.id,
    orginName: leaf.id,
    password: SparkMD5.hash('Admin123'),
    oldPassword: SparkMD5.hash('Admin123'),
    value: '/monitor/top/upload',
    path: world.files[0]?.path ?? 'x.bin',
    refreshToken,
    refresh_token: refreshToken,
    ...(tag in monitorIds ? { id: monitorIds[tag] ?? '', ids: monitorIds[tag] ?? '' } : {}),
  };
}

/** What makes an example body acceptable to a stateful server: unique names, the caller's own id, ... */
const bodyAdjustments: Record<string, (world: World) => Record<string, unknown>> = {
  submitUser: () => ({ account: 'newuser01' }),
  updateUser: (world) => ({ account: world.users.find((u) => u.account !== 'admin')!.account }),
  updateOwnInfo: (world) => ({ id: world.users.find((u) => u.account === 'admin')!.id }),
  // The example is the archive-records menu, whose buttons the seeded world already has.
  submitMenu: () => ({ code: 'contract_test_menu', buttons: [] }),
  submitRole: () => ({ roleAlias: 'contractTest' }),
  submitDict: () => ({ dictKey: 'contract-test' }),
  // The example's attachment is a file the seeded world holds (附件不存在 otherwise).
  submitRecord: (world) => ({ attachments: [{ identifier: world.files[0].identifier, name: world.files[0].name, size: world.files[0].size }] }),
  saveIndustryScreenConfig: (world) => ({ id: world.industryScreens[0].id, deptId: world.industryScreens[0].deptId }),
};

/** signIn with grant_type captcha needs a fresh captcha and the admin's credentials. */
async function withCaptcha(request: { url: string; init: RequestInit }) {
  const captcha = await fetch(`${base}/blade-auth/oauth/captcha`, { headers: client });
  const { key } = (await captcha.json()) as { key: string };
  const url = new URL(request.url);
  url.searchParams.set('username', 'admin');
  url.searchParams.set('password', SparkMD5.hash('Admin123'));
  url.searchParams.set('grant_type', 'captcha');
  const headers = { ...(request.init.headers as Record<string, string>), 'Captcha-Key': key, 'Captcha-Code': captcha.headers.get('x-mock-captcha-code')! };
  return { url: url.toString(), init: { ...request.init, headers } };
}

function withWorldValues(op: Operation, request: { url: string; init: RequestInit }) {
  const values = worldValues(op, db.world);
  const url = new URL(request.url);
  for (const key of [...url.searchParams.keys()]) if (values[key]) url.searchParams.set(key, values[key]);
  let path = url.pathname;
  if (op.path.includes('{path}')) path = `/api${op.path.replace('{path}', encodeURIComponent(values.path))}`;
  const headers = { ...(request.init.headers as Record<string, string>), ...client, 'Blade-Auth': `bearer ${token}` };
  let body = request.init.body;
  if (typeof body === 'string') {
    const json = JSON.parse(body) as Record<string, unknown>;
    for (const key of ['id', 'deptId', 'parentId', 'userId', 'deviceId']) if (key in json && values[key]) json[key] = values[key];
    if (Array.isArray(json.ids) && values.id) json.ids = [values.id];
    if (op.operationId.startsWith('submit') && !op.operationId.includes('Config')) delete json.id; // create, not update
    Object.assign(json, bodyAdjustments[op.operationId]?.(db.world) ?? {});
    body = JSON.stringify(json);
  } else if (body instanceof FormData && body.has('deptId')) {
    body.set('deptId', values.deptId);
  }
  return { url: `${url.origin}${path}${url.search}`, init: { ...request.init, headers, body } };
}

/** A diagnosis and a run report of the seeded world, for the operations that read or remove one. */
async function withReports() {
  const headers = { ...client, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' };
  const device = db.world.devices[0];
  const day = (offset: number) => formatDateTime(new Date(Date.now() - offset * 24 * 3600_000));
  const range = { startTime: day(2), endTime: day(1) };
  await fetch(`${base}/deviceDiagnose/run`, { method: 'POST', headers, body: JSON.stringify({ ...range, deviceIds: [device.deviceId] }) });
  await fetch(`${base}/deviceDiagnose/operationReport`, { method: 'POST', headers, body: JSON.stringify({ ...range, deviceId: device.deviceId }) });
}

describe('mock backend honours the contract', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s answers 200 with a schema-valid body', async (_id, op) => {
    await withReports();
    let request: { url: string; init: RequestInit } = withWorldValues(op, sampleRequest(op, base));
    if (op.operationId === 'signIn') request = await withCaptcha(request);
    const { url, init } = request;
    const reply = await fetch(url, init);
    const text = await reply.text();
    expect(reply.status, text.slice(0, 300)).toBe(200);
    if (!op.raw.responses['200'].content?.['application/json']) return;
    const body = JSON.parse(text) as { code?: number };
    const errors = validate(['paths', op.path, op.method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema'], body);
    expect(errors, text.slice(0, 300)).toEqual([]);
  });

  it('answers a request that breaks the contract with a readable 400 envelope', async () => {
    const missing = await fetch(`${base}/blade-user/detail`, { headers: { ...client, 'Blade-Auth': `bearer ${token}` } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ code: 400, success: false, msg: '缺少必要的请求参数：id', data: null });

    const tooLong = await fetch(`${base}/inform/submit`, {
      method: 'POST',
      headers: { ...client, 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: '标'.repeat(51), content: '内容' }),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { msg: string }).msg).toMatch(/title/);

    // Spec 5: compare charts allow up to 8 items (x-max-list-items of the contract).
    const nine = Array.from({ length: 9 }, (_, i) => `112359883000000000${i}`).join(',');
    const history = await fetch(`${base}/device/history?itemIds=${nine}&startTime=2026-11-20%2000:00:00&endTime=2026-11-21%2000:00:00`, {
      headers: { ...client, 'Blade-Auth': `bearer ${token}` },
    });
    expect(history.status).toBe(400);
    expect(await history.json()).toEqual({ code: 400, success: false, msg: '对比曲线最多选择8个监测项', data: null });
  });

  it('answers 401 without a token, with an unknown token and without the client header', async () => {
    expect((await fetch(`${base}/blade-user/info`, { headers: client })).status).toBe(401);
    expect((await fetch(`${base}/blade-user/info`, { headers: { ...client, 'Blade-Auth': 'bearer forged' } })).status).toBe(401);
    expect((await fetch(`${base}/blade-user/info`, { headers: { 'Blade-Auth': `bearer ${token}` } })).status).toBe(401);
  });
});
