import type { Page } from '@playwright/test';
import { messages } from '../../../locales';

// A test that runs in both languages reads every text from the console's own message tables, so it
// checks the wording each language shows (spec 5's Chinese texts are the zh messages).

export type Language = keyof typeof messages;
export const LANGUAGES: Language[] = ['zh-CN', 'en-US'];

type MessageId = keyof (typeof messages)['zh-CN'];

/** The message in `language`, with simple `{name}` arguments filled in (no plural forms). */
export const textsOf =
  (language: Language) =>
  (id: MessageId, values: Record<string, string | number> = {}): string =>
    messages[language][id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

/** Starts every page load of this test in `language` (the console reads it from local storage, spec 9). */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: lang, type: 'local', datetime: Date.now() }));
  }, language);
}

/** Escapes text for a RegExp. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
