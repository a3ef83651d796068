// The seeded company tree: a root enterprise, industry groups, regional companies, plants and the
// machines under them, placed near Shanghai (spec 9's map centre) with addresses and phone numbers.
import type { Faker } from '@faker-js/faker';
import type { MockDepartment, MockDevice } from './types';
import { DAY, intIn, mobile, pastTime, spread, times, type Seeder } from './seedKit';

type Industry = { key: number; name: string; plantKinds: string[]; unitKinds: string[] };

/** The industryType business dictionary; departments' vocations are these keys. */
export const INDUSTRIES: Industry[] = [
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


/** How big a scenario's tree is. Fan-outs are [min, max]; totals are exact. */
export type TreeShape = {
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
export function buildCompanyTree(s: Seeder, shape: TreeShape | undefined): MockDepartment[] {
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
export function countDevices(departments: MockDepartment[], devices: MockDevice[]) {
  const byId = new Map(departments.map((d) => [d.id, d]));
  for (const device of devices) {
    for (let at = byId.get(device.deptId); at; at = byId.get(at.parentId)) at.deviceCount = (at.deviceCount ?? 0) + 1;
  }
}
