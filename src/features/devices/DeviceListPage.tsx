import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Empty, Table } from 'antd';
import { useEffect, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { getGetDevicePageQueryKey, useGetDevicePage } from '../../../generated/endpoints/monitor/monitor';
import type { GetDevicePageParams, MonitorDevice } from '../../../generated/model';
import { AntdScope } from '../../components/AntdScope';
import { LastRefreshed } from '../../components/LastRefreshed';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeading } from '../../components/PageFrame';
import { okData } from '../../lib/http/okData';
import { useListPage } from '../../lib/listPage/useListPage';
import { useListTable } from '../../lib/listPage/useListTable';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import { deviceDetailHref } from '../../lib/monitor/monitorPaths';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useAppNavigate } from '../../lib/router/appRouter';
import { useCompanySelection } from '../../stores/companySelection';
import { useSessionStore } from '../../stores/session';
import { deviceColumns } from './deviceColumns';
import { DeviceFilterBar } from './DeviceFilterBar';
import { DEVICE_PAGE_SIZES, DEVICE_SORTABLE, deviceListFilters } from './deviceListParams';
import styles from './DeviceListPage.module.css';
import { useDeviceExport } from './useDeviceExport';

/** spec 2.2: the page tells the layout which devices the operator is looking at. */
function useShownDevices(rows: MonitorDevice[]) {
  const ids = rows.map((row) => row.deviceId).join(',');
  useEffect(() => {
    const { deviceIds, setDevices } = useCompanySelection.getState();
    if (deviceIds.join(',') !== ids) setDevices(ids ? ids.split(',') : []);
  }, [ids]);
}

/**
 * /monitor/device/device: the devices of the chosen company's subtree, server-paged and
 * sorted, filtered by state, keyword and industry (all in the address), live on the device refresh
 * period; a row opens the device's detail; the whole filtered list exports as CSV.
 */
export default function DeviceListPage() {
  const intl = useIntl();
  const headingId = useId();
  const navigate = useAppNavigate();
  const token = useSessionStore((s) => s.token);
  const scope = useCompanyScope();
  const list = useListPage({ filters: deviceListFilters, defaultSize: 20, pageSizes: DEVICE_PAGE_SIZES, sortable: DEVICE_SORTABLE });
  const live = useLiveRefresh();
  const { status, keyword, industry } = list.filters;
  const filters = useMemo(() => ({ deptId: scope.deptId, status, keyword, industry }), [scope.deptId, status, keyword, industry]);
  // The sort field is one of DEVICE_SORTABLE (useListPage ignores any other), the contract's sort enum.
  const params = { ...list.pageParams, ...filters } as GetDevicePageParams;
  const query = useGetDevicePage(params, {
    query: { queryKey: [...getGetDevicePageQueryKey(params), token], placeholderData: keepPreviousData, ...live.query, select: (reply) => okData(reply).data },
  });
  const table = useListTable(list, query, { rowKey: 'deviceId' });
  useShownDevices(table.rows);
  const exporter = useDeviceExport();
  const columns = useMemo(() => deviceColumns(intl, list), [intl, list]);
  const filtered = status !== undefined || keyword !== undefined || industry !== undefined;
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId} className={styles.page}>
          <PageHeading trail={[t('route.deviceList')]} titleId={headingId} />
          <div className={styles.headRow}>
            <DeviceFilterBar filters={list.filters} onChange={list.setFilters} onReset={list.reset} />
            <div className={styles.filters}>
              <LastRefreshed at={query.dataUpdatedAt} periodMs={live.periodMs} fetching={query.isFetching} />
              {exporter.progress ? (
                <span className={styles.exporting} role="status">
                  <progress
                    className={styles.progress}
                    max={exporter.progress.total || 1}
                    value={exporter.progress.done}
                    aria-label={intl.formatMessage({ id: 'devices.export' })}
                  />
                  <span>{intl.formatMessage({ id: 'devices.export.progress' }, { done: exporter.progress.done, total: exporter.progress.total })}</span>
                  <Button size="small" onClick={exporter.cancel}>
                    {t('devices.export.cancel')}
                  </Button>
                </span>
              ) : (
                <Button icon={<DownloadOutlined aria-hidden />} disabled={table.total === 0} onClick={() => exporter.start(filters, scope.label)}>
                  {t('devices.export')}
                </Button>
              )}
            </div>
          </div>
          {table.status === 'error' ? (
            <LoadFailure error={table.error} onRetry={table.retry} />
          ) : (
            <Table<MonitorDevice>
              {...table.tableProps}
              columns={columns}
              size="middle"
              scroll={{ x: 960 }}
              aria-labelledby={headingId}
              rowClassName={() => styles.rowLink}
              onRow={(device) => ({ onClick: () => void navigate(deviceDetailHref(device.deviceId)) })}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(filtered ? 'devices.empty.filtered' : 'devices.empty')}>
                    {filtered && <Button onClick={list.reset}>{t('list.reset')}</Button>}
                  </Empty>
                ),
              }}
            />
          )}
        </section>
      </Card>
    </AntdScope>
  );
}
