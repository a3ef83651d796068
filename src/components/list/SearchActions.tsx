import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A list's search form buttons: 搜索 submits the form around it, 清空 runs `onReset` (clear the fields and
 * the address's filters); the page's own actions (add, upload) follow in `children`.
 */
export function SearchActions({ onReset, size, children }: { onReset: () => void; size?: 'small'; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Space size={size === 'small' ? 4 : undefined}>
      <Button size={size} type="primary" htmlType="submit">
        {intl.formatMessage({ id: 'list.search' })}
      </Button>
      <Button size={size} onClick={onReset}>
        {intl.formatMessage({ id: 'list.reset' })}
      </Button>
      {children}
    </Space>
  );
}
