import { keepPreviousData } from '@tanstack/react-query';
import { Button, Empty, Select, Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useGetRunLogPage } from '../../../generated/endpoints/runlog/runlog';
import { RunLogType, type AlarmLevel, type RunLogEntry } from '../../../generated/model';
import { LoadFailure } from '../../components/LoadFailure';
import { LevelTag } from '../../components/monitor/MonitorTags';
import { presentId } from '../../lib/format/missingValue';
import { okData } from '../../lib/http/okData';
import { dateTimeRangeParam, enumParam, idParam } from '../../lib/listPage/urlParams';
import { fitColumns } from '../../lib/listPage/fitColumns';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import { runLogLabel } from '../../lib/monitor/labels';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useMarkSeen } from '../../lib/monitor/useMarkSeen';
import { FilterField, LogDeviceFilter, LogRangeFilter } from './FilterField';
import { LogPageFrame } from './LogPageFrame';
import { warnDetailPath } from './logCells';
import styles from './monitorLogs.module.css';
import { RunLogTypeTag } from './RunLogTypeTag';

const filters = { range: dateTimeRangeParam, type: enumParam(Object.values(RunLogType)), device: idParam };

function RunLogList({ deptId }: { deptId: string | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const live = useLiveRefresh();
  const list = useListPage({ filters });
  const { range, type, device } = list.filters;
  const query = useGetRunLogPage(
    { ...list.pageParams, startTime: range?.[0], endTime: range?.[1], type, deviceId: device, deptId },
    { query: { placeholderData: keepPreviousData, select: (reply) => okData(reply).data, ...live.query } },
  );
  const table = useListTable(list, query, { rowKey: 'id' });
  useMarkSeen('runLog', true);

  const columns: TableColumnsType<RunLogEntry> = [
    { title: t('runLog.col.time'), dataIndex: 'time', width: 156 },
    { title: t('runLog.col.device'), dataIndex: 'deviceName', width: 110, ellipsis: true },
    { title: t('runLog.col.company'), dataIndex: 'deptName', width: 110, ellipsis: true, responsive: ['lg'] },
    { title: t('runLog.col.type'), dataIndex: 'type', width: 110, render: (value: RunLogType | undefined) => <RunLogTypeTag type={value} /> },
    { title: t('runLog.col.item'), dataIndex: 'itemName', width: 140, ellipsis: true, render: (value?: string) => value ?? '—' },
    { title: t('runLog.col.level'), dataIndex: 'level', width: 80, render: (value?: AlarmLevel) => (value ? <LevelTag level={value} /> : '—') },
    { title: t('runLog.col.message'), dataIndex: 'message', minWidth: 160 },
    {
      title: t('runLog.col.actions'),
      key: 'actions',
      width: 80,
      render: (_, row) => {
        const alarmId = presentId(row.alarmId);
        return alarmId ? (
          <Link to={warnDetailPath(alarmId)} aria-label={t('runLog.openDetailOf', { device: row.deviceName, time: row.time })}>
            {t('alarmLog.openDetail')}
          </Link>
        ) : null;
      },
    },
  ];

  return (
    <>
      <div className={styles.filters} role="search" aria-label={t('runLog.filters')}>
        <LogRangeFilter id="runlog-range" value={range} onChange={(value) => list.setFilters({ range: value })} />
        <FilterField label={t('runLog.filter.type')} htmlFor="runlog-type">
          <Select
            id="runlog-type"
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('alarmLog.filter.any')}
            value={type}
            onChange={(value?: RunLogType) => list.setFilters({ type: value })}
            options={Object.values(RunLogType).map((value) => ({ value, label: t(runLogLabel(value)) }))}
          />
        </FilterField>
        <LogDeviceFilter id="runlog-device" deptId={deptId} value={device} onChange={(value) => list.setFilters({ device: value })} />
        <Button onClick={list.reset}>{t('list.reset')}</Button>
      </div>
      <p className={styles.muted}>{range ? null : t('alarmLog.defaultRange', { days: 7 })}</p>
      {table.status === 'error' ? (
        <LoadFailure error={table.error} onRetry={table.retry} />
      ) : (
        <Table<RunLogEntry>
          {...table.tableProps}
          columns={columns}
          size="middle"
          {...fitColumns(columns)}
          locale={{ emptyText: <Empty description={t(range || type || device ? 'alarmLog.emptyFiltered' : 'runLog.empty')} /> }}
        />
      )}
    </>
  );
}

/** /monitor/warn/index (运行日志, spec 2.2): what happened to the chosen company's devices, newest first. */
export default function RunLogPage() {
  const intl = useIntl();
  // spec 2.2: the chosen company, kept in the address (?dept=) both ways; another company starts at page 1.
  const scope = useCompanyScope();
  return (
    <LogPageFrame title={intl.formatMessage({ id: 'route.runLog' })}>
      <RunLogList deptId={scope.deptId} />
    </LogPageFrame>
  );
}
