import type { CSSProperties } from 'react';
import type { MonitorState } from '../../../generated/model';
import styles from './ItemValueBar.module.css';

/**
 * Where on the bar a value sits, in percent: the scale ends a quarter above the alarm value (or at the value, when higher).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export function barScale(value: number | undefined, warn: number, alarm: number) {
  const top = Math.max(alarm * 1.25, value ?? 0, warn, 1e-9);
  const at = (v: number) => `${Math.min(100, Math.max(0, (v / top) * 100)).toFixed(1)}%`;
  return { value: at(value ?? 0), warn: at(warn), alarm: at(alarm) };
}

/**
 * The small bar of a monitoring card: the value against the warn and alarm values, drawn as one element
 * (see the CSS). Decorative for screen readers (aria-hidden): the card says the same numbers and the state in words.
 */
export function ItemValueBar({
  value,
  warnValue,
  alarmValue,
  state,
  stale,
  className,
}: {
  value: number | undefined;
  warnValue: number;
  alarmValue: number;
  state: MonitorState;
  stale?: boolean;
  className?: string;
}) {
  const scale = barScale(value, warnValue, alarmValue);
  const style = { '--value-at': scale.value, '--warn-at': scale.warn, '--alarm-at': scale.alarm } as CSSProperties;
  return (
    <div
      className={className ? `${styles.bar} ${className}` : styles.bar}
      style={style}
      data-state={state}
      data-stale={stale ? 'true' : undefined}
      data-empty={value === undefined ? 'true' : undefined}
      aria-hidden="true"
    />
  );
}
