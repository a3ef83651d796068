import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { MenuIcon } from '../../lib/menu/MenuIcon';
import { leafItems, leavesByNameContaining, type MenuLeaf } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import labelStyles from './MenuOptionLabel.module.css';
import styles from './MenuSearchOverlay.module.css';

/**
 * spec 2.9: the full-screen menu search. Mounted only while open. The input keeps the focus (Tab
 * cannot leave the dialog), the arrows move through the matches, Enter or a click opens one, Esc
 * closes, and the focus goes back to whatever opened it.
 */
export function MenuSearchOverlay({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const menu = useUserMenu();
  const leaves = useMemo(() => leafItems(menu.data ?? []), [menu.data]);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const matches = leavesByNameContaining(leaves, text);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    inputRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const open = (leaf: MenuLeaf | undefined) => {
    if (!leaf) return;
    onClose();
    void navigate(leaf.target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
      case 'Tab':
        // The input is the dialog's only stop: the focus stays in it.
        event.preventDefault();
        inputRef.current?.focus();
        break;
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? Math.max(last, 0) : i - 1));
        break;
      case 'Enter':
        event.preventDefault();
        open(matches[Math.min(active, last)]);
        break;
    }
  };

  const optionId = (index: number) => `${ids}-option-${index}`;
  const showList = matches.length > 0;

  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={`${ids}-title`} className={styles.panel} onKeyDown={onKeyDown}>
        <h2 id={`${ids}-title`} className={styles.title}>
          {t('menu.search.title')}
        </h2>
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={t('menu.search.input')}
          aria-expanded={showList}
          aria-controls={`${ids}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList ? optionId(Math.min(active, matches.length - 1)) : undefined}
          placeholder={t('menu.search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
        />
        <ul id={`${ids}-list`} role="listbox" aria-label={t('menu.search.results')} className={styles.list}>
          {matches.map((leaf, index) => (
            <li
              key={leaf.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === Math.min(active, matches.length - 1)}
              className={styles.option}
              // Keep the focus in the input; the click still opens the item.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(leaf)}
            >
              <span className={labelStyles.label}>
                <MenuIcon source={leaf.source} />
                {leaf.name}
              </span>
              <span className={styles.trail}>{leaf.trail.join(' / ')}</span>
            </li>
          ))}
        </ul>
        <div role="status" className={styles.hint}>
          {text.trim() && !showList ? t('menu.search.noMatch') : t('menu.search.hint')}
        </div>
      </div>
    </div>,
    document.body,
  );
}
