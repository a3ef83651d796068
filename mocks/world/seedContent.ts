// The seed's content: software files, notices, the big-screen settings and the lookups (platforms, plans).
import type { Faker } from '@faker-js/faker';
import type { BigScreenConfig, CustomerPlan, IndustryScreenConfig, Platform } from '../../generated/model';
import type { MockDepartment, MockDevice, MockFile, MockInform, MockUser } from './types';
import { REFERENCE_TIME, formatDateTime } from './clock';
import { DAY, MINUTE, WORLD_VERSION, fit, pastTime, times, type Seeder } from './seedKit';

// ---- software files ------------------------------------------------------------------------------

const FILE_NAMES = [
  ['1号空压机采集程序', '.zip'],
  ['监测终端固件', '.bin'],
  ['边缘网关升级包', '.tar.gz'],
  ['振动分析算法库', '.zip'],
  ['设备诊断模型', '.rar'],
  ['大屏客户端安装包', '.exe'],
  ['数据同步工具', '.zip'],
  ['OPC采集服务', '.zip'],
  ['Modbus驱动', '.rar'],
  ['无线传感器配置工具', '.exe'],
  ['温度巡检程序', '.zip'],
  ['移动巡检客户端', '.apk'],
] as const;

/** Version labels up to the current V05.05.0604. */
const fileVersion = (faker: Faker) => `V05.05.${String(faker.number.int({ min: 100, max: 604 })).padStart(4, '0')}`;

export function buildFiles(s: Seeder, count: number): MockFile[] {
  const { faker } = s;
  return times(count, (i) => {
    const [base, extension] = FILE_NAMES[i % FILE_NAMES.length];
    // Past the first round the names get a serial number, so every name stays unique.
    const name = i < FILE_NAMES.length ? `${base}${extension}` : `${base}_${String(i).padStart(4, '0')}${extension}`;
    const identifier = faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
    return {
      id: s.id('file'),
      name,
      size: faker.number.int({ min: 50 * 1024, max: 300 * 1024 * 1024 }),
      uploadTime: pastTime(faker, DAY, 365 * DAY),
      tab: i === 0 ? WORLD_VERSION : fileVersion(faker),
      path: `${identifier}${extension}`,
      identifier,
    };
  });
}

// ---- notices -------------------------------------------------------------------------------------

type InformContext = { plant: string; device: string; day: string; company: string };
type InformText = { title: string; content: string };

const INFORM_TEMPLATES: ((c: InformContext) => InformText)[] = [
  (c) => ({
    title: `关于${c.day}${c.plant}停机检修的通知`,
    content: `因${c.device}年度预防性检修，${c.plant}将于${c.day}08:00至18:00停机。请各值班人员提前做好停机准备，检修期间严格执行工作票制度并做好安全隔离措施。`,
  }),
  (c) => ({
    title: `${c.device}振动超限告警处理通报`,
    content: `${c.plant}${c.device}于${c.day}出现振动超限告警，经现场排查为轴承润滑不良所致，已完成补脂处理，振动值恢复正常。请各单位举一反三，加强同类设备的润滑管理。`,
  }),
  () => ({
    title: `监测平台${WORLD_VERSION}版本升级公告`,
    content: `设备监测平台将升级至${WORLD_VERSION}版本，新增设备诊断报告导出与大屏轮播配置功能。升级期间平台可能短暂无法访问，请提前保存数据。`,
  }),
  (c) => ({
    title: `关于开展${c.day}设备安全大检查的通知`,
    content: `为确保设备安全稳定运行，${c.company}将于${c.day}起开展设备安全大检查，重点检查关键机组的振动、温度监测点与报警阈值设置。请各单位于检查前完成自查。`,
  }),
  () => ({
    title: '关于加强迎峰度冬期间设备巡检的通知',
    content: '迎峰度冬期间负荷较高，请各单位加强对引风机、给水泵等关键辅机的巡检频次，发现预警及时处理并在平台中闭环记录。',
  }),
  (c) => ({
    title: `${c.plant}设备点检制度修订说明`,
    content: `根据近期设备运行情况，${c.plant}对设备点检制度进行了修订：关键设备点检周期由每周一次调整为每日一次，点检结果须在平台运行日志中录入。`,
  }),
  () => ({
    title: '台风防御期间设备运行注意事项',
    content: '受台风影响，沿海地区将出现强风暴雨天气。请各单位做好冷却塔、室外变压器等设备的防风加固，检查排水设施，值班人员保持通讯畅通。',
  }),
  (c) => ({
    title: '春节期间值班安排',
    content: `春节期间平台实行24小时值班制度，${c.company}各单位须安排专人值守，告警信息须在30分钟内响应处理。`,
  }),
  () => ({
    title: '关于启用新版设备诊断报告的通知',
    content: '新版设备诊断报告已上线，支持一日、三日、一周快捷时间范围及多设备对比（最多8项）。请各单位在日常分析中使用新版报告。',
  }),
  (c) => ({
    title: `${c.device}更换轴承作业通知`,
    content: `${c.plant}${c.device}将于${c.day}更换驱动端轴承，作业期间该设备监测数据中断属正常现象，请值班人员知悉。`,
  }),
  (c) => ({
    title: `${c.plant}${c.day}消防应急演练通知`,
    content: `${c.plant}定于${c.day}14:00开展消防应急演练，演练期间部分设备将切换至手动运行，平台出现的离线提示属演练安排，无需处理。`,
  }),
  (c) => ({
    title: `关于调整${c.device}报警阈值的通知`,
    content: `经设备专家组评估，${c.plant}${c.device}的振动预警值与报警值按ISO 10816标准重新设定，自${c.day}起生效，请值班人员按新阈值处置告警。`,
  }),
  (c) => ({
    title: `${c.company}设备运行月报（截至${c.day}）`,
    content: '本月设备月报已发布：在线率保持在95%以上，预警与报警数量较上月有所下降。各单位可在统计分析页面查看本单位明细。',
  }),
  () => ({
    title: '关于规范平台账号管理的通知',
    content: '为保障平台安全，请各单位及时清理离职人员账号，账号密码须包含大小写字母与数字且长度为6至16位，严禁多人共用同一账号。',
  }),
  (c) => ({
    title: '关于开展振动监测技术培训的通知',
    content: `${c.company}将于${c.day}组织振动监测与故障诊断技术培训，内容包括频谱分析、轴承故障特征识别与平台诊断报告解读，请各单位选派设备管理人员参加。`,
  }),
];

/** One notice per template; the newest ones stay unread by admin. */
const INFORM_COUNT = INFORM_TEMPLATES.length;
const UNREAD_BY_ADMIN = 4;
/** Drafts (sent false): the edit and send buttons need some. */
const DRAFT_INDEXES = [5, 11];

const monthDay = (date: Date) => `${date.getMonth() + 1}月${date.getDate()}日`;

function informText(s: Seeder, index: number, devices: MockDevice[], departments: MockDepartment[], when: Date): InformText {
  const device = s.faker.helpers.arrayElement(devices);
  const owner = departments.find((d) => d.id === device.deptId);
  // A device on a whole-machine node is announced under its plant's name.
  const plant = owner?.property ? departments.find((d) => d.id === owner.parentId) : owner;
  const text = INFORM_TEMPLATES[index % INFORM_TEMPLATES.length]({
    plant: plant?.deptName ?? device.deptName ?? '',
    device: device.deviceName,
    day: monthDay(when),
    company: departments[0].deptName,
  });
  return { title: fit(text.title, 50), content: fit(text.content, 2000) };
}

/** Newest first; readBy says who read it (the reply's readStatus is computed per user from it). */
export function buildInforms(s: Seeder, users: MockUser[], departments: MockDepartment[], devices: MockDevice[]): MockInform[] {
  const { faker } = s;
  const [admin, ...others] = users;
  const companies = departments.filter((d) => !d.property && (d.parentId === '0' || d.parentId === departments[0].id));
  const ages = times(INFORM_COUNT, () => faker.number.int({ min: 2 * 60 * MINUTE, max: 90 * DAY })).sort((a, b) => a - b);
  return ages.map((age, i) => {
    const created = new Date(REFERENCE_TIME - age);
    const sent = !DRAFT_INDEXES.includes(i);
    // The notices admin has not read go to the whole group, so they reach admin (red mark, spec 2.5).
    const company = i < UNREAD_BY_ADMIN ? departments[0] : faker.helpers.arrayElement(companies);
    const readers = sent ? others.filter(() => faker.datatype.boolean(0.5)).map((u) => u.id) : [];
    return {
      id: s.id('inform'),
      ...informText(s, i, devices, departments, created),
      datetime: formatDateTime(created),
      startTime: formatDateTime(created),
      endTime: formatDateTime(new Date(created.getTime() + faker.number.int({ min: 7, max: 30 }) * DAY)),
      signature: fit(`${company.deptName}设备管理部`, 50),
      deptIds: [company.id],
      userIds: [],
      status: sent ? 1 : 0,
      sent,
      readBy: sent && i >= UNREAD_BY_ADMIN ? [admin.id, ...readers] : readers,
    };
  });
}

// ---- screens and lookups -------------------------------------------------------------------------

export function buildBigScreen(s: Seeder, departments: MockDepartment[]): BigScreenConfig {
  const groups = departments.filter((d) => d.parentId === departments[0].id);
  return {
    id: s.id('misc'),
    enterpriseRefreshTime: 60,
    deviceRefreshTime: 30,
    industryRefreshTime: 300,
    deviceCarouselPeriod: 10,
    restorePollIdleTime: 120,
    temperatureType: 1,
    vibrationType: 1,
    pollEnabled: true,
    deptIds: groups.length ? groups.map((g) => g.id) : [departments[0].id],
  };
}

/** Saved industry-screen settings exist for the companies whose customer screen is open (screenType 1). */
export function buildIndustryScreens(s: Seeder, departments: MockDepartment[]): IndustryScreenConfig[] {
  return departments
    .filter((d) => d.screenType === 1)
    .map((d) => ({
      id: s.id('misc'),
      deptId: d.id,
      deptName: fit(d.fullName ?? d.deptName, 100),
      screenType: 1,
      title: fit(`${d.deptName}设备监测大屏`, 50),
      url: d.screenUrl,
    }));
}

const PLATFORMS = [
  ['申能设备云监测平台', 'SNYJC', '集团统一设备监测平台'],
  ['申能能效管理平台', 'SNNX', '能耗统计与能效对标'],
  ['申能智慧电厂平台', 'SNZHDC', '电厂设备智能运维'],
] as const;

/** Customer plans: [name, index of the platform, remark]. */
const PLANS = [
  ['标准振动监测方案', 0, '含振动、温度、转速三类监测项'],
  ['振动温度综合监测方案', 0, '关键辅机振动与轴承温度同步监测'],
  ['能效对标方案', 1, '按行业对标单位产品能耗'],
  ['电厂辅机状态监测方案', 2, '引风机、给水泵等辅机在线监测'],
  ['关键机组在线诊断方案', 2, '机组振动频谱分析与故障诊断'],
] as const;

export function buildPlatforms(s: Seeder): Platform[] {
  return PLATFORMS.map(([platformName, platformCode, remark]) => ({
    id: s.id('misc'),
    platformName,
    platformCode,
    remark,
    createTime: pastTime(s.faker, 200 * DAY, 700 * DAY),
  }));
}

export function buildPlans(s: Seeder, platforms: Platform[]): CustomerPlan[] {
  return PLANS.map(([planName, platform, remark]) => ({
    id: s.id('misc'),
    planName,
    platformId: platforms[platform].id,
    remark,
    createTime: pastTime(s.faker, 30 * DAY, 200 * DAY),
  }));
}
