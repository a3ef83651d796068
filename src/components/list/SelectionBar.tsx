import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './SelectionBar.module.css';

/**
 * The bar over a list while rows are selected: how many (announced), the batch actions, and a way
 * to clear the selection. Hidden when nothing is selected.
 */
export function SelectionBar({ count, onClear, children }: { count: number; onClear: () => void; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={styles.bar} hidden={count === 0} role="region" aria-label={intl.formatMessage({ id: 'list.selection' })}>
      <span aria-live="polite">{intl.formatMessage({ id: 'list.selected' }, { count })}</span>
      <Space wrap>
        {children}
        <Button size="small" type="link" onClick={onClear}>
          {intl.formatMessage({ id: 'list.clearSelection' })}
        </Button>
      </Space>
    </div>
  );
}

/** At most `max` names for a confirm ("A、B、C 等 12 项"): what goes is named, the dialog stays short. */
export function namedList(names: readonly string[], max = 5): { shown: string[]; more: number } {
  return { shown: names.slice(0, max), more: Math.max(0, names.length - max) };
}
