import { useIntl } from 'react-intl';
import type { AlarmLevel, MonitorState } from '../../../generated/model';
import { colourOf, levelLabel, stateLabel } from '../../lib/monitor/labels';
import { LEVEL_TONE, STATE_TONE, type StateTone } from '../../lib/monitor/states';
import styles from './StateTag.module.css';

// State and level as a coloured tag with its word (在线 / 报警 / 预警 / 离线). Plain markup
// rather than antd's Tag: the home page carries these within the /wel/index size budget, where antd's
// Tag would cost 3.9 KB gzip.

function ToneTag({ tone, text }: { tone: StateTone; text: string }) {
  return (
    <span className={styles.tag} data-tone={tone}>
      {text}
    </span>
  );
}

/** A device or item state: 在线 / 预警 / 报警 / 离线. */
export function StateTag({ state }: { state: MonitorState | undefined }) {
  const intl = useIntl();
  return <ToneTag tone={colourOf(STATE_TONE, 'default', state)} text={intl.formatMessage({ id: stateLabel(state) })} />;
}

/** An over-limit event's level: 预警 / 报警. */
export function LevelTag({ level }: { level: AlarmLevel | undefined }) {
  const intl = useIntl();
  return <ToneTag tone={colourOf(LEVEL_TONE, 'default', level)} text={intl.formatMessage({ id: levelLabel(level) })} />;
}
