import { DatePicker, Form, Input, Select } from 'antd';
import { useFormName } from '../../lib/forms/useFormName';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import type { FilterValues } from '../../lib/listPage/useListPage';
import { TIME_FORMAT } from './time';
import type { INFORM_FILTERS } from './informFilters';
import { SearchActions } from '../../components/list/SearchActions';

type Filters = FilterValues<typeof INFORM_FILTERS>;
type Values = { title?: string; time?: [Dayjs, Dayjs] | null; read?: '0' | '1' };

/** The notice list's search: title, a time range (the notices shown within it) and the read status. */
export function InformSearch({ filters, onSearch, onReset }: { filters: Filters; onSearch: (patch: Filters) => void; onReset: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Values>();
  const formName = useFormName('notice-search');
  const initialValues: Values = {
    title: filters.title,
    time: filters.time ? [dayjs(filters.time[0], TIME_FORMAT), dayjs(filters.time[1], TIME_FORMAT)] : null,
    read: filters.read,
  };
  return (
    <Form<Values> name={formName}
      form={form}
      layout="inline"
      initialValues={initialValues}
      aria-label={t('inform.search.label')}
      style={{ rowGap: 8, marginBottom: 12 }}
      onFinish={(values) =>
        onSearch({
          title: values.title,
          time: values.time ? [values.time[0].format(TIME_FORMAT), values.time[1].format(TIME_FORMAT)] : undefined,
          read: values.read,
        })
      }
    >
      <Form.Item name="title" label={t('inform.field.title')}>
        <Input allowClear maxLength={50} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="time" label={t('inform.search.time')}>
        <DatePicker.RangePicker showTime format={TIME_FORMAT} allowEmpty={[false, false]} />
      </Form.Item>
      <Form.Item name="read" label={t('inform.field.readStatus')}>
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('inform.read.all')}
          options={[
            { value: '0', label: t('inform.read.no') },
            { value: '1', label: t('inform.read.yes') },
          ]}
        />
      </Form.Item>
      <SearchActions
        onReset={() => {
          form.setFieldsValue({ title: undefined, time: null, read: undefined });
          onReset();
        }}
      />
    </Form>
  );
}
