import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { formatDateTime, lastDays, parseDateTime, type TimeRange } from '../../lib/monitor/timeRange';

type RangePreset = { labelId: string; days: number };

type Props = {
  value: TimeRange | undefined;
  onChange: (range: TimeRange | undefined) => void;
  /** Quick ranges ending now (spec 5's 一天 / 三天 / 一周 on the diagnosis page). */
  presets?: readonly RangePreset[];
  /** The accessible name of the two inputs (start, end). */
  label: string;
  allowClear?: boolean;
  status?: 'error';
  id?: string;
  describedBy?: string;
};

/**
 * A date-time range in the contract's `yyyy-MM-dd HH:mm:ss`, with quick ranges; no end after now
 * (every monitoring range stops at now). Each end is labelled for screen readers.
 */
export function TimeRangePicker({ value, onChange, presets = [], label, allowClear = true, status, id, describedBy }: Props) {
  const intl = useIntl();
  const picked: [Dayjs, Dayjs] | null = value ? [parseDateTime(value[0]), parseDateTime(value[1])] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={picked}
      allowClear={allowClear}
      status={status}
      disabledDate={(day) => day.isAfter(dayjs(), 'day')}
      presets={presets.map((preset) => {
        const [start, end] = lastDays(preset.days);
        return { label: intl.formatMessage({ id: preset.labelId }), value: [parseDateTime(start), parseDateTime(end)] as [Dayjs, Dayjs] };
      })}
      aria-describedby={describedBy}
      placeholder={[intl.formatMessage({ id: 'monitor.range.start' }, { label }), intl.formatMessage({ id: 'monitor.range.end' }, { label })]}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? [formatDateTime(start.second(0)), formatDateTime(end.second(0))] : undefined);
      }}
    />
  );
}
