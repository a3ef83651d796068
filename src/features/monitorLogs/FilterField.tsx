import type { ReactNode } from 'react';
import styles from './monitorLogs.module.css';

/** One filter with its visible label (the control gets the label's id through `id`). */
export function FilterField({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
