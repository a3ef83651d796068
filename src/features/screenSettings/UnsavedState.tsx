import { Button, Space, Tag } from 'antd';
import { useIntl } from 'react-intl';

/** Whether a settings form differs from what is saved (said in words, not only colour), and the way back. */
export function UnsavedState({ dirty, onRestore, disabled }: { dirty: boolean; onRestore: () => void; disabled?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Space aria-live="polite">
      {dirty ? <Tag color="warning">{t('screen.unsaved')}</Tag> : <Tag color="success">{t('screen.saved')}</Tag>}
      <Button onClick={onRestore} disabled={!dirty || disabled}>
        {t('screen.restore')}
      </Button>
    </Space>
  );
}
