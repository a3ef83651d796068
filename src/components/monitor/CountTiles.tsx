import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StateTone } from '../../lib/monitor/states';
import styles from './CountTiles.module.css';

type TileTone = StateTone | 'primary';

type TileBody = {
  name: string;
  value: ReactNode;
  detail?: ReactNode;
  tone: TileTone;
  /** Nothing to count (0 devices in alarm): the number is not painted in the alarm colour. */
  none?: boolean;
};
export type CountTileProps = TileBody &
  (
    | { kind: 'link'; to: string }
    | { kind: 'toggle'; pressed: boolean; onToggle: () => void }
    | { kind: 'static' }
  );

/**
 * One figure: the number, its name (which says what the tone shows), an optional detail line. A link
 * (home: a count opens the filtered device list), a toggle (cards page: a count filters the cards, with
 * aria-pressed) or plain text. The name comes first, for screen readers too ("报警设备 6").
 */
export function CountTile(props: CountTileProps) {
  const { name, value, detail, tone, none } = props;
  const marks = { 'data-tone': tone, 'data-none': none ? 'true' : undefined };
  const body = (
    <>
      <span className={styles.name}>{name}</span>
      <span className={styles.value}>{value}</span>
      {detail !== undefined && <span className={styles.detail}>{detail}</span>}
    </>
  );
  if (props.kind === 'link') {
    return (
      <Link className={`${styles.tile} ${styles.interactive}`} {...marks} to={props.to}>
        {body}
      </Link>
    );
  }
  if (props.kind === 'toggle') {
    return (
      <button type="button" className={`${styles.tile} ${styles.interactive}`} {...marks} aria-pressed={props.pressed} onClick={props.onToggle}>
        {body}
      </button>
    );
  }
  return (
    <div className={styles.tile} {...marks}>
      {body}
    </div>
  );
}

/** A row of tiles as a list (screen readers announce how many figures there are). */
export function CountTiles({ label, compact, children }: { label: string; compact?: boolean; children: ReactNode[] }) {
  return (
    <ul className={compact ? `${styles.tiles} ${styles.compact}` : styles.tiles} aria-label={label}>
      {children.map((child, i) => (
        <li key={i}>{child}</li>
      ))}
    </ul>
  );
}
