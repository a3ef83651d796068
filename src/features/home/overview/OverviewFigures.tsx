import { useIntl } from 'react-intl';
import type { MonitorOverview, OverviewFigure } from '../../../../generated/model';
import { CountTile, CountTiles } from '../../../components/monitor/CountTiles';
import { figureLabel } from '../../../lib/monitor/labels';
import { deviceListHref } from '../../../lib/monitor/monitorPaths';
import { STATE_TONE, isMonitorState } from '../../../lib/monitor/states';

/**
 * The overview's figures in the configured order. The four status counts and the device count open the
 * device list of the same company, filtered by that state.
 */
export function OverviewFigures({ overview, figures, deptId }: { overview: MonitorOverview; figures: OverviewFigure[]; deptId: string | undefined }) {
  const intl = useIntl();
  const name = (figure: OverviewFigure) => intl.formatMessage({ id: figureLabel(figure) });
  const tile = (figure: OverviewFigure) => {
    if (isMonitorState(figure)) {
      return <CountTile kind="link" to={deviceListHref({ deptId, status: figure })} tone={STATE_TONE[figure]} name={name(figure)} value={intl.formatNumber(overview.counts[figure])} none={overview.counts[figure] === 0} />;
    }
    switch (figure) {
      case 'deviceCount':
        return <CountTile kind="link" to={deviceListHref({ deptId })} tone="primary" name={name(figure)} value={intl.formatNumber(overview.counts.total ?? 0)} />;
      case 'onlineRate':
        return <CountTile kind="static" tone="primary" name={name(figure)} value={intl.formatNumber(overview.onlineRate / 100, { style: 'percent', maximumFractionDigits: 2 })} />;
      case 'todayAlarms':
        return (
          <CountTile
            kind="static"
            tone={overview.todayAlarm > 0 ? 'error' : overview.todayWarn > 0 ? 'warning' : 'default'}
            name={name(figure)}
            value={intl.formatNumber(overview.todayAlarm + overview.todayWarn)}
            detail={intl.formatMessage({ id: 'home.byLevel' }, { alarm: overview.todayAlarm, warn: overview.todayWarn })}
          />
        );
      case 'unhandledAlarms':
        return <CountTile kind="static" tone={overview.unhandled > 0 ? 'warning' : 'default'} name={name(figure)} value={intl.formatNumber(overview.unhandled)} />;
    }
  };
  return <CountTiles label={intl.formatMessage({ id: 'home.figures' })}>{figures.map(tile)}</CountTiles>;
}
