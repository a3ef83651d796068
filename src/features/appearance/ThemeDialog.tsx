import { CheckOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAppearanceStore } from '../../lib/appearance/appearanceStore';
import styles from './ThemeDialog.module.css';
import { appThemes, type LayoutPalette } from '../../lib/appearance/themes';

/** A miniature of the layout in the theme's colours: header strip, sider and page. */
function ThemeSwatch({ palette }: { palette: LayoutPalette }) {
  return (
    <span className={styles.swatch} style={{ background: palette.bodyBg }} aria-hidden="true">
      <span className={styles.swatchHeader} style={{ background: palette.headerBg }} />
      <span className={styles.swatchBody}>
        <span className={styles.swatchSider} style={{ background: palette.siderBg }} />
        <span className={styles.swatchPage} />
      </span>
    </span>
  );
}

/**
 * spec 2.9: the theme dialog. The cards are native radios, so arrow keys move the choice and screen
 * readers announce "n of 10, checked"; a choice applies (and persists) at once, as in Saber.
 */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const themeId = useAppearanceStore((s) => s.themeId);
  const setTheme = useAppearanceStore((s) => s.setTheme);
  const groupName = useId();
  const titleId = useId();

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={<span id={titleId}>{t('appearance.theme.dialogTitle')}</span>}>
      <div role="radiogroup" aria-labelledby={titleId} className={styles.list}>
        {appThemes.map(({ id, labelId, palette }) => {
          const selected = id === themeId;
          return (
            <label key={id} className={selected ? `${styles.card} ${styles.selected}` : styles.card}>
              <input type="radio" className={styles.radio} name={groupName} value={id} checked={selected} onChange={() => setTheme(id)} />
              <ThemeSwatch palette={palette} />
              <span className={styles.label}>
                {t(labelId)}
                {selected && (
                  // The radio's checked state already tells assistive tech; this mark is for the eye.
                  <span className={styles.current} aria-hidden="true">
                    <CheckOutlined /> {t('appearance.theme.current')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </Modal>
  );
}
