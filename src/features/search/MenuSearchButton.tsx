import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { MenuSearchOverlay } from './MenuSearchOverlay';

/** spec 2.9: the top-bar button that opens the menu search; Ctrl+K (⌘K) opens it from anywhere. */
export function MenuSearchButton({ style }: { style?: CSSProperties }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const label = intl.formatMessage({ id: 'menu.search.open' });
  return (
    <>
      <Tooltip title={`${label} (Ctrl+K)`}>
        <Button type="text" icon={<SearchOutlined />} aria-label={label} aria-haspopup="dialog" aria-keyshortcuts="Control+K" style={style} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && <MenuSearchOverlay onClose={() => setOpen(false)} />}
    </>
  );
}
