import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { MonitorState } from '../../../generated/model';
import { stateLabel } from '../../lib/monitor/labels';

/** antd preset colours of the four states (spec 4); the text always says the state too. */
const STATE_COLOURS: Record<MonitorState, string> = { online: 'success', warn: 'warning', alarm: 'error', offline: 'default' };

/** A device's or an item's state as a coloured tag with its name (在线 / 预警 / 报警 / 离线), never colour alone. */
export function MonitorStateTag({ state }: { state: MonitorState }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOURS[state]} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {intl.formatMessage({ id: stateLabel(state) })}
    </Tag>
  );
}
