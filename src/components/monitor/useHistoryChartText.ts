import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { nameWithCode } from '../../lib/nameWithCode';
import type { HistoryChartText } from './historyChart';

/** The words and formats of the trend charts in the user's language. */
export function useHistoryChartText(): HistoryChartText {
  const intl = useIntl();
  return useMemo(
    () => ({
      warn: intl.formatMessage({ id: 'trend.warnValue' }),
      alarm: intl.formatMessage({ id: 'trend.alarmValue' }),
      offline: intl.formatMessage({ id: 'monitor.state.offline' }),
      noData: intl.formatMessage({ id: 'trend.noData' }),
      formatTime: (ms) =>
        intl.formatDate(ms, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
      formatValue: (value, unit) => `${intl.formatNumber(value, { maximumFractionDigits: 2 })} ${unit}`,
      nameWithUnit: (name, unit) => nameWithCode(intl, name, unit),
    }),
    [intl],
  );
}
