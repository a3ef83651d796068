// Message ids of the monitoring contract's enums and dictionary keys (locales/*/monitorDict.ts), typed by
// the generated models so that a new enum value fails the typecheck here rather than showing a raw id.
// A value outside the contract (a server that adds a state of its own) or none at all is a value too:
// it reads 未知 / Unknown, in a neutral colour, never as a message id such as monitor.state.undefined.
import type { IntlShape } from 'react-intl';
import {
  AlarmLevel,
  DiagnosisFindingSeverity,
  HealthGrade,
  MonitorState,
  OverviewCard,
  OverviewFigure,
  RecordType,
  RunLogType,
} from '../../../generated/model';

/** The word for a value the console does not know, or for no value. */
const UNKNOWN_LABEL = 'monitor.unknown';

/** Whether `value` is one of an enum's values (the generated const object). */
const isOneOf = <T extends string>(values: Record<string, T>, value: unknown): value is T =>
  typeof value === 'string' && (Object.values(values) as string[]).includes(value);

/** The label id of an enum value as the server sent it: its own word when the contract has it, else unknown. */
const enumLabel =
  <T extends string>(values: Record<string, T>, prefix: string) =>
  (value: T | null | undefined): string =>
    isOneOf(values, value) ? `${prefix}.${value}` : UNKNOWN_LABEL;

export const stateLabel = enumLabel(MonitorState, 'monitor.state');
export const levelLabel = enumLabel(AlarmLevel, 'monitor.level');
export const runLogLabel = enumLabel(RunLogType, 'monitor.runLog');
export const recordTypeLabel = enumLabel(RecordType, 'monitor.record');
export const gradeLabel = enumLabel(HealthGrade, 'monitor.grade');
export const findingLabel = enumLabel(DiagnosisFindingSeverity, 'monitor.finding');
export const figureLabel = enumLabel(OverviewFigure, 'monitor.figure');
export const cardLabel = enumLabel(OverviewCard, 'monitor.card');

/**
 * A colour (or tone) by enum value, neutral for a value the table lacks: `colours[value]` alone would
 * give undefined for an unknown value, which antd draws as a coloured default.
 */
export const colourOf = <T extends string, C>(colours: Record<T, C>, neutral: C, value: T | null | undefined): C =>
  (value != null && Object.hasOwn(colours, value) ? colours[value] : undefined) ?? neutral;

/** The business dictionaries whose labels the console has in both languages. */
export type LabelledDictionary = 'monitorItemType' | 'monitorItemTemperatureType' | 'monitorItemVibrationType' | 'industryType';
/**
 * The message id of a dictionary key; callers fall back to the server's dictValue when it has none.
 * @internal Exported for its tests; the console asks dictText/dictMessage.
 */
export const dictLabel = (code: LabelledDictionary, key: number | string) => `dict.${code}.${key}`;

/**
 * The word for a dictionary key: the console's message in the language in use, else the server's own
 * name for it, else 未知 / Unknown (a missing key, or a key neither side names).
 */
export function dictText(intl: IntlShape, code: LabelledDictionary, key: number | string | null | undefined, serverName?: string | null): string {
  return dictMessage(intl, code, key) ?? (serverName?.trim() ? serverName : intl.formatMessage({ id: UNKNOWN_LABEL }));
}

/** The console's own word for a dictionary key, if it has one. */
export function dictMessage(intl: IntlShape, code: LabelledDictionary, key: number | string | null | undefined): string | undefined {
  if (key == null || key === '') return undefined;
  const id = dictLabel(code, key);
  return id in intl.messages ? intl.formatMessage({ id }) : undefined;
}
