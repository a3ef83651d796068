import { BellOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import styles from './TopBar.module.css';

// spec 1: mail, messages and notices.
const TABS = ['mail', 'message', 'notice'] as const;

/**
 * spec 2.5: the bell's dropdown with its three tabs. The tabs are placeholders — no call feeds them yet —
 * so each says plainly that nothing is connected rather than showing made-up entries.
 */
export function NotificationDropdown() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items = TABS.map((key) => ({
    key,
    label: t(`topbar.notifications.${key}`),
    children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`topbar.notifications.${key}.empty`)} />,
  }));
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <div className={styles.notifications} role="dialog" aria-label={t('topbar.notifications')}>
          <Tabs items={items} size="small" />
        </div>
      )}
    >
      <Button type="text" icon={<BellOutlined />} aria-label={t('topbar.notifications')} style={{ color: 'inherit' }} />
    </Dropdown>
  );
}
