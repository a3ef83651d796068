import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import type { FilterValues } from '../../lib/listPage/useListPage';
import type { userFilters } from './useUsersList';
import { SearchActions } from '../../components/list/SearchActions';

type Filters = FilterValues<typeof userFilters>;
type Props = { filters: Filters; onSearch: (filters: Filters) => void; onReset: () => void };

/**
 * The list's search fields (the contract's account and realName filters, "contains"). What is typed
 * applies on 查询 or Enter; the address then holds it, so a reload or the tab shows the same list.
 */
export function UserSearch({ filters, onSearch, onReset }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Filters>();
  const apply = (values: Filters) => onSearch({ account: values.account?.trim() || undefined, realName: values.realName?.trim() || undefined });
  return (
    <Form<Filters> form={form} name="userSearch" layout="inline" colon={false} initialValues={filters} onFinish={apply} style={{ marginBottom: 12, rowGap: 8 }} role="search" aria-label={t('users.search')}>
      <Form.Item name="account" label={t('users.field.account')}>
        <Input allowClear maxLength={15} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="realName" label={t('users.field.realName')}>
        <Input allowClear maxLength={15} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item>
        <SearchActions
          onReset={() => {
            form.setFieldsValue({ account: undefined, realName: undefined });
            onReset();
          }}
        />
      </Form.Item>
    </Form>
  );
}
