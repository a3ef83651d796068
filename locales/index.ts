import zhCommon from './zh-CN/common';
import zhAuth from './zh-CN/auth';
import enCommon from './en-US/common';
import enAuth from './en-US/auth';
import zhAppearance from './zh-CN/appearance';
import enAppearance from './en-US/appearance';
import zhErrorLog from './zh-CN/errorLog';
import enErrorLog from './en-US/errorLog';

export const messages = {
  'zh-CN': { ...zhCommon, ...zhAuth, ...zhAppearance, ...zhErrorLog },
  'en-US': { ...enCommon, ...enAuth, ...enAppearance, ...enErrorLog },
} satisfies Record<string, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['zh-CN'];
