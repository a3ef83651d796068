import { Table, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import type { MonitorItem } from '../../../generated/model';
import { ItemReading } from '../../components/monitor/ItemReading';
import { StateTag } from '../../components/monitor/StateTag';
import { dictMessage, dictText } from '../../lib/monitor/labels';
import hidden from '../../components/visuallyHidden.module.css';
import { COMPARE_MAX_ITEMS } from '../../lib/monitor/compareItems';

export type ItemTableProps = {
  items: MonitorItem[];
  now: number;
  /** Items chosen for the compare chart (spec 5: at most 8; onChoose may get more, the page refuses them). */
  chosen: string[];
  onChoose: (itemIds: string[]) => void;
  caption: string;
};

/** The device's items (spec 3): name, type, band, value against warn and alarm, state, last time; worst first as the server sends them. */
export function ItemTable({ items, now, chosen, onChoose, caption }: ItemTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typeName = (item: MonitorItem) => {
    return dictMessage(intl, 'monitorItemTemperatureType', item.temperatureType) ?? dictText(intl, 'monitorItemType', item.type);
  };
  const number = (value: number, unit: string) => `${intl.formatNumber(value, { maximumFractionDigits: 2 })} ${unit}`;
  const columns: TableColumnsType<MonitorItem> = [
    { key: 'name', title: t('detail.item.name'), dataIndex: 'name' },
    { key: 'type', title: t('detail.item.type'), render: (_, item) => typeName(item) },
    { key: 'band', title: t('detail.item.band'), render: (_, item) => item.frequencyBand ?? '—' },
    { key: 'value', title: t('detail.item.value'), render: (_, item) => <ItemReading item={item} now={now} /> },
    { key: 'warn', title: t('detail.item.warn'), render: (_, item) => number(item.warnValue, item.unit) },
    { key: 'alarm', title: t('detail.item.alarm'), render: (_, item) => number(item.alarmValue, item.unit) },
    { key: 'state', title: t('detail.item.state'), render: (_, item) => <StateTag state={item.state} /> },
    { key: 'lastTime', title: t('detail.item.lastTime'), render: (_, item) => item.lastTime ?? '—' },
  ];
  return (
    <Table<MonitorItem>
      rowKey="itemId"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={items}
      caption={<span className={hidden.visuallyHidden}>{caption}</span>}
      rowSelection={{
        selectedRowKeys: chosen,
        hideSelectAll: items.length > COMPARE_MAX_ITEMS,
        getCheckboxProps: (item) => ({ 'aria-label': intl.formatMessage({ id: 'detail.item.choose' }, { name: item.name }) }),
        // spec 5: the page refuses more than 8 (and says so).
        onChange: (keys) => onChoose(keys.map(String)),
      }}
    />
  );
}
