// Message ids of the monitoring contract's enums and dictionary keys (locales/*/monitorDict.ts), typed by
// the generated models so that a new enum value fails the typecheck here rather than showing a raw id.
import type {
  AlarmLevel,
  DiagnosisFindingSeverity,
  HealthGrade,
  MonitorState,
  OverviewCard,
  OverviewFigure,
  RecordType,
  RunLogType,
} from '../../../generated/model';

export const stateLabel = (state: MonitorState) => `monitor.state.${state}`;
export const levelLabel = (level: AlarmLevel) => `monitor.level.${level}`;
export const runLogLabel = (type: RunLogType) => `monitor.runLog.${type}`;
export const recordTypeLabel = (type: RecordType) => `monitor.record.${type}`;
export const gradeLabel = (grade: HealthGrade) => `monitor.grade.${grade}`;
export const findingLabel = (severity: DiagnosisFindingSeverity) => `monitor.finding.${severity}`;
export const figureLabel = (figure: OverviewFigure) => `monitor.figure.${figure}`;
export const cardLabel = (card: OverviewCard) => `monitor.card.${card}`;

/** The business dictionaries whose labels the console has in both languages. */
export type LabelledDictionary = 'monitorItemType' | 'monitorItemTemperatureType' | 'monitorItemVibrationType' | 'industryType';
/** The message id of a dictionary key; callers fall back to the server's dictValue when it has none. */
export const dictLabel = (code: LabelledDictionary, key: number | string) => `dict.${code}.${key}`;
