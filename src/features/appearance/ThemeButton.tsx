import { SkinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ThemeDialog } from './ThemeDialog';

/** spec 2.5: the top-bar theme picker; opens the theme dialog. */
export function ThemeButton() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'appearance.theme.open' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={label}>
        {/* color: inherit so the icon takes the header text colour of every theme. */}
        <Button type="text" icon={<SkinOutlined />} aria-label={label} aria-haspopup="dialog" style={{ color: 'inherit' }} onClick={() => setOpen(true)} />
      </Tooltip>
      <ThemeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
