import zhCommon from './zh-CN/common';
import zhAuth from './zh-CN/auth';
import enCommon from './en-US/common';
import enAuth from './en-US/auth';
import zhAppearance from './zh-CN/appearance';
import enAppearance from './en-US/appearance';
import zhErrorLog from './zh-CN/errorLog';
import zhLock from './zh-CN/lock';
import zhRoutes from './zh-CN/routes';
import zhTabs from './zh-CN/tabs';
import zhTopbar from './zh-CN/topbar';
import zhMenu from './zh-CN/menu';
import enMenu from './en-US/menu';
import enTopbar from './en-US/topbar';
import enTabs from './en-US/tabs';
import enRoutes from './en-US/routes';
import enLock from './en-US/lock';
import enErrorLog from './en-US/errorLog';
import zhCompanyTree from './zh-CN/companyTree';
import enCompanyTree from './en-US/companyTree';
import zhDepartment from './zh-CN/department';
import enDepartment from './en-US/department';
import zhSoftware from './zh-CN/software';
import enSoftware from './en-US/software';
import zhProfile from './zh-CN/profile';
import enProfile from './en-US/profile';

export const messages = {
  'zh-CN': { ...zhCommon, ...zhAuth, ...zhAppearance, ...zhErrorLog, ...zhLock, ...zhRoutes, ...zhTabs, ...zhTopbar, ...zhMenu, ...zhCompanyTree, ...zhDepartment, ...zhSoftware, ...zhProfile },
  'en-US': { ...enCommon, ...enAuth, ...enAppearance, ...enErrorLog, ...enLock, ...enRoutes, ...enTabs, ...enTopbar, ...enMenu, ...enCompanyTree, ...enDepartment, ...enSoftware, ...enProfile },
} satisfies Record<string, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['zh-CN'];
