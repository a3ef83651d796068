import { useIntl } from 'react-intl';
import { runningMock } from '../platform/mockMode';
import styles from './DemoDataMark.module.css';

/**
 * Says on every page that what is shown is made up, whenever the in-browser mock answers (the demo
 * build, `npm start`): an operator who opens a demo must not take its devices and alarms for real ones.
 * A small corner label, not a banner: the demo is for looking at the console as it is.
 */
export function DemoDataMark() {
  const intl = useIntl();
  if (!runningMock()) return null;
  return (
    <div className={styles.mark} role="note">
      {intl.formatMessage({ id: 'demo.mark' })}
    </div>
  );
}
