// The seeded dictionaries: the system dictionaries and the three business dictionaries the console reads.
import type { BizDictCode } from '../../generated/model';
import type { World } from './types';
import type { Seeder } from './seedKit';
import { INDUSTRIES } from './seedCompanies';

const MONITOR_ITEM_TYPES = ['振动', '温度', '转速', '电流', '电压', '压力', '流量', '位移', '噪声'];
const TEMPERATURE_TYPES = ['轴承温度', '绕组温度', '油温', '环境温度', '进风温度', '出风温度', '壳体温度'];
/** The vibration types the big-screen settings choose from (business dictionary monitorItemVibrationType). */
const VIBRATION_TYPES = ['振动速度', '振动加速度', '振动位移', '包络解调'];


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

export function buildDicts(s: Seeder): DictRow[] {
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
export function buildBizDicts(s: Seeder): World['bizDicts'] {
  const entries = (code: BizDictCode, labels: string[]) =>
    labels.map((dictValue, i) => ({ id: s.id('misc'), code, dictKey: String(i + 1), dictValue, sort: i + 1 }));
  return [
    ...entries('industryType', INDUSTRIES.map((industry) => industry.name)),
    ...entries('monitorItemType', MONITOR_ITEM_TYPES),
    ...entries('monitorItemTemperatureType', TEMPERATURE_TYPES),
    ...entries('monitorItemVibrationType', VIBRATION_TYPES),
  ];
}
