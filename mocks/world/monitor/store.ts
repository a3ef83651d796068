// The seeded mutable part of the monitoring world (World.monitor): archive records of some devices, the
// expert knowledge base and the overview configuration of the root company. Reports, acknowledgements and
// read marks start empty: they are what users add. Built last in buildWorld, so the faker stream of
// everything seeded before stays as it was.
import type { Faker } from '@faker-js/faker';
import type { ArchiveRecord, ExpertEntry, RecordType } from '../../../generated/model';
import { REFERENCE_TIME, formatDateTime } from '../clock';
import type { MockDepartment, MockDevice, MockUser, MonitorStore, ScenarioName } from '../types';

type Context = { departments: MockDepartment[]; devices: MockDevice[]; users: MockUser[]; seed: number; scenario: ScenarioName };

const DAY = 24 * 3600_000;
const at = (ms: number) => formatDateTime(new Date(Math.floor(ms / 60_000) * 60_000));

type RecordTemplate = { type: RecordType; title: (device: string) => string; content: string; result: string };

const RECORD_TEMPLATES: RecordTemplate[] = [
  { type: 'inspection', title: (d) => `${d}日常点检`, content: '检查地脚螺栓、联轴器护罩及润滑油位，测量轴承温度与振动，记录运行电流。各项指标正常。', result: '正常' },
  { type: 'inspection', title: (d) => `${d}周点检`, content: '听诊轴承运行声音，检查密封处有无泄漏，清理设备表面积灰；驱动端振动较上周略有上升，已列入重点关注。', result: '持续关注' },
  { type: 'inspection', title: (d) => `${d}红外测温巡检`, content: '红外测温：电机驱动端轴承外壳温度58℃，非驱动端52℃，接线盒无过热点。', result: '正常' },
  { type: 'maintenance', title: (d) => `${d}季度保养`, content: '更换驱动端轴承润滑脂，检查联轴器对中（偏差0.03mm），紧固地脚螺栓，复测振动2.1mm/s。', result: '复测正常，恢复运行' },
  { type: 'maintenance', title: (d) => `${d}润滑油更换`, content: '排放旧润滑油，清洗油箱及滤网，加注新油至油位计2/3处，试运行30分钟油温稳定。', result: '保养完成' },
  { type: 'maintenance', title: (d) => `${d}年度预防性维护`, content: '解体检查轴承与密封，测量绝缘电阻（≥500MΩ），校验测点传感器，更新设备档案。', result: '维护完成，性能良好' },
  { type: 'repair', title: (d) => `${d}轴承更换`, content: '振动超过报警值，停机检查发现驱动端轴承外圈点蚀，更换同型号轴承并重新对中，复测振动1.8mm/s。', result: '修复，恢复运行' },
  { type: 'repair', title: (d) => `${d}地脚螺栓松动处理`, content: '振动频谱出现明显2倍频，检查发现地脚螺栓松动，重新紧固并加装防松垫片。', result: '修复' },
  { type: 'repair', title: (d) => `${d}密封泄漏维修`, content: '机械密封处渗漏，更换机械密封组件，试压无泄漏。', result: '修复，试运行正常' },
];

const EXPERTS: Omit<ExpertEntry, 'id' | 'createTime' | 'author'>[] = [
  { faultType: '转子不平衡', deviceType: '引风机', itemType: 1, symptoms: '径向振动以1倍转频为主，水平与垂直方向相位差约90°，振值随转速升高明显增大。', causes: '叶轮积灰或磨损不均，平衡块脱落，叶片局部损坏。', advice: '停机清理叶轮积灰，检查叶片磨损与平衡块，现场做动平衡校正，残余不平衡量按G6.3级控制。' },
  { faultType: '转子不平衡', itemType: 1, symptoms: '1倍转频振动占主导，振幅稳定，轴向振动较小。', causes: '转子质量分布不均，零部件脱落或附着物。', advice: '做现场动平衡，检查转子附着物与紧固件。' },
  { faultType: '联轴器不对中', itemType: 1, symptoms: '2倍转频分量明显，轴向振动大，联轴器两侧相位差接近180°。', causes: '安装对中偏差，基础沉降，热膨胀后对中变化。', advice: '停机复查冷态对中并考虑热态补偿，偏差控制在0.05mm以内。' },
  { faultType: '机械松动', itemType: 1, symptoms: '出现1倍、2倍、3倍转频等多次谐波，振动值波动大，方向性明显。', causes: '地脚螺栓松动，轴承座或底座开裂，配合间隙过大。', advice: '检查并紧固地脚螺栓与轴承座螺栓，检查基础与底座裂纹。' },
  { faultType: '滚动轴承外圈故障', itemType: 1, symptoms: '高频段出现轴承外圈故障特征频率及其谐波，包络谱明显，伴随异响。', causes: '润滑不良、过载或安装不当导致外圈滚道点蚀剥落。', advice: '安排停机更换轴承，检查润滑方式与轴承座配合，更换后复测频谱。' },
  { faultType: '滚动轴承润滑不良', itemType: 2, symptoms: '轴承温度持续上升并超过75℃，振动高频段能量增加，伴有尖锐摩擦声。', causes: '润滑脂老化或加注不足，润滑脂型号不符，密封失效导致杂质进入。', advice: '按规定牌号补充或更换润滑脂，清洗轴承腔，检查密封件；温度仍高时停机检查轴承游隙。' },
  { faultType: '冷却系统失效', deviceType: '主变压器', itemType: 2, symptoms: '顶层油温持续升高，与负荷不对应，冷却器出口温差变小。', causes: '冷却风扇或油泵故障，散热片积灰堵塞，冷却器阀门未全开。', advice: '检查冷却风扇与油泵运行，清洗散热片，确认阀门状态，必要时降负荷运行。' },
  { faultType: '绕组过热', itemType: 2, symptoms: '绕组温度高于同负荷历史水平10℃以上，电流正常或偏高。', causes: '通风道堵塞，过载运行，匝间绝缘劣化。', advice: '清理通风道，核对负荷，测量绝缘电阻与直流电阻。' },
  { faultType: '电机过载', itemType: 4, symptoms: '运行电流超过额定值，绕组温度同步上升。', causes: '负载增大，机械卡涩，电源电压偏低。', advice: '检查负载与传动部件，核对电源电压，必要时降低出力。' },
  { faultType: '三相电流不平衡', itemType: 4, symptoms: '三相电流偏差超过10%，电机温升偏高，振动有2倍电源频率分量。', causes: '电源缺相或电压不平衡，绕组匝间短路，接线端子接触不良。', advice: '测量三相电压与绕组直流电阻，紧固接线端子，排查绕组绝缘。' },
  { faultType: '泵汽蚀', deviceType: '给水泵', itemType: 6, symptoms: '出口压力波动，流量下降，泵体有噼啪声，高频宽带振动增大。', causes: '入口压力不足，入口滤网堵塞，介质温度过高。', advice: '清理入口滤网，提高入口压力或降低介质温度，检查叶轮汽蚀损伤。' },
  { faultType: '管路堵塞', itemType: 7, symptoms: '流量下降而出口压力上升，电流降低。', causes: '管路或阀门结垢堵塞，阀门误关。', advice: '检查阀门开度，清理管路与滤网。' },
  { faultType: '轴向窜动', itemType: 8, symptoms: '轴位移持续增大，推力轴承温度升高。', causes: '推力轴承磨损，轴向推力增大，平衡装置失效。', advice: '检查推力轴承与平衡盘，复核轴向间隙，必要时停机检修。' },
  { faultType: '转速波动', itemType: 3, symptoms: '转速周期性波动超过额定值的2%，电流同步波动。', causes: '负载周期性变化，调速系统不稳定，皮带打滑。', advice: '检查调速系统参数与传动皮带张紧度。' },
  { faultType: '电源电压偏高', itemType: 5, symptoms: '低压侧电压持续高于额定值10%，空载损耗增加。', causes: '分接开关位置不当，电网电压偏高。', advice: '调整分接开关位置，与供电部门核对电网电压。' },
  { faultType: '异常噪声', itemType: 9, symptoms: '运行噪声比平时高出5dB(A)以上，伴有金属摩擦或撞击声。', causes: '部件松动、摩擦或轴承损坏。', advice: '停机检查紧固件与转动部件间隙，听诊轴承。' },
  { faultType: '皮带打滑', deviceType: '冷却塔风机', itemType: 1, symptoms: '风机转速下降，振动出现皮带通过频率分量，皮带发热。', causes: '皮带张紧不足或磨损，皮带轮不对中。', advice: '调整皮带张紧度，更换磨损皮带，校正皮带轮对中。' },
  { faultType: '排气温度过高', deviceType: '空压机', itemType: 2, symptoms: '排气温度超过100℃，油温同步升高，加载率高。', causes: '油冷却器脏堵，润滑油不足或变质，环境温度高通风差。', advice: '清洗油冷却器，补充或更换润滑油，改善机房通风。' },
];

export function buildMonitorStore(faker: Faker, nextId: () => string, ctx: Context): MonitorStore {
  const populated = ctx.devices.length > 0;
  const admin = ctx.users.find((u) => u.account === 'admin');
  const authors = ['王建国', '李振华', '陈立新', '赵明远'];
  const experts: ExpertEntry[] = populated
    ? EXPERTS.map((entry, i) => ({
        id: nextId(),
        ...entry,
        createTime: at(REFERENCE_TIME - (60 + i * 7) * DAY + faker.number.int({ min: 8, max: 17 }) * 3600_000),
        author: authors[i % authors.length],
      }))
    : [];
  // Records for some devices: about one in six in the default world, 150 devices in the large one.
  const withRecords = faker.helpers.arrayElements(ctx.devices, Math.min(150, Math.ceil(ctx.devices.length / 6)));
  const staff = ctx.users.filter((u) => u.account !== 'admin' && u.account !== 'operator');
  const records: ArchiveRecord[] = withRecords.flatMap((device) =>
    Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
      const template = faker.helpers.arrayElement(RECORD_TEMPLATES);
      const done = REFERENCE_TIME - faker.number.int({ min: 1, max: 180 }) * DAY + faker.number.int({ min: 8, max: 17 }) * 3600_000;
      const title = template.title(device.deviceName);
      const operator = faker.person.fullName();
      // Seeded records keep no attachments (they would name files nobody uploaded); the draw that once
      // gave some an attachment's name stays, so the rest of the seeded world is what it was.
      if (template.type !== 'inspection') faker.datatype.boolean(0.6);
      return {
        id: nextId(),
        deviceId: device.deviceId,
        deviceName: device.deviceName,
        deptId: device.deptId,
        deptName: device.deptName ?? '',
        type: template.type,
        title: [...title].slice(0, 50).join(''),
        content: template.content,
        recordTime: at(done),
        operator,
        result: template.result,
        createTime: at(done + faker.number.int({ min: 1, max: 6 }) * 3600_000),
        createdBy: (staff.length ? faker.helpers.arrayElement(staff).realName : admin?.realName) ?? '张伟',
      };
    }),
  );
  const root = ctx.departments[0];
  return {
    records,
    experts,
    overviewConfigs: root
      ? [
          {
            deptId: root.id,
            figures: ['online', 'alarm', 'warn', 'offline', 'onlineRate', 'todayAlarms'],
            cards: ['latestAlarms', 'alarmTrend', 'attentionDevices', 'companyRanking'],
            updateTime: at(REFERENCE_TIME - 30 * DAY),
            updatedBy: admin?.realName ?? '管理员',
          },
        ]
      : [],
    handled: {},
    bulkHandled: [],
    readMarks: {},
    reports: [],
    operationReports: [],
  };
}
