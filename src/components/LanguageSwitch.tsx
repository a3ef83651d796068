import { useIntl } from 'react-intl';
import { switchLanguage } from '../lib/language';
import { usePreferencesStore, type Language } from '../stores/preferences';
import styles from './LanguageSwitch.module.css';

const choices: Array<{ value: Language; labelId: string }> = [
  { value: 'zh-CN', labelId: 'language.zh' },
  { value: 'en-US', labelId: 'language.en' },
];

/** Two toggle buttons in plain markup (the login page loads no antd); a switch reloads the page (spec 2.2). */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = usePreferencesStore((s) => s.language);
  return (
    <div role="group" className={styles.group} aria-label={intl.formatMessage({ id: 'language.switch' })}>
      {choices.map(({ value, labelId }) => (
        <button key={value} type="button" className={styles.option} aria-pressed={language === value} onClick={() => switchLanguage(value)}>
          {intl.formatMessage({ id: labelId })}
        </button>
      ))}
    </div>
  );
}
