import type { AlarmLevel, MonitorState } from '../../../generated/model';

// spec 3/4: the device status categories, one order and one set of tones for every monitoring page.

/** The order the counts are shown in (online / alarm / warn / offline). */
export const STATE_ORDER = ['online', 'alarm', 'warn', 'offline'] as const satisfies readonly MonitorState[];

/** A state's tone: antd's status colours (Tag colour, Badge status). The word always goes with it. */
export type StateTone = 'success' | 'warning' | 'error' | 'default';

export const STATE_TONE: Record<MonitorState, StateTone> = { online: 'success', warn: 'warning', alarm: 'error', offline: 'default' };
export const LEVEL_TONE: Record<AlarmLevel, StateTone> = { warn: 'warning', alarm: 'error' };

export const isMonitorState = (value: unknown): value is MonitorState => typeof value === 'string' && (STATE_ORDER as readonly string[]).includes(value);
