import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  customRange,
  customRangeProblem,
  MAX_RANGE_DAYS,
  QUICK_RANGES,
  resolveRange,
  type CustomRangeProblem,
  type TimeRange,
} from '../../lib/monitor/trendRange';

type Choice = (typeof QUICK_RANGES)[number] | 'custom';

/**
 * The time range of a trend: quick ranges (spec 5: one day, three days, one week) and a custom range
 * (at most 31 days, the contract's limit; it must end after it starts - said under the picker, and the
 * page keeps its range until the new one is right).
 */
export function TimeRangeBar({ value, onChange }: { value: TimeRange; onChange: (range: TimeRange) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorId = useId();
  // The custom picker shows as soon as it is chosen, before a span is picked.
  const [customOpen, setCustomOpen] = useState(value.kind === 'custom');
  const [problem, setProblem] = useState<CustomRangeProblem>();
  const choice: Choice = value.kind === 'custom' || customOpen ? 'custom' : value.quick;
  // The span the custom picker starts from: the custom range, or the quick one it replaces.
  const [draft, setDraft] = useState<[number, number] | undefined>(() => {
    if (value.kind !== 'custom') return undefined;
    const { start, end } = resolveRange(value, 0);
    return [start, end];
  });

  const choose = (next: Choice) => {
    setProblem(undefined);
    if (next === 'custom') {
      const { start, end } = resolveRange(value, Date.now());
      setDraft([start, end]);
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onChange({ kind: 'quick', quick: next });
  };

  const pick = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = dates ?? [null, null];
    if (!from || !to) return;
    const start = from.startOf('minute').valueOf();
    const end = to.startOf('minute').valueOf();
    const wrong = customRangeProblem(start, end);
    setProblem(wrong);
    if (!wrong) onChange(customRange(start, end));
  };

  return (
    <Space wrap align="center">
      <Segmented<Choice>
        aria-label={t('timeRange.label')}
        value={choice}
        onChange={choose}
        options={[
          ...QUICK_RANGES.map((quick) => ({ value: quick as Choice, label: t(`timeRange.quick.${quick}`) })),
          { value: 'custom', label: t('timeRange.custom') },
        ]}
      />
      {choice === 'custom' ? (
        <Space orientation="vertical" size={0}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            defaultValue={draft ? [dayjs(draft[0]), dayjs(draft[1])] : undefined}
            disabledDate={(date) => date.isAfter(dayjs().endOf('day'))}
            onChange={(dates) => pick(dates as [Dayjs | null, Dayjs | null] | null)}
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            placeholder={[t('timeRange.start'), t('timeRange.end')]}
            id={{ start: `${errorId}-start`, end: `${errorId}-end` }}
          />
          {problem ? (
            <Typography.Text type="danger" id={errorId} role="alert">
              {t(`timeRange.problem.${problem}`, { days: MAX_RANGE_DAYS })}
            </Typography.Text>
          ) : null}
        </Space>
      ) : null}
    </Space>
  );
}
