import { systemTitles } from '../../locales/titles';
import { usePreferencesStore, type Language } from '../stores/preferences';

/** The system name in a language: the browser title the console starts from. */
const systemTitle = (language: Language): string => systemTitles[language];

export function resetDocumentTitle(language: Language = usePreferencesStore.getState().language) {
  document.title = systemTitle(language);
}

const reloadPage = () => window.location.reload();

/**
 * spec 2.2: a language switch reloads the page and resets the title. The choice is stored first
 * (locally, as 'language') so the reloaded page starts in it. Choosing the current language does nothing.
 */
export function switchLanguage(language: Language, reload: () => void = reloadPage) {
  if (usePreferencesStore.getState().language === language) return;
  usePreferencesStore.getState().setLanguage(language);
  resetDocumentTitle(language);
  reload();
}
