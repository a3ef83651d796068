import enUS from './en-US';
import enUSFeatures from './en-US/features';
import zhCN from './zh-CN';
import zhCNFeatures from './zh-CN/features';
import enUSPrismPanel from './en-US/prismPanel';
import zhCNPrismPanel from './zh-CN/prismPanel';

/**
 * Both languages' messages, shell and pages together, for tests (key parity, rendering in either
 * language) and tools. The app itself loads one language at a time, its pages' table with the first
 * page (src/lib/messages.ts). The Prism panel's messages (development and demo builds) load with it.
 */
export const messages = {
  'zh-CN': { ...zhCN, ...zhCNFeatures, ...zhCNPrismPanel },
  'en-US': { ...enUS, ...enUSFeatures, ...enUSPrismPanel },
} satisfies Record<string, Record<string, string>>;
