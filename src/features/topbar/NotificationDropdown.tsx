import { BellOutlined, WarningFilled } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, Tabs } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { deviceListHref } from '../../lib/monitor/monitorPaths';
import { useAppNavigate } from '../../lib/router/appRouter';
import styles from './TopBar.module.css';
import { useStatusFlags } from './useStatusFlags';
import hidden from '../../components/visuallyHidden.module.css';

// spec 1: mail, messages and notices.
const TABS = ['mail', 'message', 'notice'] as const;
const ALARM_LOG_PATH = '/monitor/alarm/index';

/**
 * spec 2.5: the bell's dropdown with its three tabs. The tabs are placeholders — no call feeds them yet —
 * so each says plainly that nothing is connected rather than showing made-up entries.
 *
 * Spec 4's flags (a fault exists, unseen alarm log entries) are shown here: the bell is where an operator
 * looks for what needs attention, from every page. A raised flag puts a red dot on the bell (described
 * to screen readers, the bell keeps its name) and a line at the top of the panel that leads to where
 * to act: the devices in alarm, the alarm log.
 */
export function NotificationDropdown() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  const { faultExists, alarmLogUnseen } = useStatusFlags();
  const describedBy = useId();
  const flags = [
    faultExists && { key: 'fault', text: t('topbar.flags.fault'), action: t('topbar.flags.fault.open'), to: deviceListHref({ status: 'alarm' }) },
    alarmLogUnseen && { key: 'alarmLog', text: t('topbar.flags.alarmLog'), action: t('topbar.flags.alarmLog.open'), to: ALARM_LOG_PATH },
  ].filter((flag) => flag !== false);
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  const items = TABS.map((key) => ({
    key,
    label: t(`topbar.notifications.${key}`),
    children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`topbar.notifications.${key}.empty`)} />,
  }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <div className={styles.notifications} role="dialog" aria-label={t('topbar.notifications')}>
          {flags.length > 0 && (
            <ul className={styles.flags} aria-label={t('topbar.flags')}>
              {flags.map((flag) => (
                <li key={flag.key} className={styles.flag}>
                  <WarningFilled className={styles.flagIcon} aria-hidden="true" />
                  <span>{flag.text}</span>
                  <Button type="link" size="small" onClick={() => go(flag.to)}>
                    {flag.action}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Tabs items={items} size="small" />
        </div>
      )}
    >
      <Badge dot={flags.length > 0} offset={[-6, 6]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('topbar.notifications')}
          aria-describedby={flags.length > 0 ? describedBy : undefined}
          style={{ color: 'inherit' }}
        />
        {flags.length > 0 && (
          <span id={describedBy} className={hidden.visuallyHidden}>
            {flags.map((flag) => flag.text).join(intl.formatMessage({ id: 'topbar.flags.separator' }))}
          </span>
        )}
      </Badge>
    </Dropdown>
  );
}
