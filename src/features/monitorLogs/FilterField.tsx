import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { TimeRangePicker } from '../../components/monitor/TimeRangePicker';
import type { TimeRange } from '../../lib/monitor/timeRange';
import styles from './monitorLogs.module.css';

/** One filter with its visible label (the control gets the label's id through `id`). */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The quick ranges of both logs: a day, three days, a week, a month. */
const LOG_RANGE_PRESETS = [
  { labelId: 'monitor.range.day', days: 1 },
  { labelId: 'monitor.range.threeDays', days: 3 },
  { labelId: 'monitor.range.week', days: 7 },
  { labelId: 'monitor.range.month', days: 30 },
];

/** A log's time-range filter, labelled, with the logs' quick ranges. */
export function LogRangeFilter({ id, value, onChange }: { id: string; value: TimeRange | undefined; onChange: (value: TimeRange | undefined) => void }) {
  const label = useIntl().formatMessage({ id: 'alarmLog.filter.range' });
  return (
    <FilterField label={label} htmlFor={id}>
      <TimeRangePicker id={id} label={label} value={value} onChange={onChange} presets={LOG_RANGE_PRESETS} />
    </FilterField>
  );
}

/** A log's device filter: the devices of the chosen company (`deptId`), searched on the server. */
export function LogDeviceFilter({ id, deptId, value, onChange }: { id: string; deptId: string | undefined; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const label = useIntl().formatMessage({ id: 'alarmLog.filter.device' });
  return (
    <FilterField label={label} htmlFor={id}>
      <DeviceSelect id={id} label={label} deptId={deptId} value={value} onChange={onChange} />
    </FilterField>
  );
}
