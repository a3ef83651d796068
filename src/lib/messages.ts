// The react-intl messages of the language in use. Only that language is loaded: a language switch
// reloads the page (spec 2.2), so the other table would never be read (README, route sizes).
import type { Language } from '../stores/preferences';

export type Messages = Readonly<Record<string, string>>;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('../../locales/zh-CN'),
  'en-US': () => import('../../locales/en-US'),
};

const loaded = new Map<Language, Messages>();

/** Fetches a language's messages once; the app awaits this before its first render. */
export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = (await loaders[language]()).default;
  loaded.set(language, messages);
  return messages;
}

/** Hands over messages imported statically (tests render without the start-up load). */
export function provideMessages(language: Language, messages: Messages) {
  loaded.set(language, messages);
}

/**
 * A language's messages. Between a language switch and its reload the new language is not loaded:
 * the page goes on in the loaded one for those few milliseconds rather than showing message ids.
 */
export function messagesFor(language: Language): Messages {
  return loaded.get(language) ?? loaded.values().next().value ?? {};
}
