import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MonitorState } from '../../../generated/model';
import type { FilterValues } from '../../lib/listPage/useListPage';
import { stateLabel } from '../../lib/monitor/labels';
import { STATE_ORDER } from '../../lib/monitor/states';
import type { deviceListFilters } from './deviceListParams';
import styles from './DeviceListPage.module.css';
import { useIndustryOptions } from './useIndustryOptions';

type Filters = FilterValues<typeof deviceListFilters>;

/**
 * The device list's filters: state, keyword (device or company name) and industry. Each applies at
 * once (the keyword on Enter or the search button) and lands in the address.
 */
export function DeviceFilterBar({ filters, onChange, onReset }: { filters: Filters; onChange: (patch: Partial<Filters>) => void; onReset: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const industries = useIndustryOptions();
  // The box holds what is typed; the list follows on search. A new address (reset, another link) refills it.
  const [typed, setTyped] = useState(filters.keyword ?? '');
  const [applied, setApplied] = useState(filters.keyword);
  if (applied !== filters.keyword) {
    setApplied(filters.keyword);
    setTyped(filters.keyword ?? '');
  }
  const active = filters.status !== undefined || filters.keyword !== undefined || filters.industry !== undefined;
  return (
    <div className={styles.filters} role="search" aria-label={t('devices.filters')}>
      <Select<MonitorState>
        aria-label={t('devices.filter.status')}
        placeholder={t('devices.filter.status')}
        allowClear
        style={{ width: 140 }}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={STATE_ORDER.map((state) => ({ value: state, label: t(stateLabel(state)) }))}
      />
      <Select<number>
        aria-label={t('devices.filter.industry')}
        placeholder={t('devices.filter.industry')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 160 }}
        value={filters.industry}
        onChange={(industry) => onChange({ industry })}
        options={industries}
      />
      <Input.Search
        aria-label={t('devices.filter.keyword')}
        placeholder={t('devices.filter.keywordHint')}
        allowClear
        maxLength={50}
        style={{ width: 240 }}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
      />
      {active && (
        <Button type="link" onClick={onReset}>
          {t('list.reset')}
        </Button>
      )}
    </div>
  );
}
