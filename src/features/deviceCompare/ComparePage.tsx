import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorItem, MonitorSeries } from '../../../generated/model';
import { AntdScope } from '../../components/AntdScope';
import { preloadChart } from '../../components/chart/Chart';
import { useToast } from '../../components/feedback';
import { TimeRangeBar } from '../../components/monitor/TimeRangeBar';
import { PageHeading } from '../../components/PageFrame';
import { idParam } from '../../lib/listPage/urlParams';
import { useListPage } from '../../lib/listPage/useListPage';
import { chooseItem, COMPARE_MAX_ITEMS, compareItemsParam } from '../../lib/monitor/compareItems';
import { DEFAULT_RANGE, timeRangeParam, zoomParam } from '../../lib/monitor/trendRange';
import { useCompanyScope } from '../../lib/monitor/useCompanyScope';
import { useCompanySelection } from '../../stores/companySelection';
import { CompareChart, seriesName } from './CompareChart';
import { ItemPicker } from './ItemPicker';

// The address: the chosen items (`items=<id>,...`, at most 8), the device whose items the picker shows
// (`device=`), the range (`range=` or `from`/`to`) and the zoom, so a reload, a tab switch or a shared
// link shows the same chart.
const filters = { items: compareItemsParam, device: idParam, range: timeRangeParam, zoom: zoomParam };

/**
 * /monitor/device/chart (spec 5 and 9): up to 8 items of any devices of the chosen company on one
 * time axis. A 9th is refused with the spec's limit said, and nothing is added.
 */
export default function ComparePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toast = useToast();
  const headingId = useId();
  const list = useListPage({ filters });
  const items = list.filters.items ?? [];
  const range = list.filters.range ?? DEFAULT_RANGE;
  // spec 2.2: the company chosen in the tree (kept in the address as ?dept=) offers its devices.
  const scope = useCompanyScope();
  // Names of chosen items: from the picker when chosen there, from the history once it has answered.
  const [names, setNames] = useState<Record<string, string>>({});

  useEffect(() => preloadChart(), []);

  // spec 2.2: items chosen elsewhere (the store's monitor item ids) open here when the address names none.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const passed = useCompanySelection.getState().monitorItemIds;
    if (!list.filters.items && passed.length) list.setFilters({ items: passed.slice(0, COMPARE_MAX_ITEMS) });
  }, [list]);
  // ... and the chosen ones pass on.
  const itemKey = items.join(',');
  useEffect(() => {
    const selection = useCompanySelection.getState();
    if (selection.monitorItemIds.join(',') !== itemKey) selection.setMonitor(selection.monitorId, itemKey ? itemKey.split(',') : []);
  }, [itemKey]);

  // spec 2.2: another company offers its devices (the picker's device belonged to the last one); the
  // chosen items stay.
  const shownCompany = useRef(scope.deptId);
  const { setFilters } = list;
  useEffect(() => {
    if (shownCompany.current === scope.deptId) return;
    shownCompany.current = scope.deptId;
    setFilters({ device: undefined });
  }, [scope.deptId, setFilters]);

  const toggle = (item: MonitorItem, add: boolean) => {
    if (!add) {
      list.setFilters({ items: items.filter((id) => id !== item.itemId), zoom: undefined });
      return;
    }
    const choice = chooseItem(items, item.itemId);
    if (!choice.ok) {
      // spec 5: up to 8 items; the 9th is not added.
      toast.warning(t('compare.tooMany', { max: COMPARE_MAX_ITEMS }));
      return;
    }
    setNames((known) => ({ ...known, [item.itemId]: seriesName({ deviceName: item.deviceName ?? '', itemName: item.name }) }));
    list.setFilters({ items: choice.items, zoom: undefined });
  };

  const onSeries = useCallback((series: MonitorSeries[]) => {
    setNames((known) => {
      const next = { ...known };
      for (const s of series) next[s.itemId] = seriesName(s);
      return next;
    });
  }, []);

  return (
    <AntdScope>
      <Card>
        <section aria-labelledby={headingId}>
          <PageHeading trail={[t('route.deviceChart')]} titleId={headingId} />
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card size="small" title={t('compare.pickTitle')}>
              <ItemPicker
                deptId={scope.deptId}
                companyName={scope.label}
                deviceId={list.filters.device}
                onDevice={(device) => list.setFilters({ device })}
                chosen={items}
                onToggle={toggle}
              />
            </Card>
            <Card
              size="small"
              title={
                <span aria-live="polite">
                  {t('compare.chosenTitle', { count: items.length, max: COMPARE_MAX_ITEMS })}
                </span>
              }
            >
              {items.length === 0 ? (
                <Typography.Text type="secondary">{t('compare.noneChosen', { max: COMPARE_MAX_ITEMS })}</Typography.Text>
              ) : (
                <Space wrap size={[4, 8]} role="list" aria-label={t('compare.chosenList')}>
                  {items.map((id) => (
                    <span role="listitem" key={id}>
                      <Tag
                        closable={{ 'aria-label': t('compare.remove', { name: names[id] ?? id }) }}
                        onClose={(event) => {
                          event.preventDefault();
                          list.setFilters({ items: items.filter((other) => other !== id), zoom: undefined });
                        }}
                      >
                        {names[id] ?? id}
                      </Tag>
                    </span>
                  ))}
                </Space>
              )}
            </Card>
            <Card size="small" title={t('compare.chartTitle')} extra={<TimeRangeBar value={range} onChange={(next) => list.setFilters({ range: next, zoom: undefined })} />}>
              {items.length === 0 ? (
                <Empty description={t('compare.noneChosen', { max: COMPARE_MAX_ITEMS })} />
              ) : (
                <CompareChart itemIds={items} range={range} zoom={list.filters.zoom} onZoom={(zoom) => list.setFilters({ zoom })} onSeries={onSeries} />
              )}
            </Card>
          </Space>
        </section>
      </Card>
    </AntdScope>
  );
}
