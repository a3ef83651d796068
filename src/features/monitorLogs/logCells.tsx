import { Tag, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { AlarmLogEntry } from '../../../generated/model';
import { presentCount, shownTime } from '../../lib/format/missingValue';
import { durationParts } from '../../lib/monitor/timeRange';

/** The over-limit detail of an event (spec 2.2: /monitor/warn/warnDetail). */
export const warnDetailPath = (id: string) => `/monitor/warn/warnDetail?id=${encodeURIComponent(id)}`;

/** "1 小时 5 分" / "1 h 5 min"; under a minute, seconds. */
function useDurationText() {
  const intl = useIntl();
  return (seconds: number) => {
    const parts = durationParts(seconds);
    const id = parts.hours > 0 ? 'alarmLog.duration.hm' : parts.minutes > 0 ? 'alarmLog.duration.m' : 'alarmLog.duration.s';
    return intl.formatMessage({ id }, parts);
  };
}

/** How long an event lasted, or that it still lasts (cleared and acknowledged are separate states). */
export function EventDuration({ event }: { event: Pick<AlarmLogEntry, 'cleared' | 'duration'> }) {
  const intl = useIntl();
  const text = useDurationText();
  // -1: BladeX's null number, a duration the server does not know.
  const seconds = presentCount(event.duration);
  if (!event.cleared || seconds === undefined) return <Tag color="error">{intl.formatMessage({ id: 'alarmLog.ongoing' })}</Tag>;
  return <span>{text(seconds)}</span>;
}

/** Acknowledged (by whom and when; the note on hover, in full on the detail page) or not yet. */
export function HandledState({ event }: { event: Pick<AlarmLogEntry, 'handled' | 'handledBy' | 'handledTime' | 'handleNote'> }) {
  const intl = useIntl();
  if (!event.handled) return <Tag>{intl.formatMessage({ id: 'alarmLog.unhandled' })}</Tag>;
  return (
    <Tooltip title={event.handleNote}>
      <span>
        <Tag color="success">{intl.formatMessage({ id: 'alarmLog.handled' })}</Tag>
        {intl.formatMessage({ id: 'alarmLog.handledBy' }, { by: event.handledBy || '—', time: shownTime(event.handledTime) })}
      </span>
    </Tooltip>
  );
}
