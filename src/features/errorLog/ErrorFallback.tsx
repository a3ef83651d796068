import { useContext, useEffect, useRef } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import zhMessages from '../../../locales/zh-CN/errorLog';
import { isChunkLoadError } from '../../lib/chunkLoad';
import styles from './ErrorFallback.module.css';

type FallbackKey = keyof typeof zhMessages;

/** Works above the providers too: without an IntlProvider the default language (zh) is shown. */
function useFallbackText() {
  // react-intl types the context as always set; outside a provider it is null.
  const intl: IntlShape | null = useContext(IntlContext);
  return (id: FallbackKey) => (intl ? intl.formatMessage({ id }) : zhMessages[id]);
}

const describe = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/** A chunk that did not load is fetched afresh only by a reload (src/lib/chunkLoad.ts). */
const reload = () => window.location.reload();

/**
 * What a user sees instead of a crashed part of the console: what happened, that it was logged, and
 * a retry. Plain markup, no antd: it may stand at the app's root, where antd is not loaded (size budget).
 * A page whose chunk did not load (spec 8: failed, or not in within 120 s) gets the chunk load error
 * page: what went wrong in words an operator can act on, and a retry that reloads.
 */
export function ErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useFallbackText();
  const chunk = isChunkLoadError(error);
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The focused element went down with the crashed subtree; give keyboard users a place to continue.
    if (!document.activeElement || document.activeElement === document.body) retryRef.current?.focus();
  }, []);
  return (
    <div role="alert" className={styles.wrap}>
      <span className={styles.icon} aria-hidden="true">
        ✕
      </span>
      <h2 className={styles.title}>{t(chunk ? 'errorLog.chunk.title' : 'errorLog.boundary.title')}</h2>
      {chunk && <p className={styles.text}>{t('errorLog.chunk.text')}</p>}
      <p className={styles.text}>{t('errorLog.boundary.recorded')}</p>
      <code className={styles.detail}>{describe(error)}</code>
      <button ref={retryRef} type="button" className={styles.retry} onClick={chunk ? reload : onRetry}>
        {t('errorLog.boundary.retry')}
      </button>
    </div>
  );
}
