// The react-intl messages of the language in use. Only that language is loaded: a language switch
// reloads the page (spec 2.2), so the other table would never be read (README, route sizes).
// Two tables per language: the shell's (sign-in, top bar, tabs, tree, home), awaited before the first
// render, and the pages' (locales/<lang>/features.ts), loaded beside the first page that needs it,
// so the dozens of admin and monitoring pages do not weigh on /login and the first /wel/index paint.
import type { Language } from '../stores/preferences';

export type Messages = Readonly<Record<string, string>>;

const shellLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('../../locales/zh-CN'),
  'en-US': () => import('../../locales/en-US'),
};
const featureLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('../../locales/zh-CN/features'),
  'en-US': () => import('../../locales/en-US/features'),
};

/**
 * One table per language, filled in place: the IntlProvider keeps a reference to it and react-intl
 * looks a message up when it formats, so the pages' messages merged in later are found without
 * re-rendering the whole tree (no page that uses them has rendered before they are in).
 */
const tables = new Map<Language, Record<string, string>>();
const shellLoads = new Map<Language, Promise<Record<string, string>>>();
const featureLoads = new Map<Language, Promise<void>>();

/**
 * Fetches a language's shell messages once; the app awaits this before its first render. One load per
 * language, shared by every caller: the pages' table merges into the shell's, and a second load asked
 * while the first was on its way (the pages' table before the first render) would make a second table,
 * without the pages' messages, and the console would render from it.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let pending = shellLoads.get(language);
  if (!pending) {
    pending = shellLoaders[language]().then((module) => {
      const table = { ...module.default };
      tables.set(language, table);
      return table;
    });
    pending.catch(() => shellLoads.delete(language));
    shellLoads.set(language, pending);
  }
  return pending;
}

/** Fetches the pages' messages once and merges them into the table in use; a failed load may be retried. */
export function loadFeatureMessages(language: Language): Promise<void> {
  let pending = featureLoads.get(language);
  if (!pending) {
    pending = Promise.all([loadMessages(language), featureLoaders[language]()]).then(([table, features]) => {
      Object.assign(table, features.default);
    });
    pending.catch(() => featureLoads.delete(language));
    featureLoads.set(language, pending);
  }
  return pending;
}

/**
 * A lazily loaded module that shows the pages' messages (a dialog of the layout, a page): it resolves
 * once both the module and the pages' table of `language` are in, so nothing renders a message id.
 */
export function withFeatureMessages<T>(load: () => Promise<T>, language: () => Language): () => Promise<T> {
  return () => Promise.all([load(), loadFeatureMessages(language())]).then(([module]) => module);
}

/**
 * Hands over messages imported statically (tests render without the start-up load).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function provideMessages(language: Language, messages: Messages) {
  const table = { ...messages };
  tables.set(language, table);
  shellLoads.set(language, Promise.resolve(table));
  featureLoads.set(language, Promise.resolve());
}

/**
 * A language's messages. Between a language switch and its reload the new language is not loaded:
 * the page goes on in the loaded one for those few milliseconds rather than showing message ids.
 */
export function messagesFor(language: Language): Messages {
  return tables.get(language) ?? tables.values().next().value ?? {};
}
