import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Disposition.module.css';
import { move, rowsOf, toggle } from './orderedChoice';
import hidden from '../../components/visuallyHidden.module.css';

type Props<T extends string> = {
  legend: string;
  all: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  labelOf: (item: T) => string;
  /** The contract's most items. */
  max: number;
};

/**
 * Which of `all` are chosen, and in which order: a checkbox per item and, for the chosen ones, a place
 * number with up and down buttons (keyboard: Tab to a button, Enter or Space). A move keeps the focus on
 * the moved item's button and is announced, so it can be repeated without looking.
 */
export function OrderedChoiceList<T extends string>({ legend, all, value, onChange, labelOf, max }: Props<T>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ item: T; by: -1 | 1 } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // After a move has been drawn: the focus back on the moved item (its row was moved in the DOM).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { item, by } = focusAfterMove.current;
    focusAfterMove.current = null;
    const row = list.current?.querySelector<HTMLElement>(`[data-item="${item}"]`);
    // The button pressed, or the other one when the item reached an end and it is disabled.
    const pressed = row?.querySelector<HTMLButtonElement>(`[data-move="${by}"]:not(:disabled)`);
    (pressed ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)') ?? row?.querySelector<HTMLInputElement>('input'))?.focus();
  });

  const rows = rowsOf(all, value);
  const full = value.length >= max;

  const shift = (item: T, by: -1 | 1) => {
    const next = move(value, item, by);
    onChange(next);
    setAnnouncement(t('disposition.moved', { name: labelOf(item), place: next.indexOf(item) + 1, count: next.length }));
    focusAfterMove.current = { item, by };
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {legend}
        <Typography.Text type="secondary" className={styles.count}>
          {t('disposition.chosenCount', { count: value.length, max })}
        </Typography.Text>
      </legend>
      <ol ref={list} className={styles.choices}>
        {rows.map(({ item, chosen }, index) => (
          <li key={item} data-item={item} className={chosen ? styles.chosen : styles.unchosen}>
            <span className={styles.place} aria-hidden>
              {chosen ? index + 1 : ''}
            </span>
            <Checkbox
              checked={chosen}
              disabled={!chosen && full}
              onChange={(event) => {
                onChange(toggle(value, item, event.target.checked, max));
                setAnnouncement('');
              }}
            >
              {labelOf(item)}
            </Checkbox>
            {chosen && (
              <span className={styles.moves}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  data-move={-1}
                  disabled={index === 0}
                  aria-label={t('disposition.moveUp', { name: labelOf(item) })}
                  onClick={() => shift(item, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  data-move={1}
                  disabled={index === value.length - 1}
                  aria-label={t('disposition.moveDown', { name: labelOf(item) })}
                  onClick={() => shift(item, 1)}
                />
              </span>
            )}
          </li>
        ))}
      </ol>
      {full && <Typography.Text type="secondary">{t('disposition.full', { max })}</Typography.Text>}
      <span className={hidden.visuallyHidden} aria-live="polite">
        {announcement}
      </span>
    </fieldset>
  );
}
