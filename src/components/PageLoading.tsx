import styles from './PageLoading.module.css';

/** The route fallback; plain CSS so that the entry chunk carries no antd (size budget). */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hidden}>Loading…</span>
    </div>
  );
}
