import { AutoComplete } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '../../lib/menu/MenuIcon';
import { leafItems, leavesByNamePrefix } from '../../lib/menu/menuTarget';
import { useUserMenu } from '../../lib/menu/useUserMenu';
import { useAppNavigate } from '../../lib/navigation';
import styles from './MenuOptionLabel.module.css';

/** spec 2.9: the top bar's autocomplete over leaf menu items by name prefix; choosing one opens it. */
export function MenuAutocomplete({ style }: { style?: CSSProperties }) {
  const intl = useIntl();
  // Not useNavigate: the top bar stays on screen, and that would re-render it on every navigation.
  const navigate = useAppNavigate();
  const menu = useUserMenu();
  const leaves = useMemo(() => leafItems(menu.data ?? []), [menu.data]);
  const [text, setText] = useState('');
  const options = leavesByNamePrefix(leaves, text).map((leaf) => ({ value: leaf.id, label: leaf.name, source: leaf.source }));

  return (
    <AutoComplete
      aria-label={intl.formatMessage({ id: 'menu.autocomplete.label' })}
      placeholder={intl.formatMessage({ id: 'menu.autocomplete.placeholder' })}
      style={{ width: 200, ...style }}
      value={text}
      options={options}
      // The label stays plain text (it names the option for assistive technology and its title); the
      // icon is drawn beside it, decorative.
      optionRender={(option) => (
        <span className={styles.label}>
          <MenuIcon source={option.data.source} />
          {option.label}
        </span>
      )}
      onChange={setText}
      onSelect={(id: string) => {
        const leaf = leaves.find((item) => item.id === id);
        setText('');
        if (leaf) void navigate(leaf.target);
      }}
    />
  );
}
