import enUS from './en-US';
import enUSFeatures from './en-US/features';
import zhCN from './zh-CN';
import zhCNFeatures from './zh-CN/features';

/**
 * Both languages' messages, shell and pages together, for tests (key parity, rendering in either
 * language) and tools. The app itself loads one language at a time, its pages' table with the first
 * page (src/lib/messages.ts).
 */
export const messages = {
  'zh-CN': { ...zhCN, ...zhCNFeatures },
  'en-US': { ...enUS, ...enUSFeatures },
} satisfies Record<string, Record<string, string>>;
