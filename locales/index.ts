import zhCommon from './zh-CN/common';
import zhAuth from './zh-CN/auth';
import enCommon from './en-US/common';
import enAuth from './en-US/auth';

export const messages = {
  'zh-CN': { ...zhCommon, ...zhAuth },
  'en-US': { ...enCommon, ...enAuth },
} satisfies Record<string, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['zh-CN'];
