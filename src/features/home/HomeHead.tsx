import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSessionStore } from '../../stores/session';
import styles from './HomeHead.module.css';

/**
 * The home's heading, the welcome by name, and what the page puts beside it. Plain markup with antd's
 * tokens and only the session's user: the frame's placeholder paints it before the layout is in.
 */
export function HomeHead({ elementTiming, children }: { elementTiming?: string; children?: ReactNode }) {
  const intl = useIntl();
  const user = useSessionStore((s) => s.userInfo);
  return (
    <header className={styles.head}>
      <h2 className={styles.title} {...(elementTiming && { elementtiming: elementTiming })}>{intl.formatMessage({ id: 'home.welcome' }, { name: user?.nick_name ?? user?.account ?? '' })}</h2>
      {children}
    </header>
  );
}

/** The home's column, which the heading opens. */
export const homeColumnClass = styles.home;
