import styles from './PageLoading.module.css';
import hidden from './visuallyHidden.module.css';

/**
 * The route fallback; plain CSS so that the entry chunk carries no antd (size budget). It may show
 * before the messages are there, so its default words are neutral; pages that know more say it.
 */
export function PageLoading({ label = 'Loading… / 加载中…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.wrap}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={hidden.visuallyHidden}>{label}</span>
    </div>
  );
}
