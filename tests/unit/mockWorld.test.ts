// @vitest-environment node
// The seeded mock world: reproducible from its seed, shaped as the spec describes (a deep company tree
// with devices in the leaves, the two documented accounts and their permissions, the scenario sizes),
// and every record valid against its own contract schema.
import { readFileSync } from 'node:fs';
import SparkMD5 from 'spark-md5';
import { beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../scripts/contract/examples.mjs';
import { buildWorld, largeCounts } from '../../mocks/world/seed';
import { leavesOf } from '../../mocks/world/seedCompanies';
import { ADMIN_ID, newIdFrom, OPERATOR_ID, ROOT_DEPT_ID } from '../../mocks/world/seedKit';
import { OPERATOR_DENIED, OPERATOR_READ_ONLY, OPERATOR_FEATURE_DENIED } from '../../mocks/world/seedAccess';
import { formatDateTime } from '../../mocks/world/clock';
import type { MockDepartment, World } from '../../mocks/world/types';

const SEED = 20261121;
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8'));
const validate = createValidator(contract);

/** Errors of every record against one component schema, labelled by the record's index. */
function invalid(schema: string, records: unknown[]): string[] {
  return records.flatMap((record, i) => validate(['components', 'schemas', schema], record).map((e) => `${schema}[${i}] ${e}`));
}

/** Depth of the deepest node, counting the root as 1. */
function depthOf(departments: MockDepartment[]): number {
  const byId = new Map(departments.map((d) => [d.id, d]));
  const depth = (d: MockDepartment): number => {
    const parent = byId.get(d.parentId);
    return parent ? depth(parent) + 1 : 1;
  };
  return Math.max(...departments.map(depth));
}

describe('mock world seed', () => {
  let world: World;
  beforeAll(() => {
    world = buildWorld({ seed: SEED, scenario: 'default' });
  });

  it('formats ids and dates as BladeX does', () => {
    expect(newIdFrom(13_738_675_201)).toBe('1123598813738675201');
    expect(newIdFrom(7)).toBe('1123598800000000007');
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('gives a deep-equal world for the same seed and a different one for another seed', () => {
    expect(buildWorld({ seed: SEED, scenario: 'default' })).toEqual(world);
    const other = buildWorld({ seed: SEED + 1, scenario: 'default' });
    expect(other).not.toEqual(world);
    expect(other.devices.map((d) => d.deviceName)).not.toEqual(world.devices.map((d) => d.deviceName));
  });

  it('builds slow and chaos as the default world', () => {
    expect(buildWorld({ seed: SEED, scenario: 'slow' })).toEqual({ ...world, scenario: 'slow' });
    expect(buildWorld({ seed: SEED, scenario: 'chaos' })).toEqual({ ...world, scenario: 'chaos' });
  });

  it('has a company tree at least four levels deep with both kinds of node and deployment', () => {
    const { departments } = world;
    expect(departments.length).toBeGreaterThanOrEqual(60);
    expect(departments.length).toBeLessThanOrEqual(120);
    expect(depthOf(departments)).toBeGreaterThanOrEqual(4);
    expect(departments.filter((d) => d.parentId === '0').map((d) => d.id)).toEqual([ROOT_DEPT_ID]);
    expect(new Set(departments.map((d) => d.property))).toEqual(new Set([true, false]));
    expect(new Set(departments.map((d) => d.deploy))).toEqual(new Set([true, false]));
    expect(new Set(departments.map((d) => d.screenType))).toEqual(new Set([0, 1]));
    const ids = new Set(departments.map((d) => d.id));
    expect(ids.size).toBe(departments.length);
    expect(departments.every((d) => d.parentId === '0' || ids.has(d.parentId))).toBe(true);
  });

  it('uses industries of the industryType dictionary and pins near the map centre', () => {
    const industries = new Set(world.bizDicts.filter((e) => e.code === 'industryType').map((e) => Number(e.dictKey)));
    for (const d of world.departments) {
      expect(d.vocations.every((v) => industries.has(v))).toBe(true);
      expect(Math.abs(d.lng - 121.6)).toBeLessThanOrEqual(1.5);
      expect(Math.abs(d.lat - 31.2)).toBeLessThanOrEqual(1.5);
    }
    const codes = new Set(world.bizDicts.map((e) => e.code));
    expect(codes).toEqual(new Set(['industryType', 'monitorItemType', 'monitorItemTemperatureType', 'monitorItemVibrationType']));
  });

  it('puts devices only in leaves, in every condition, with consistent limits and counts', () => {
    const { departments, devices } = world;
    expect(devices.length).toBeGreaterThanOrEqual(300);
    expect(devices.length).toBeLessThanOrEqual(600);
    const leaves = new Set(leavesOf(departments).map((d) => d.id));
    expect(devices.every((d) => leaves.has(d.deptId))).toBe(true);
    // States and values are derived (mocks/world/monitor, tests/unit/monitorWorld.test.ts); the seed gives the conditions.
    expect(new Set(devices.map((d) => d.condition))).toEqual(new Set(['healthy', 'worn', 'faulty', 'dead']));
    for (const d of devices) {
      expect(d.warnValue).toBeLessThan(d.alarmValue);
      expect(d.deadSince !== undefined).toBe(d.condition === 'dead');
    }
    const root = departments.find((d) => d.id === ROOT_DEPT_ID);
    expect(root?.deviceCount).toBe(devices.length);
    const leaf = departments.find((d) => leaves.has(d.id));
    expect(leaf?.deviceCount).toBe(devices.filter((d) => d.deptId === leaf?.id).length);
  });

  it('keeps the admin and operator accounts exactly', () => {
    const admin = world.users.find((u) => u.account === 'admin');
    const operator = world.users.find((u) => u.account === 'operator');
    expect(admin).toMatchObject({
      id: ADMIN_ID,
      passwordMd5: SparkMD5.hash('Admin123'),
      nickName: '管理员',
      realName: '管理员',
      deptId: ROOT_DEPT_ID,
    });
    expect(operator).toMatchObject({
      id: OPERATOR_ID,
      passwordMd5: SparkMD5.hash('Operator123'),
      nickName: '值班员',
      realName: '值班员',
      deptId: '1123598813738675202',
    });
    const operatorDept = world.departments.find((d) => d.id === operator?.deptId);
    expect(operatorDept?.parentId).toBe(ROOT_DEPT_ID);
    expect(world.roles.find((r) => r.id === admin?.roleId)?.roleAlias).toBe('administrator');
  });

  it('grants admin every menu and the operator everything but the denied buttons, the read-only pages\' changes and the refused features', () => {
    const grantOf = (roleId: string | undefined) => new Set(world.roleGrants.find((g) => g.roleId === roleId)?.menuIds);
    const admin = grantOf(world.users.find((u) => u.id === ADMIN_ID)?.roleId);
    const operator = grantOf(world.users.find((u) => u.id === OPERATOR_ID)?.roleId);
    expect(world.menus.every((m) => admin.has(m.id))).toBe(true);
    const denied = world.menus.filter((m) => OPERATOR_DENIED.some((p) => p === m.path || p === m.code));
    // The two top-bar paths, the two tree codes, the expert system's three maintenance buttons, running a
    // diagnosis and the ten buttons of user and role management.
    expect(denied.map((m) => m.path)).toHaveLength(OPERATOR_DENIED.length);
    expect(OPERATOR_DENIED).toHaveLength(18);
    expect(denied.every((m) => m.category === 2 && !operator.has(m.id))).toBe(true);
    // Dictionaries, menus, notices and big-screen settings are read-only to the operator.
    const readOnly = world.menus.filter((m) => OPERATOR_READ_ONLY.includes(m.code ?? ''));
    expect(readOnly.map((m) => m.code).sort()).toEqual([...OPERATOR_READ_ONLY].sort());
    expect(readOnly.every((m) => m.category === 2)).toBe(true);
    // The operator keeps records without deleting them and has no file management page (spec
    // 7's feature verifications refuse them by path).
    const featureDenied = world.menus.filter((m) => OPERATOR_FEATURE_DENIED.includes(m.path ?? ''));
    expect(featureDenied.map((m) => m.path).sort()).toEqual([...OPERATOR_FEATURE_DENIED].sort());
    expect(featureDenied.some((m) => operator.has(m.id))).toBe(false);
    expect(world.menus.filter((m) => !operator.has(m.id))).toEqual(world.menus.filter((m) => denied.includes(m) || readOnly.includes(m) || featureDenied.includes(m)));
    for (const value of ['/monitor/top/upload', '/monitor/top/screen', '/monitor/top/software', '/monitor/top/userDetail', '/monitor/top/customerScreen']) {
      expect(world.menus.some((m) => m.category === 2 && m.path === value)).toBe(true);
    }
    expect(world.menus.filter((m) => m.category === 2).map((m) => m.code)).toEqual(expect.arrayContaining(['departAdd', 'departEdit']));
  });

  it('has a top menu longer than 15 items, with an external link and the red-mark items', () => {
    const top = world.menus.filter((m) => m.parentId === '0');
    expect(top.length).toBeGreaterThan(15);
    expect(top.some((m) => m.path?.startsWith('https://'))).toBe(true);
    expect(top.map((m) => m.path)).toEqual(expect.arrayContaining(['/wel/index', '/monitor/alarm/index', '/monitor/inform/index']));
    expect(top.map((m) => m.name)).toEqual(expect.arrayContaining(['通知管理', '运行日志', '设备诊断']));
  });

  it('has staff with zh_CN names, mainland mobiles, emails and valid accounts', () => {
    const staff = world.users.filter((u) => u.id !== ADMIN_ID && u.id !== OPERATOR_ID);
    expect(staff.length).toBeGreaterThanOrEqual(6);
    expect(new Set(world.users.map((u) => u.account)).size).toBe(world.users.length);
    // The user of the contract's examples exists, so example-built requests find someone.
    expect(staff[0]).toMatchObject({ account: 'zhangwei', realName: '张伟', phone: '13812345678', email: 'zhangwei@shenergy.com.cn' });
    for (const u of world.users) {
      expect(u.account).toMatch(/^[A-Za-z0-9_-]{3,15}$/);
      expect(u.realName).toMatch(/^[\u4e00-\u9fa5A-Za-z]{1,15}$/);
      expect(u.phone).toMatch(/^1[3-9][0-9]{9}$/);
      expect(u.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    }
  });

  it('leaves admin some unread notices', () => {
    const sent = world.informs.filter((n) => n.sent);
    expect(sent.some((n) => n.readBy.includes(ADMIN_ID))).toBe(true);
    expect(sent.some((n) => !n.readBy.includes(ADMIN_ID))).toBe(true);
    expect(world.version).toBe('V05.05.0604');
    expect(world.monitor.reports).toEqual([]);
    expect(world.monitor.readMarks).toEqual({});
  });

  it('validates every record against its contract schema', () => {
    // readStatus is per user in replies; the stored notice keeps readBy instead.
    const informs = world.informs.map(({ readBy, ...notice }) => ({ ...notice, readStatus: readBy.includes(ADMIN_ID) ? 1 : 0 }));
    expect([
      ...invalid('Department', world.departments),
      ...invalid('TransferDevice', world.devices),
      ...invalid('ArchiveRecord', world.monitor.records),
      ...invalid('ExpertEntry', world.monitor.experts),
      ...invalid('OverviewConfigForm', world.monitor.overviewConfigs),
      ...invalid('User', world.users),
      ...invalid('UserForm', world.users),
      ...invalid('SoftwareFile', world.files),
      ...invalid('InformNotice', informs),
      ...invalid('Role', world.roles),
      ...invalid('Menu', world.menus),
      ...invalid('RoleGrant', world.roleGrants.map((g) => ({ ...g, roleIds: [g.roleId] }))),
      ...invalid('UserConfig', world.userConfigs),
      ...invalid('DictEntry', world.dicts),
      ...invalid('BizDictEntry', world.bizDicts),
      ...invalid('BigScreenConfig', [world.bigScreen]),
      ...invalid('IndustryScreenConfig', world.industryScreens),
      ...invalid('Platform', world.platforms),
      ...invalid('CustomerPlan', world.plans),
      ...invalid('SystemVersion', [{ data: world.version }]),
    ]).toEqual([]);
    expect(world.files.every((f) => /^[a-f0-9]{32}$/.test(f.identifier) && f.path.startsWith(f.identifier))).toBe(true);
  });
});

describe('mock world scenarios', () => {
  // How fast it builds is a budget (npm run bench:mock), not a functional claim.
  it('large has exactly the large counts and stays valid', () => {
    const world = buildWorld({ seed: SEED, scenario: 'large' });
    expect(world.departments).toHaveLength(largeCounts.departments);
    expect(world.devices).toHaveLength(largeCounts.devices);
    expect(world.files).toHaveLength(largeCounts.files);
    expect(depthOf(world.departments)).toBeGreaterThanOrEqual(4);
    const leaves = new Set(leavesOf(world.departments).map((d) => d.id));
    expect(world.devices.every((d) => leaves.has(d.deptId))).toBe(true);
    expect(new Set(world.departments.map((d) => d.id)).size).toBe(largeCounts.departments);
    expect(new Set(world.devices.map((d) => d.deviceId)).size).toBe(largeCounts.devices);
    expect(new Set(world.files.map((f) => f.name)).size).toBe(largeCounts.files);
    expect([
      ...invalid('Department', world.departments),
      ...invalid('TransferDevice', world.devices),
      ...invalid('SoftwareFile', world.files),
      ...invalid('ArchiveRecord', world.monitor.records),
    ]).toEqual([]);
  });

  it('empty has only the root, the two accounts, their roles, menus, dictionaries and version', () => {
    const world = buildWorld({ seed: SEED, scenario: 'empty' });
    expect(world.departments.map((d) => d.id)).toEqual([ROOT_DEPT_ID]);
    expect(world.devices).toEqual([]);
    expect(world.files).toEqual([]);
    expect(world.informs).toEqual([]);
    expect(world.users.map((u) => u.id)).toEqual([ADMIN_ID, OPERATOR_ID]);
    expect(world.users.every((u) => u.deptId === ROOT_DEPT_ID)).toBe(true);
    expect(world.roles).toHaveLength(2);
    expect(world.menus.length).toBeGreaterThan(0);
    expect(world.dicts.length).toBeGreaterThan(0);
    expect(world.bizDicts.length).toBeGreaterThan(0);
    expect(world.version).toBe('V05.05.0604');
    expect(invalid('BigScreenConfig', [world.bigScreen])).toEqual([]);
  });
});
