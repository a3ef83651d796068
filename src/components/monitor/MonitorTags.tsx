import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { AlarmLevel, DiagnosisFindingSeverity, HealthGrade, MonitorState } from '../../../generated/model';
import { colourOf, findingLabel, gradeLabel, levelLabel, stateLabel } from '../../lib/monitor/labels';

// State and level are a coloured tag *with text* (never colour alone), one set of colours
// for every monitoring page. The words are locales/*/monitorDict.ts (the shell's table).

const STATE_COLOURS: Record<MonitorState, string> = { online: 'success', warn: 'warning', alarm: 'error', offline: 'default' };
const LEVEL_COLOURS: Record<AlarmLevel, string> = { warn: 'warning', alarm: 'error' };
const GRADE_COLOURS: Record<HealthGrade, string> = { good: 'success', attention: 'processing', warning: 'warning', danger: 'error' };
const SEVERITY_COLOURS: Record<DiagnosisFindingSeverity, string> = { info: 'default', warn: 'warning', alarm: 'error' };

/** A device or item state: 在线 / 预警 / 报警 / 离线. */
export function StateTag({ state }: { state: MonitorState | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(STATE_COLOURS, 'default', state)}>{intl.formatMessage({ id: stateLabel(state) })}</Tag>;
}

/** An over-limit event's level: 预警 / 报警. */
export function LevelTag({ level }: { level: AlarmLevel | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(LEVEL_COLOURS, 'default', level)}>{intl.formatMessage({ id: levelLabel(level) })}</Tag>;
}

/** A diagnosis health grade: 健康 / 注意 / 预警 / 危险. */
export function GradeTag({ grade }: { grade: HealthGrade | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(GRADE_COLOURS, 'default', grade)}>{intl.formatMessage({ id: gradeLabel(grade) })}</Tag>;
}

/** A diagnosis finding's severity: 提示 / 预警 / 报警. */
export function SeverityTag({ severity }: { severity: DiagnosisFindingSeverity | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(SEVERITY_COLOURS, 'default', severity)}>{intl.formatMessage({ id: findingLabel(severity) })}</Tag>;
}
