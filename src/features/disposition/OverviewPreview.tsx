import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { OverviewCard, OverviewFigure } from '../../../generated/model';
import { cardLabel, figureLabel } from '../../lib/monitor/labels';
import styles from './Disposition.module.css';

/** What the home overview will show, in order: the figures as tiles, then the cards. */
export function OverviewPreview({ figures, cards }: { figures: readonly OverviewFigure[]; cards: readonly OverviewCard[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.preview} aria-labelledby="disposition-preview">
      <Typography.Text strong id="disposition-preview">
        {t('disposition.preview')}
      </Typography.Text>
      {figures.length === 0 && cards.length === 0 ? (
        <Typography.Paragraph type="warning" style={{ marginTop: 8 }}>
          {t('disposition.preview.nothing')}
        </Typography.Paragraph>
      ) : (
        <>
          <ul className={styles.previewFigures} aria-label={t('disposition.figures')}>
            {figures.map((figure) => (
              <li key={figure}>{t(figureLabel(figure))}</li>
            ))}
          </ul>
          <ul className={styles.previewCards} aria-label={t('disposition.cards')}>
            {cards.map((card) => (
              <li key={card}>{t(cardLabel(card))}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
