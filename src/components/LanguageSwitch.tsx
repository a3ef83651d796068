import { Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { usePreferencesStore, type Language } from '../stores/preferences';

const choices: Array<{ value: Language; labelId: string }> = [
  { value: 'zh-CN', labelId: 'language.zh' },
  { value: 'en-US', labelId: 'language.en' },
];

/** Two toggle buttons rather than a Select: the login page must stay light (size budget). */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = usePreferencesStore((s) => s.language);
  const setLanguage = usePreferencesStore((s) => s.setLanguage);
  return (
    <Space.Compact role="group" aria-label={intl.formatMessage({ id: 'language.switch' })}>
      {choices.map(({ value, labelId }) => (
        <Button key={value} size="small" type={language === value ? 'primary' : 'default'} aria-pressed={language === value} onClick={() => setLanguage(value)}>
          {intl.formatMessage({ id: labelId })}
        </Button>
      ))}
    </Space.Compact>
  );
}
