import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** spec 2.5: the full-screen toggle; it follows the document, so Esc and F11 exits are reflected too. */
export function FullscreenButton() {
  const intl = useIntl();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      // Refused by the browser (no user gesture, iframe without allowfullscreen): nothing changes.
    }
    setFull(!!document.fullscreenElement);
  };

  const label = intl.formatMessage({ id: full ? 'topbar.fullscreen.exit' : 'topbar.fullscreen.enter' });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={intl.formatMessage({ id: 'topbar.fullscreen' })}
        aria-pressed={full}
        onClick={() => void toggle()}
        style={{ color: 'inherit' }}
      />
    </Tooltip>
  );
}
