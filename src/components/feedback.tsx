import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './feedback.module.css';

type Kind = 'success' | 'error' | 'warning' | 'info';
type Entry = { id: number; kind: Kind; content: ReactNode };

/** Toasts as antd's message shows them (top centre, 3 s), with the same calls: toast.error(text). */
export type Toast = Record<Kind, (content: ReactNode, seconds?: number) => void>;

const ToastContext = createContext<Toast | null>(null);
const glyphs: Record<Kind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/**
 * Our own toasts rather than antd's: the login page must not load antd at all (the /login size
 * budget), and every page needs toasts from the http client (spec 8).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const nextId = useRef(0);
  // A toast's removal outlives a provider that unmounts first (a test's end, a sign-out): cleared with it.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const show = useCallback((kind: Kind, content: ReactNode, seconds = 3) => {
    const id = ++nextId.current;
    // The same words again (a dozen loads failing at once for one reason, the chaos crawl) are
    // shown once, their time restarted, instead of a column of identical toasts over the page.
    const same = (entry: Entry) => typeof content === 'string' && entry.kind === kind && entry.content === content;
    setEntries((current) => [...current.filter((entry) => !same(entry)), { id, kind, content }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setEntries((current) => current.filter((entry) => entry.id !== id));
    }, seconds * 1000);
    timers.current.add(timer);
  }, []);
  const api = useMemo<Toast>(
    () => ({
      success: (content, seconds) => show('success', content, seconds),
      error: (content, seconds) => show('error', content, seconds),
      warning: (content, seconds) => show('warning', content, seconds),
      info: (content, seconds) => show('info', content, seconds),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.stack} aria-live="polite">
        {entries.map((entry) => (
          <div key={entry.id} className={`${styles.toast} ${styles[entry.kind]}`} role={entry.kind === 'error' ? 'alert' : 'status'}>
            <span className={styles.icon} aria-hidden="true">
              {glyphs[entry.kind]}
            </span>
            <span>{entry.content}</span>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider>');
  return api;
}
