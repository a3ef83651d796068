import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetAlarmLogPage } from '../../../generated/endpoints/alarm/alarm';
import { AlarmLevel, type AlarmLogEntry } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { ActionRefusal } from '../../components/monitor/ActionRefusal';
import { SelectionBar } from '../../components/list/SelectionBar';
import { LevelTag } from '../../components/monitor/MonitorTags';
import { useFeatureVerdict } from '../../lib/access/useFeatureVerdict';
import { okData } from '../../lib/http/okData';
import { boolParam, dateTimeRangeParam, enumParam, idParam } from '../../lib/listPage/urlParams';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useMarkSeen } from '../../lib/monitor/useMarkSeen';
import { lastDays } from '../../lib/monitor/timeRange';
import { FilterField, LogDeviceFilter, LogRangeFilter } from './FilterField';
import { HandleAlarmsDialog, type HandleTarget } from './HandleAlarmsDialog';
import { LogPageFrame } from './LogPageFrame';
import { EventDuration, HandledState, warnDetailPath } from './logCells';
import styles from './monitorLogs.module.css';

const filters = {
  range: dateTimeRangeParam,
  level: enumParam(Object.values(AlarmLevel)),
  device: idParam,
  handled: boolParam,
};

/** The server's default range when none is chosen (the contract: the last 7 days). */
const DEFAULT_DAYS = 7;

function AlarmLogList({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const live = useLiveRefresh();
  const list = useListPage({ filters });
  const { range, level, device, handled } = list.filters;
  const query = useGetAlarmLogPage(
    { ...list.pageParams, startTime: range?.[0], endTime: range?.[1], level, deviceId: device, deptId, handled },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data, ...live.query } },
  );
  // spec 7: alarmLogVerification's answer for the action decides whether this user may acknowledge.
  const mayHandle = useFeatureVerdict('alarmLog');
  const canHandle = mayHandle.state === 'allowed';
  const table = useListTable(list, query, { rowKey: 'id', selectable: canHandle, canSelect: (row) => !row.handled });
  const [handling, setHandling] = useState<HandleTarget | null>(null);
  useMarkSeen('alarmLog', true);

  const handleAll = () => {
    const [startTime, endTime] = range ?? lastDays(DEFAULT_DAYS);
    // Only unhandled events are acknowledged; the filter is the list's (its handled filter aside).
    setHandling({ kind: 'filter', filter: { startTime, endTime, level, deviceId: device, deptId }, total: table.total });
  };

  const columns: TableColumnsType<AlarmLogEntry> = [
    { title: t('alarmLog.col.start'), dataIndex: 'startTime', width: 156 },
    { title: t('alarmLog.col.device'), dataIndex: 'deviceName', width: 100, ellipsis: true },
    { title: t('alarmLog.col.company'), dataIndex: 'deptName', width: 96, ellipsis: true, responsive: ['lg'] },
    { title: t('alarmLog.col.item'), dataIndex: 'itemName', minWidth: 120 },
    { title: t('alarmLog.col.level'), dataIndex: 'level', width: 80, render: (value: AlarmLevel) => <LevelTag level={value} /> },
    {
      title: t('alarmLog.col.values'),
      key: 'values',
      width: 130,
      render: (_, row) => t('alarmLog.values', { peak: row.peakValue, threshold: row.thresholdValue, unit: row.unit }),
    },
    { title: t('alarmLog.col.duration'), key: 'duration', width: 84, render: (_, row) => <EventDuration event={row} /> },
    { title: t('alarmLog.col.handled'), key: 'handled', width: 96, render: (_, row) => <HandledState event={row} /> },
    {
      title: t('alarmLog.col.actions'),
      key: 'actions',
      width: 72,
      render: (_, row) => (
        <Link to={warnDetailPath(row.id)} aria-label={t('alarmLog.openDetailOf', { device: row.deviceName, item: row.itemName, time: row.startTime })}>
          {t('alarmLog.openDetail')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('alarmLog.filters')}>
        <LogRangeFilter id="alarm-range" value={range} onChange={(value) => list.setFilters({ range: value })} />
        <FilterField label={t('alarmLog.filter.level')} htmlFor="alarm-level">
          <Select
            id="alarm-level"
            allowClear
            style={{ minWidth: 120 }}
            placeholder={t('alarmLog.filter.any')}
            value={level}
            onChange={(value?: AlarmLevel) => list.setFilters({ level: value })}
            options={Object.values(AlarmLevel).map((value) => ({ value, label: intl.formatMessage({ id: `monitor.level.${value}` }) }))}
          />
        </FilterField>
        <LogDeviceFilter id="alarm-device" deptId={deptId} value={device} onChange={(value) => list.setFilters({ device: value })} />
        <FilterField label={t('alarmLog.filter.handled')} htmlFor="alarm-handled">
          <Select
            id="alarm-handled"
            allowClear
            style={{ minWidth: 120 }}
            placeholder={t('alarmLog.filter.any')}
            value={handled === undefined ? undefined : String(handled)}
            onChange={(value?: string) => list.setFilters({ handled: value === undefined ? undefined : value === 'true' })}
            options={[
              { value: 'false', label: t('alarmLog.unhandled') },
              { value: 'true', label: t('alarmLog.handled') },
            ]}
          />
        </FilterField>
        <Button onClick={list.reset}>{t('list.reset')}</Button>
      </div>
      <p className={styles.muted}>{range ? null : t('alarmLog.defaultRange', { days: DEFAULT_DAYS })}</p>

      {table.status === 'error' ? (
        <LoadFailure error={table.error} onRetry={table.retry} />
      ) : (
        <>
          <ActionRefusal verdict={mayHandle} what={t('alarmLog.handleRefused')} />
          {canHandle && (
            <div className={styles.toolbar}>
              <SelectionBar count={table.selection.count} onClear={table.selection.clear}>
                <Button size="small" type="primary" onClick={() => setHandling({ kind: 'ids', ids: table.selection.keys.map(String) })}>
                  {t('alarmLog.handleSelected')}
                </Button>
              </SelectionBar>
              <Button onClick={handleAll} disabled={table.status !== 'ready' || handled === true}>
                {t('alarmLog.handleAll')}
              </Button>
            </div>
          )}
          <Table<AlarmLogEntry>
            {...table.tableProps}
            columns={columns}
            size="middle"
            {...fitColumns(columns, { selection: canHandle })}
            locale={{ emptyText: <Empty description={t(range || level || device || handled !== undefined ? 'alarmLog.emptyFiltered' : 'alarmLog.empty')} /> }}
          />
        </>
      )}
      <HandleAlarmsDialog
        target={handling}
        onClose={() => setHandling(null)}
        onDone={() => {
          setHandling(null);
          table.selection.clear();
          void query.refetch();
        }}
      />
    </>
  );
}

/** /monitor/alarm/index (告警日志, a page of the server menu): the over-limit events of the chosen company. */
export default function AlarmLogPage() {
  const intl = useIntl();
  // spec 2.2: the chosen company, kept in the address (?dept=) both ways; another company starts at page 1.
  const scope = useCompanyScope();
  return (
    <LogPageFrame title={intl.formatMessage({ id: 'route.alarm' })}>
      <AlarmLogList deptId={scope.deptId} />
    </LogPageFrame>
  );
}
