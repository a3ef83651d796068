import { BgColorsOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppearanceStore } from '../../lib/appearance/appearanceStore';
import styles from './ColorPickerButton.module.css';

// Saber's colour list; the first is the spec 9 default.
const presetColors = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'] as const;

/** antd's preset blocks are click-only divs; these are buttons, so keyboard and screen readers reach them. */
function PresetColors({ current, onPick }: { current: string; onPick: (color: string) => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <>
      <p id={titleId} className={styles.presetsTitle}>
        {intl.formatMessage({ id: 'appearance.color.presets' })}
      </p>
      <div role="group" aria-labelledby={titleId} className={styles.presets}>
        {presetColors.map((color) => (
          <button
            key={color}
            type="button"
            className={styles.preset}
            style={{ background: color, color }}
            aria-label={intl.formatMessage({ id: 'appearance.color.preset' }, { color })}
            aria-pressed={color === current}
            onClick={() => onPick(color)}
          />
        ))}
      </div>
    </>
  );
}

/** spec 2.5: the top-bar colour picker; the picked colour becomes antd's primary colour and persists. */
export function ColorPickerButton() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'appearance.color.open' });
  const primaryColor = useAppearanceStore((s) => s.primaryColor);
  const setPrimaryColor = useAppearanceStore((s) => s.setPrimaryColor);
  // While dragging, only the picker follows the pointer; the whole app re-themes once, on release.
  const [draft, setDraft] = useState<string>();
  const [open, setOpen] = useState(false);
  const commit = (color: string) => {
    setDraft(undefined);
    setPrimaryColor(color);
  };

  return (
    <ColorPicker
      value={draft ?? primaryColor}
      disabledAlpha
      onChange={(color) => setDraft(color.toHexString())}
      onChangeComplete={(color) => commit(color.toHexString())}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDraft(undefined);
      }}
      panelRender={(_panel, { components: { Picker } }) => (
        <div className={styles.panel}>
          <Picker />
          <PresetColors current={primaryColor} onPick={commit} />
        </div>
      )}
    >
      <span>
        <Tooltip title={label}>
          <Button type="text" icon={<BgColorsOutlined />} aria-label={label} aria-expanded={open} style={{ color: 'inherit' }} />
        </Tooltip>
      </span>
    </ColorPicker>
  );
}
