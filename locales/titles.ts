// The system name in each language. Kept apart from the message tables because the console needs
// both at once: a language switch shows the new language's title before the page reloads, and only
// the language in use has its messages loaded (src/lib/messages.ts).
export const systemTitles = {
  'zh-CN': '智能设备监测系统',
  'en-US': 'Intelligent Equipment Monitoring System',
} as const;
