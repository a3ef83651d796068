import { Button, Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetDeviceDetail } from '../../../generated/endpoints/monitor/monitor';
import { AntdScope } from '../../components/AntdScope';
import { preloadChart } from '../../components/chart/Chart';
import { useToast } from '../../components/feedback';
import { LastRefreshed } from '../../components/LastRefreshed';
import { LoadFailure } from '../../components/LoadFailure';
import { DeviceSelect } from '../../components/monitor/DeviceSelect';
import { PageHeading } from '../../components/PageFrame';
import { okData } from '../../lib/http/okData';
import { idParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { useLiveRefresh } from '../../lib/live/useLiveRefresh';
import { COMPARE_MAX_ITEMS, compareHref } from '../../lib/monitor/compareItems';
import { DEFAULT_RANGE, timeRangeParam, zoomParam } from '../../lib/monitor/trendRange';
import { useAppNavigate } from '../../lib/router/appRouter';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useCompanySelection } from '../../stores/companySelection';
import { DeviceSummary } from './DeviceSummary';
import { DeviceTrends } from './DeviceTrends';
import { ItemTable } from './ItemTable';

// The address of the page: `?deviceId=<id>` (the device list and the cards link here), the trend's
// range (`range=1d|3d|7d` or `from`/`to`) and its zoom.
const filters = { deviceId: idParam, range: timeRangeParam, zoom: zoomParam };

/**
 * /monitor/device/detail: the device, its company, its items in a table and a trend per item.
 * The values, states and counts refresh on the device refresh period of the big-screen settings; the
 * device can be switched among those of the company chosen in the tree (spec 2.2), and chosen items open
 * in the compare chart.
 */
export default function DeviceDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const pickerId = useId();
  const navigate = useAppNavigate();
  const toast = useToast();
  const list = useListPage({ filters });
  const { deviceId, zoom } = list.filters;
  const range = list.filters.range ?? DEFAULT_RANGE;
  // spec 2.2: the company chosen in the tree (kept in the address as ?dept=) offers its devices.
  const scope = useCompanyScope();
  const live = useLiveRefresh();
  const detail = useGetDeviceDetail(
    { id: deviceId ?? '' },
    { query: { enabled: Boolean(deviceId), select: (reply) => okData(reply).data, ...live.query } },
  );
  const device = detail.data?.device;
  const [chosen, setChosen] = useState<{ deviceId?: string; items: string[] }>({ items: [] });
  const chosenItems = chosen.deviceId === deviceId ? chosen.items : [];

  // The chart's code loads while the device is fetched.
  useEffect(() => preloadChart(), []);
  // spec 2.2: the device shown and its items pass to the header and the other pages.
  useEffect(() => {
    if (deviceId) useCompanySelection.getState().setDevices([deviceId]);
  }, [deviceId]);

  const openCompare = () => {
    useCompanySelection.getState().setMonitor(deviceId ?? null, chosenItems);
    void navigate(compareHref(chosenItems, range));
  };

  const picker = (
    // The row itself at most the page's width too: a Space sizes to its content, which a long name would widen.
    <Space wrap align="center" style={{ maxWidth: '100%' }} styles={{ item: { minWidth: 0, maxWidth: '100%' } }}>
      <label htmlFor={pickerId}>{t('detail.chooseDevice')}</label>
      <DeviceSelect
        id={pickerId}
        label={t('detail.chooseDevice')}
        deptId={scope.deptId}
        value={deviceId}
        onChange={(next) => list.setFilters({ deviceId: next, zoom: undefined })}
      />
      {scope.label ? <Typography.Text type="secondary">{t('detail.ofCompany', { company: scope.label })}</Typography.Text> : null}
    </Space>
  );

  const content = () => {
    if (!deviceId) return <Empty description={t('detail.noDevice')} />;
    if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (detail.isError || !detail.data) return <LoadFailure message={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />;
    const { items } = detail.data;
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title={t('detail.section.device')} extra={<LastRefreshed at={detail.dataUpdatedAt} periodMs={live.periodMs} fetching={detail.isFetching} />}>
          <DeviceSummary detail={detail.data} />
        </Card>
        <Card
          size="small"
          title={t('detail.section.items', { count: items.length })}
          extra={
            <Button type="primary" disabled={chosenItems.length === 0} onClick={openCompare}>
              {t('detail.compareChosen', { count: chosenItems.length })}
            </Button>
          }
        >
          <ItemTable
            items={items}
            now={detail.dataUpdatedAt}
            chosen={chosenItems}
            onChoose={(items) => {
              // spec 5: a compare chart takes at most 8 items; a 9th is refused and nothing changes.
              if (items.length > COMPARE_MAX_ITEMS) toast.warning(t('compare.tooMany', { max: COMPARE_MAX_ITEMS }));
              else setChosen({ deviceId, items });
            }}
            caption={t('detail.section.items', { count: items.length })}
          />
        </Card>
        <Card size="small" title={t('detail.section.trends')}>
          <DeviceTrends
            deviceName={detail.data.device.deviceName}
            items={items}
            range={range}
            zoom={zoom}
            onRange={(next) => list.setFilters({ range: next, zoom: undefined })}
            onZoom={(next) => list.setFilters({ zoom: next })}
          />
        </Card>
      </Space>
    );
  };

  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[t('route.deviceDetail'), ...(device ? [device.deviceName] : [])]} titleId={headingId} />
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {picker}
            {content()}
          </Space>
        </section>
      </Card>
    </AntdScope>
  );
}
