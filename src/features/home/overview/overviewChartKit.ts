import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { levelLabel } from '../../../lib/monitor/labels';
import type { LevelWords } from './overviewCharts';

export const CHART_HEIGHT = 260;

/** The two levels' words for chart legends, in the user's language. */
export function useLevelWords(): LevelWords {
  const intl = useIntl();
  return useMemo(() => ({ warn: intl.formatMessage({ id: levelLabel('warn') }), alarm: intl.formatMessage({ id: levelLabel('alarm') }) }), [intl]);
}
