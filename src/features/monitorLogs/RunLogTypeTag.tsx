import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { RunLogType } from '../../../generated/model';
import { colourOf, runLogLabel } from '../../lib/monitor/labels';

/** Colours of the run-log kinds; the tag always says the kind in words. */
const TYPE_COLOURS: Record<RunLogType, string> = {
  online: 'success',
  offline: 'default',
  start: 'processing',
  stop: 'default',
  alarmRaised: 'error',
  alarmCleared: 'success',
};

/** A run-log entry's kind: 上线 / 离线 / 启动 / 停止 / 报警 / 报警解除, or 未知 for a kind outside the contract. */
export function RunLogTypeTag({ type }: { type: RunLogType | undefined }) {
  const intl = useIntl();
  return <Tag color={colourOf(TYPE_COLOURS, 'default', type)}>{intl.formatMessage({ id: runLogLabel(type) })}</Tag>;
}
