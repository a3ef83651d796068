// Builds the mock backend's world from a seed: a Shanghai-area enterprise group with its company tree,
// monitored devices, accounts, menus, dictionaries, software files and notices. Everything random comes
// from one seeded faker and every date is relative to a fixed reference time, so the same seed and
// scenario always give a deep-equal world (a reset, a test or a bug report can rebuild it exactly).
import { makeHostile } from './hostile';
import type { Faker } from '@faker-js/faker';
import SparkMD5 from 'spark-md5';
import type {
  BizDictCode,
  DepartmentDeviceStatus,
  UserConfig,
  UserConfigMessageSubscriptionsItem,
} from '../../generated/model';
import type {
  MockDepartment,
  MockDevice,
  MockMenu,
  MockRole,
  MockUser,
  RoleGrant,
  ScenarioName,
  World,
} from './types';
import { buildMonitorStore } from './monitor/store';

export type WorldOptions = { seed: number; scenario: ScenarioName };

/** Exact sizes of the 'large' scenario (performance of trees, tables and paging). */
export const largeCounts = { departments: 10_000, devices: 20_000, files: 1_000 };


import { ADMIN_ID, OPERATOR_ID, RUNTIME_ID_START, createSeeder, MINUTE, DAY, agoBetween, pastTime, times, WORLD_VERSION, intIn, spread, mobile, type Seeder } from './seedKit';
import { buildFiles, buildInforms, buildBigScreen, buildIndustryScreens, buildPlatforms, buildPlans } from './seedContent';
import { buildMenus, ROLE_SEEDS, buildRoles, buildGrants } from './seedAccess';
// ---- reference data ------------------------------------------------------------------------------

type Industry = { key: number; name: string; plantKinds: string[]; unitKinds: string[] };

/** The industryType business dictionary; departments' vocations are these keys. */
const INDUSTRIES: Industry[] = [
  { key: 1, name: '电力', plantKinds: ['热电厂', '发电厂', '变电站'], unitKinds: ['机组', '锅炉', '汽轮机', '冷却塔'] },
  { key: 2, name: '冶金', plantKinds: ['炼钢厂', '轧钢厂', '烧结厂'], unitKinds: ['高炉', '转炉', '轧机', '烧结机'] },
  { key: 3, name: '石化', plantKinds: ['炼油厂', '乙烯厂', '储运站'], unitKinds: ['催化装置', '常减压装置', '压缩机组', '加热炉'] },
  { key: 4, name: '水泥建材', plantKinds: ['水泥厂', '粉磨站', '熟料基地'], unitKinds: ['回转窑', '立磨', '篦冷机', '生料磨'] },
  { key: 5, name: '造纸', plantKinds: ['造纸厂', '制浆厂'], unitKinds: ['纸机', '磨浆机', '碎浆机', '复卷机'] },
  { key: 6, name: '化工', plantKinds: ['化工厂', '合成氨厂', '氯碱厂'], unitKinds: ['反应釜', '压缩机组', '离心机', '精馏塔'] },
  { key: 7, name: '煤炭', plantKinds: ['选煤厂', '煤矿'], unitKinds: ['主井提升机', '带式输送机', '破碎机', '通风机组'] },
  { key: 8, name: '机械制造', plantKinds: ['装配厂', '铸造厂'], unitKinds: ['加工中心', '冲压线', '空压站', '涂装线'] },
  { key: 9, name: '纺织', plantKinds: ['纺纱厂', '印染厂'], unitKinds: ['细纱机', '定型机', '空调机组', '染色机'] },
  { key: 10, name: '食品医药', plantKinds: ['制药厂', '食品厂'], unitKinds: ['灌装线', '冷冻机组', '发酵罐', '干燥机'] },
  { key: 11, name: '水务', plantKinds: ['水厂', '污水处理厂', '泵站'], unitKinds: ['取水泵组', '鼓风机组', '提升泵组', '加药系统'] },
  { key: 12, name: '热力', plantKinds: ['供热站', '能源站'], unitKinds: ['燃气锅炉', '换热机组', '循环泵组', '余热锅炉'] },
];

const MONITOR_ITEM_TYPES = ['振动', '温度', '转速', '电流', '电压', '压力', '流量', '位移', '噪声'];
const TEMPERATURE_TYPES = ['轴承温度', '绕组温度', '油温', '环境温度', '进风温度', '出风温度', '壳体温度'];
/** The vibration types the big-screen settings choose from (business dictionary monitorItemVibrationType). */
const VIBRATION_TYPES = ['振动速度', '振动加速度', '振动位移', '包络解调'];

type City = { name: string; province: string; city: string; district: string; areaCode: string; lng: number; lat: number };

/** Places within the map's ±1.5° of 121.6, 31.2 (spec 9 map centre), so every pin lands near Shanghai. */
const CITIES: City[] = [
  { name: '浦东', province: '上海市', city: '', district: '浦东新区', areaCode: '021', lng: 121.5447, lat: 31.2224 },
  { name: '闵行', province: '上海市', city: '', district: '闵行区', areaCode: '021', lng: 121.3817, lat: 31.1129 },
  { name: '宝山', province: '上海市', city: '', district: '宝山区', areaCode: '021', lng: 121.4891, lat: 31.4045 },
  { name: '金山', province: '上海市', city: '', district: '金山区', areaCode: '021', lng: 121.3416, lat: 30.7419 },
  { name: '奉贤', province: '上海市', city: '', district: '奉贤区', areaCode: '021', lng: 121.474, lat: 30.9179 },
  { name: '嘉定', province: '上海市', city: '', district: '嘉定区', areaCode: '021', lng: 121.2655, lat: 31.3747 },
  { name: '苏州', province: '江苏省', city: '苏州市', district: '工业园区', areaCode: '0512', lng: 120.7235, lat: 31.3246 },
  { name: '昆山', province: '江苏省', city: '苏州市', district: '昆山市', areaCode: '0512', lng: 120.9807, lat: 31.3846 },
  { name: '太仓', province: '江苏省', city: '苏州市', district: '太仓市', areaCode: '0512', lng: 121.13, lat: 31.458 },
  { name: '常熟', province: '江苏省', city: '苏州市', district: '常熟市', areaCode: '0512', lng: 120.7522, lat: 31.654 },
  { name: '张家港', province: '江苏省', city: '苏州市', district: '张家港市', areaCode: '0512', lng: 120.555, lat: 31.8755 },
  { name: '南通', province: '江苏省', city: '南通市', district: '崇川区', areaCode: '0513', lng: 120.8943, lat: 31.981 },
  { name: '无锡', province: '江苏省', city: '无锡市', district: '滨湖区', areaCode: '0510', lng: 120.2951, lat: 31.5228 },
  { name: '嘉兴', province: '浙江省', city: '嘉兴市', district: '南湖区', areaCode: '0573', lng: 120.7555, lat: 30.7469 },
  { name: '平湖', province: '浙江省', city: '嘉兴市', district: '平湖市', areaCode: '0573', lng: 121.0155, lat: 30.6776 },
  { name: '海宁', province: '浙江省', city: '嘉兴市', district: '海宁市', areaCode: '0573', lng: 120.6805, lat: 30.5097 },
  { name: '杭州', province: '浙江省', city: '杭州市', district: '滨江区', areaCode: '0571', lng: 120.2119, lat: 30.2084 },
  { name: '宁波', province: '浙江省', city: '宁波市', district: '北仑区', areaCode: '0574', lng: 121.8447, lat: 29.8996 },
  { name: '舟山', province: '浙江省', city: '舟山市', district: '定海区', areaCode: '0580', lng: 122.1068, lat: 30.0199 },
];

const HEADQUARTERS = CITIES[0];
const CN_ORDINALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

// ---- company tree --------------------------------------------------------------------------------

/** How big a scenario's tree is. Fan-outs are [min, max]; totals are exact. */
type TreeShape = {
  groups: number;
  regionsPerGroup: [number, number];
  plantsPerRegion: [number, number];
  departments: number;
  devices: number;
};

/** A department while the tree is built, with what its children inherit. */
type Node = { dept: MockDepartment; industry: Industry; city: City };

/** Keeps a pin inside the map's ±1.5° box around 121.6, 31.2. */
const clamp = (value: number, centre: number) => Math.min(centre + 1.5, Math.max(centre - 1.5, value));

function near(faker: Faker, lng: number, lat: number, radius: number) {
  const jitter = () => faker.number.float({ min: -radius, max: radius });
  return { lng: Number(clamp(lng + jitter(), 121.6).toFixed(4)), lat: Number(clamp(lat + jitter(), 31.2).toFixed(4)) };
}

/** Map address (what the map picker reverse-geocodes) and the detailed address typed in the form. */
function addressIn(faker: Faker, city: City) {
  // faker's zh_CN streets are a surname plus a suffix; we keep the surname and use the usual suffixes.
  const street = `${faker.person.lastName()}${faker.helpers.arrayElement(['路', '街', '大道'])}`;
  const mapAddress = `${city.province}${city.city}${city.district}${street}${faker.number.int({ min: 1, max: 999 })}号`;
  return { mapAddress, address: `${mapAddress}${faker.number.int({ min: 1, max: 12 })}号楼` };
}

const landline = (faker: Faker, city: City) => `${city.areaCode}-${faker.string.numeric({ length: 8, allowLeadingZeros: false })}`;

/** The fields every node has; the level builders add name, kind and industry. */
function department(
  s: Seeder,
  parent: MockDepartment | undefined,
  sort: number,
  fields: Pick<MockDepartment, 'deptName' | 'fullName' | 'vocations' | 'deploy' | 'property' | 'screenType' | 'lng' | 'lat'>,
  city: City,
): MockDepartment {
  const id = s.id('department');
  return {
    id,
    parentId: parent?.id ?? '0',
    ...(parent ? { parentName: parent.deptName } : {}),
    ...fields,
    ...addressIn(s.faker, city),
    phone: fields.property ? mobile(s.faker) : landline(s.faker, city),
    contacts: s.faker.person.fullName(),
    remark: '',
    isDeleted: 0,
    deviceCount: 0,
    sort,
    screenUrl: `https://screen.example.cn/industry/${id}`,
    createTime: pastTime(s.faker, 400 * DAY, 1000 * DAY),
  };
}

function rootCompany(s: Seeder): Node {
  const dept = department(
    s,
    undefined,
    1,
    {
      deptName: '申能集团',
      fullName: '申能（集团）有限公司',
      vocations: [1],
      deploy: false,
      property: false,
      screenType: 1,
      lng: 121.5903,
      lat: 31.2036,
    },
    HEADQUARTERS,
  );
  return { dept, industry: INDUSTRIES[0], city: HEADQUARTERS };
}

/** Level 2: one group company per industry, based in Shanghai. */
function groupCompany(s: Seeder, root: Node, industry: Industry, index: number): Node {
  const city = s.faker.helpers.arrayElement(CITIES.slice(0, 6));
  const dept = department(
    s,
    root.dept,
    index + 1,
    {
      deptName: `申能${industry.name}`,
      fullName: `上海申能${industry.name}有限公司`,
      vocations: [industry.key],
      deploy: false,
      property: false,
      screenType: 1,
      ...near(s.faker, city.lng, city.lat, 0.05),
    },
    city,
  );
  return { dept, industry, city };
}

/** Level 3: regional branches; some also serve a second industry. */
function regionCompany(s: Seeder, group: Node, city: City, index: number): Node {
  const second = s.faker.datatype.boolean(0.2) ? s.faker.helpers.arrayElement(INDUSTRIES) : group.industry;
  const vocations = [...new Set([group.industry.key, second.key])].sort((a, b) => a - b);
  const dept = department(
    s,
    group.dept,
    index + 1,
    {
      deptName: `${group.dept.deptName}${city.name}分公司`,
      fullName: `${group.dept.fullName}${city.name}分公司`,
      vocations,
      deploy: s.faker.datatype.boolean(0.3),
      property: false,
      screenType: s.faker.datatype.boolean(0.5) ? 1 : 0,
      ...near(s.faker, city.lng, city.lat, 0.05),
    },
    city,
  );
  return { dept, industry: group.industry, city };
}

/** Level 4: plants, the administrative organisations that own the equipment. */
function plant(s: Seeder, region: Node, index: number): Node {
  const { faker } = s;
  const kind = faker.helpers.arrayElement(region.industry.plantKinds);
  const name = `${region.city.name}第${CN_ORDINALS[index % CN_ORDINALS.length]}${kind}`;
  const dept = department(
    s,
    region.dept,
    index + 1,
    {
      deptName: name,
      fullName: `${region.dept.fullName}${name}`,
      vocations: [...region.dept.vocations],
      // Mostly the region's deployment, but some plants run their own local server.
      deploy: faker.datatype.boolean(0.2) ? !region.dept.deploy : region.dept.deploy,
      property: false,
      screenType: faker.datatype.boolean(0.3) ? 1 : 0,
      ...near(faker, region.dept.lng, region.dept.lat, 0.12),
    },
    region.city,
  );
  return { dept, industry: region.industry, city: region.city };
}

/** Level 5: whole-machine devices (property true), the leaves that hold the monitored devices. */
function machine(s: Seeder, owner: Node, index: number): Node {
  const kinds = owner.industry.unitKinds;
  const name = `${Math.floor(index / kinds.length) + 1}号${kinds[index % kinds.length]}`;
  const dept = department(
    s,
    owner.dept,
    index + 1,
    {
      deptName: name,
      fullName: `${owner.dept.deptName}${name}`,
      vocations: [...owner.dept.vocations],
      deploy: owner.dept.deploy,
      property: true,
      screenType: 0,
      ...near(s.faker, owner.dept.lng, owner.dept.lat, 0.005),
    },
    owner.city,
  );
  return { ...owner, dept };
}

/** Every world shows both deployments; a tiny tree could otherwise draw only one. */
function ensureBothDeployKinds(plants: Node[]) {
  if (plants.length > 1 && plants.every((p) => p.dept.deploy === plants[0].dept.deploy)) {
    plants[plants.length - 1].dept.deploy = !plants[0].dept.deploy;
  }
}

/**
 * root → group companies → regional branches → plants → whole-machine devices. Levels are created in
 * order (breadth first), so the first group company gets id …13738675202 (the operator's company).
 */
function buildCompanyTree(s: Seeder, shape: TreeShape | undefined): MockDepartment[] {
  const { faker } = s;
  const root = rootCompany(s);
  if (!shape) return [root.dept];
  const industries = faker.helpers.arrayElements(INDUSTRIES, shape.groups);
  const groups = industries.map((industry, i) => groupCompany(s, root, industry, i));
  const regions = groups.flatMap((group) =>
    faker.helpers.arrayElements(CITIES, intIn(faker, shape.regionsPerGroup)).map((city, i) => regionCompany(s, group, city, i)),
  );
  const plants = regions.flatMap((region) => times(intIn(faker, shape.plantsPerRegion), (i) => plant(s, region, i)));
  ensureBothDeployKinds(plants);
  const machineTotal = Math.max(0, shape.departments - 1 - groups.length - regions.length - plants.length);
  // About one plant in seven has no machine nodes: a leaf organisation that holds devices itself.
  const weights = plants.map(() => (faker.datatype.boolean(0.15) ? 0 : faker.number.float({ min: 0.5, max: 1.5 })));
  const machineCounts = spread(faker, machineTotal, weights);
  const machines = plants.flatMap((p, i) => times(machineCounts[i], (j) => machine(s, p, j)));
  return [root, ...groups, ...regions, ...plants, ...machines].map((n) => n.dept);
}

/** Leaves are the nodes nobody names as parent; devices live only there. */
export function leavesOf(departments: MockDepartment[]): MockDepartment[] {
  const parents = new Set(departments.map((d) => d.parentId));
  return departments.filter((d) => !parents.has(d.id));
}

/** deviceCount is the number of devices in the node's whole subtree. */
function countDevices(departments: MockDepartment[], devices: MockDevice[]) {
  const byId = new Map(departments.map((d) => [d.id, d]));
  for (const device of devices) {
    for (let at = byId.get(device.deptId); at; at = byId.get(at.parentId)) at.deviceCount = (at.deviceCount ?? 0) + 1;
  }
}

// ---- devices -------------------------------------------------------------------------------------

const DEVICE_KINDS = [
  '空压机', '冷却塔风机', '引风机', '送风机', '给水泵', '循环水泵', '凝结水泵', '磨煤机', '一次风机',
  '增压风机', '主变压器', '电动机', '齿轮箱', '减速机', '离心风机', '螺杆压缩机', '搅拌机', '真空泵',
];

const FREQUENCY_BANDS = ['10-1000Hz', '2-1000Hz', '10-5000Hz', '0.5-10kHz'];

/** Vibration velocity warn/alarm limits in mm/s: the zone boundaries of ISO 10816 machine classes. */
const VIBRATION_LIMITS: [number, number][] = [
  [2.8, 4.5],
  [4.5, 7.1],
  [7.1, 11.2],
];

const STATUS_WEIGHTS: { weight: number; value: DepartmentDeviceStatus }[] = [
  { weight: 70, value: 'online' },
  { weight: 10, value: 'warn' },
  { weight: 6, value: 'alarm' },
  { weight: 14, value: 'offline' },
];

/**
 * ajv checks the contract's `multipleOf: 0.01` by plain float division, which refuses about one
 * two-decimal value in six (1.13 / 0.01 = 112.99999999999999). Readings use only values it accepts.
 */
const passesMultipleOf = (cents: number) => (cents / 100 / 0.01) % 1 === 0;

/** A two-decimal value in [min, max]: a random cent, moved to the nearest one ajv accepts. */
function twoDecimals(faker: Faker, min: number, max: number): number {
  const [low, high] = [Math.round(min * 100), Math.round(max * 100)];
  const start = faker.number.int({ min: low, max: high });
  for (let c = start; c <= high; c++) if (passesMultipleOf(c)) return c / 100;
  for (let c = start - 1; c >= low; c--) if (passesMultipleOf(c)) return c / 100;
  return start / 100;
}

/** A reading that agrees with a status (seed-time draw, see devicesOfLeaf). */
function readingFor(faker: Faker, status: DepartmentDeviceStatus, warn: number, alarm: number): number {
  const between = (min: number, max: number) => twoDecimals(faker, min, max);
  if (status === 'alarm') return between(alarm, alarm * 1.6);
  if (status === 'warn') return between(warn, alarm - 0.01);
  return between(0.3, warn * 0.9);
}

const CONDITION_OF: Record<DepartmentDeviceStatus, MockDevice['condition']> = { online: 'healthy', warn: 'worn', alarm: 'faulty', offline: 'dead' };

/**
 * Devices of one leaf, numbered per kind in one naming style (1号空压机 or 1#空压机) per leaf. The seeded
 * status becomes the device's condition (how its faults and outages behave, mocks/world/monitor); an
 * offline device is dead since its last report. The reading is still drawn, so that the seeded stream -
 * and every record built after the devices - stays what it was.
 */
function devicesOfLeaf(s: Seeder, leaf: MockDepartment, count: number): MockDevice[] {
  const { faker } = s;
  const mark = faker.helpers.arrayElement(['号', '#']);
  const numbered = new Map<string, number>();
  return times(count, () => {
    const kind = faker.helpers.arrayElement(DEVICE_KINDS);
    const n = (numbered.get(kind) ?? 0) + 1;
    numbered.set(kind, n);
    const status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
    const [warnValue, alarmValue] = faker.helpers.arrayElement(VIBRATION_LIMITS);
    const reported = status === 'offline' ? [2 * 60 * MINUTE, 30 * DAY] : [0, 15 * MINUTE];
    const lastReport = agoBetween(faker, reported[0], reported[1]).getTime();
    const deviceId = s.id('device');
    const frequencyBand = faker.helpers.arrayElement(FREQUENCY_BANDS);
    readingFor(faker, status, warnValue, alarmValue);
    return {
      deviceId,
      deviceName: `${n}${mark}${kind}`,
      deptId: leaf.id,
      deptName: leaf.deptName,
      frequencyBand,
      warnValue,
      alarmValue,
      condition: CONDITION_OF[status],
      ...(status === 'offline' ? { deadSince: Math.floor(lastReport / MINUTE) * MINUTE } : {}),
    };
  });
}

/** `total` devices over the leaves, at least one each, unevenly. */
function buildDevices(s: Seeder, departments: MockDepartment[], total: number): MockDevice[] {
  const leaves = leavesOf(departments);
  const floor = total >= leaves.length ? 1 : 0;
  const weights = leaves.map(() => s.faker.number.float({ min: 0.3, max: 1.7 }));
  const extra = spread(s.faker, total - floor * leaves.length, weights);
  return leaves.flatMap((leaf, i) => devicesOfLeaf(s, leaf, floor + extra[i]));
}

// ---- users ---------------------------------------------------------------------------------------

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
function fixedUsers(roles: MockRole[], root: MockDepartment, operatorDept: MockDepartment): MockUser[] {
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
function branchesOf(departments: MockDepartment[]): MockDepartment[] {
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
function staffUsers(s: Seeder, count: number, roles: MockRole[], companies: MockDepartment[]): MockUser[] {
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
function userConfigOf(s: Seeder, user: MockUser, grant: RoleGrant | undefined, menus: MockMenu[]): UserConfig {
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

// ---- dictionaries --------------------------------------------------------------------------------

type DictRow = World['dicts'][number];

/** BladeX system dictionaries: a header row (parentId '0', dictKey '-1') and its values. */
const SYSTEM_DICTS: { code: string; name: string; sealed: 0 | 1; values: [string, string][] }[] = [
  { code: 'menu_category', name: '菜单类型', sealed: 1, values: [['1', '菜单'], ['2', '按钮']] },
  { code: 'button_func', name: '按钮功能', sealed: 1, values: [['0', '工具栏'], ['1', '操作栏'], ['2', '工具操作栏']] },
  { code: 'yes_no', name: '是否', sealed: 1, values: [['1', '否'], ['2', '是']] },
  { code: 'sex', name: '性别', sealed: 0, values: [['1', '男'], ['2', '女'], ['3', '未知']] },
  {
    code: 'notice',
    name: '通知类型',
    sealed: 0,
    values: [['1', '发布通知'], ['2', '批转通知'], ['3', '转发通知'], ['4', '指示通知'], ['5', '会议通知']],
  },
  {
    code: 'device_status',
    name: '设备状态',
    sealed: 0,
    values: [['online', '在线'], ['alarm', '报警'], ['warn', '预警'], ['offline', '离线']],
  },
  { code: 'deploy_type', name: '部署属性', sealed: 0, values: [['false', '云端服务器'], ['true', '本地服务器']] },
];

function buildDicts(s: Seeder): DictRow[] {
  return SYSTEM_DICTS.flatMap((dict, d) => {
    const header: DictRow = {
      id: s.id('dict'),
      parentId: '0',
      code: dict.code,
      dictKey: '-1',
      dictValue: dict.name,
      sort: d + 1,
      remark: dict.name,
      isSealed: dict.sealed,
      isDeleted: 0,
    };
    const values = dict.values.map(([dictKey, dictValue], i): DictRow => ({
      id: s.id('dict'),
      parentId: header.id,
      code: dict.code,
      dictKey,
      dictValue,
      sort: i + 1,
      remark: '',
      isSealed: dict.sealed,
      isDeleted: 0,
    }));
    return [header, ...values];
  });
}

/** Values of the three business dictionaries the console reads; dictKey is the numeric code as text. */
function buildBizDicts(s: Seeder): World['bizDicts'] {
  const entries = (code: BizDictCode, labels: string[]) =>
    labels.map((dictValue, i) => ({ id: s.id('misc'), code, dictKey: String(i + 1), dictValue, sort: i + 1 }));
  return [
    ...entries('industryType', INDUSTRIES.map((industry) => industry.name)),
    ...entries('monitorItemType', MONITOR_ITEM_TYPES),
    ...entries('monitorItemTemperatureType', TEMPERATURE_TYPES),
    ...entries('monitorItemVibrationType', VIBRATION_TYPES),
  ];
}

// ---- scenarios -----------------------------------------------------------------------------------

/** What a scenario fills in; 'slow' and 'chaos' differ only in the handlers' latency and failures, 'hostile' in its texts. */
type Profile = { tree?: TreeShape; files: number; staff: number; populated: boolean };

function profileOf(faker: Faker, scenario: ScenarioName): Profile {
  if (scenario === 'empty') return { files: 0, staff: 0, populated: false };
  if (scenario === 'large') {
    const { departments, devices, files } = largeCounts;
    // 1 + 10 + 100 + 1000 organisations; the remaining 8889 nodes are whole-machine devices.
    const tree: TreeShape = { groups: 10, regionsPerGroup: [10, 10], plantsPerRegion: [10, 10], departments, devices };
    return { tree, files, staff: 8, populated: true };
  }
  const tree: TreeShape = {
    groups: faker.number.int({ min: 3, max: 4 }),
    regionsPerGroup: [2, 3],
    plantsPerRegion: [2, 3],
    departments: faker.number.int({ min: 70, max: 110 }),
    devices: faker.number.int({ min: 350, max: 550 }),
  };
  return { tree, files: 12, staff: 8, populated: true };
}

export function buildWorld(options: WorldOptions): World {
  // 'hostile': the default world with script-injection vectors in its shown texts.
  if (options.scenario === 'hostile') return makeHostile({ ...buildWorld({ ...options, scenario: 'default' }), scenario: 'hostile' });
  const s = createSeeder(options.seed);
  const profile = profileOf(s.faker, options.scenario);

  const departments = buildCompanyTree(s, profile.tree);
  const devices = profile.tree ? buildDevices(s, departments, profile.tree.devices) : [];
  countDevices(departments, devices);
  const [root] = departments;
  // The operator belongs to the first group company (…13738675202); the empty world has only the root.
  const operatorDept = departments[1] ?? root;

  const menus = buildMenus(s);
  const roleSeeds = profile.populated ? ROLE_SEEDS : ROLE_SEEDS.slice(0, 2);
  const roles = buildRoles(s, roleSeeds);
  const roleGrants = buildGrants(roles, roleSeeds, menus);
  const users = [...fixedUsers(roles, root, operatorDept), ...staffUsers(s, profile.staff, roles, branchesOf(departments))];
  const userConfigs = users.map((u) => userConfigOf(s, u, roleGrants.find((g) => g.roleId === u.roleId), menus));
  const platforms = profile.populated ? buildPlatforms(s) : [];

  return {
    seed: options.seed,
    scenario: options.scenario,
    nextId: RUNTIME_ID_START,
    version: WORLD_VERSION,
    departments,
    devices,
    users,
    roles,
    menus,
    roleGrants,
    userConfigs,
    dicts: buildDicts(s),
    bizDicts: buildBizDicts(s),
    files: buildFiles(s, profile.files),
    informs: profile.populated ? buildInforms(s, users, departments, devices) : [],
    bigScreen: buildBigScreen(s, departments),
    industryScreens: buildIndustryScreens(s, departments),
    platforms,
    plans: profile.populated ? buildPlans(s, platforms) : [],
    errorLogs: [],
    monitor: buildMonitorStore(s.faker, () => s.id('misc'), { departments, devices, users, seed: options.seed, scenario: options.scenario }),
    accessTokens: [],
    refreshTokens: [],
  };
}
