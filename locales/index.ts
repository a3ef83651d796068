import enUS from './en-US';
import zhCN from './zh-CN';

/**
 * Both languages' messages, for tests (key parity, rendering in either language) and tools. The app
 * itself loads one language at a time (src/lib/messages.ts).
 */
export const messages = {
  'zh-CN': zhCN,
  'en-US': enUS,
} satisfies Record<string, Record<string, string>>;
