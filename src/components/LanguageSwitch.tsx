import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { usePreferencesStore, type Language } from '../stores/preferences';

export function LanguageSwitch() {
  const intl = useIntl();
  const language = usePreferencesStore((s) => s.language);
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  return (
    <Select<Language>
      aria-label={intl.formatMessage({ id: 'language.switch' })}
      value={language}
      onChange={setLanguage}
      options={[
        { value: 'zh-CN', label: intl.formatMessage({ id: 'language.zh' }) },
        { value: 'en-US', label: intl.formatMessage({ id: 'language.en' }) },
      ]}
      style={{ width: 110 }}
    />
  );
}
