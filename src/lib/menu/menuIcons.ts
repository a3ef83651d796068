// The built-in menu icons. Only MenuIconGlyph, a lazily loaded chunk, draws them: they stay out of the
// main layout's bundle (the /wel/index route is close to its size budget).
import {
  AlertOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BarsOutlined,
  ContainerOutlined,
  ControlOutlined,
  DesktopOutlined,
  ExperimentOutlined,
  FolderOutlined,
  FundProjectionScreenOutlined,
  HomeOutlined,
  MedicineBoxOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export type MenuIconComponent = ComponentType;

/**
 * The BladeX menu's iconfont names (`icon-<name>`, pinyin) and the outlined icon that says the same.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const menuIconsByName: Readonly<Record<string, MenuIconComponent>> = {
  shouye: HomeOutlined, // 首页 home
  shebei: DesktopOutlined, // 设备 devices
  gaojing: AlertOutlined, // 告警 alarms
  rizhi: ProfileOutlined, // 日志 logs
  zhenduan: MedicineBoxOutlined, // 诊断 diagnosis
  zhuanjia: SolutionOutlined, // 专家 expert system
  tongzhi: NotificationOutlined, // 通知 notifications
  tongji: BarChartOutlined, // 统计 statistics
  dangan: ContainerOutlined, // 档案 archives
  wenjian: FolderOutlined, // 文件 files
  yonghu: TeamOutlined, // 用户 users
  shezhi: SettingOutlined, // 设置 settings
  peizhi: ControlOutlined, // 配置 configuration
  xitong: ToolOutlined, // 系统 system
  daping: FundProjectionScreenOutlined, // 大屏 big screen
  hangye: BankOutlined, // 行业 industry
  ceshi: ExperimentOutlined, // 测试 test
  bangzhu: QuestionCircleOutlined, // 帮助 help
  caidan: BarsOutlined, // 菜单 menu (the mock's default for items without their own)
};

/**
 * For a name the console does not know (another deployment's icon, a typo) or no icon class at all:
 * a neutral tile rather than nothing, so every item of a row keeps the same shape and its name starts
 * where the others' do. A deployment that wants its real icons sets `iconfontUrl`.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const fallbackMenuIcon: MenuIconComponent = AppstoreOutlined;

/**
 * The iconfont name in an icon class: 'iconfont icon-shebei' → 'shebei'; undefined without one.
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function iconfontName(source: string | undefined): string | undefined {
  return source
    ?.split(/\s+/)
    .find((token) => token.startsWith('icon-') && token.length > 'icon-'.length)
    ?.slice('icon-'.length);
}

/** The built-in icon for a menu's icon class (its `source`). */
export function menuIconFor(source: string | undefined): MenuIconComponent {
  const name = iconfontName(source);
  return name !== undefined && Object.hasOwn(menuIconsByName, name) ? menuIconsByName[name] : fallbackMenuIcon;
}
