import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { appConfig } from '../../platform/config';
import { leafItems, leavesByNamePrefix, type MenuLeaf } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import { useSessionStore } from '../../stores/session';
import styles from './SearchPage.module.css';

/** Esc leaves the page: back where the visitor came from, else home (signed in) or the login. */
function useLeave() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  return () => {
    const fromHere = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (fromHere) void navigate(-1);
    else void navigate(signedIn ? appConfig.homePath : '/login', { replace: true });
  };
}

/**
 * spec 2.1: /search, a public page. What a visitor may search is the menu, and the menu is the
 * signed-in user's (spec 2.2): signed in, the leaf pages of that menu, matched by name prefix as the
 * top autocomplete does (spec 2.9); signed out, a clear message and the way to the login. Keyboard
 * first: the field has the focus, the arrows choose, Enter opens, Esc goes back. The text stays in the
 * address (?q=), so a reload or a shared link keeps it.
 */
export default function SearchPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const leave = useLeave();

  useEffect(() => {
    // Esc from anywhere on the page (the field handles its own, so the two do not both run).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) leave();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <section className={styles.card} aria-labelledby="search-title">
        <h1 id="search-title" className={styles.title}>
          {t('search.page.title')}
        </h1>
        {signedIn ? (
          <MenuSearch />
        ) : (
          <>
            <p className={styles.text}>{t('search.page.signedOut')}</p>
            <Link className={styles.primary} to="/login">
              {t('search.page.toLogin')}
            </Link>
          </>
        )}
        <p className={styles.hint}>{t(signedIn ? 'search.page.keys' : 'search.page.keysSignedOut')}</p>
      </section>
    </main>
  );
}

/** The signed-in part: the field, the matches, and what they come to, said to screen readers. */
function MenuSearch() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const leave = useLeave();
  const menu = useUserMenu();
  const leaves = useMemo(() => leafItems(menu.data ?? []), [menu.data]);
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const matches = leavesByNamePrefix(leaves, text);
  const [active, setActive] = useState(0);
  const shown = Math.min(active, Math.max(matches.length - 1, 0));
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);

  const open = (leaf: MenuLeaf | undefined) => leaf && void navigate(leaf.target);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown' && last >= 0) setActive(shown >= last ? 0 : shown + 1);
    else if (event.key === 'ArrowUp' && last >= 0) setActive(shown <= 0 ? last : shown - 1);
    else if (event.key === 'Enter') open(matches[shown]);
    else if (event.key === 'Escape') leave();
    else return;
    event.preventDefault();
  };

  const status = () => {
    if (menu.isPending) return t('search.page.loading');
    if (menu.isError) return t('search.page.failed');
    if (!text.trim()) return t('search.page.empty');
    return matches.length ? t('search.page.count', { count: matches.length }) : t('search.page.noMatch', { text: text.trim() });
  };

  const optionId = (index: number) => `${ids}-option-${index}`;
  return (
    <>
      <label htmlFor={`${ids}-input`} className={styles.label}>
        {t('search.page.label')}
      </label>
      <input
        ref={input}
        id={`${ids}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        // The page is the search: its field takes the focus as the page opens.
        autoFocus
        autoComplete="off"
        aria-expanded={matches.length > 0}
        aria-controls={`${ids}-list`}
        aria-autocomplete="list"
        aria-activedescendant={matches.length ? optionId(shown) : undefined}
        placeholder={t('search.page.placeholder')}
        value={text}
        onChange={(event) => {
          setActive(0);
          const value = event.target.value;
          setParams(value ? { q: value } : {}, { replace: true });
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${ids}-list`} role="listbox" aria-label={t('search.page.results')} className={styles.list}>
        {matches.map((leaf, index) => (
          <li
            key={leaf.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === shown}
            className={styles.option}
            // The focus stays in the field; the click still opens the page.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(leaf)}
          >
            <span className={styles.name}>{leaf.name}</span>
            <span className={styles.trail}>{leaf.trail.join(' / ')}</span>
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {status()}
      </p>
      {menu.isError && (
        <button type="button" className={styles.secondary} onClick={() => void menu.refetch().then(() => input.current?.focus())}>
          {t('search.page.retry')}
        </button>
      )}
    </>
  );
}
