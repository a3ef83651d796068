import styles from './StackedBars.module.css';
import { countTicks } from './barScale';
import hidden from '../visuallyHidden.module.css';

export type BarSeries = { name: string; color: string; values: readonly number[] };

export type StackedBarsProps = {
  /** What the chart shows: the figure's name and the caption of its data table. */
  label: string;
  /** The header of the category column in the data table (for instance 日期 / Date). */
  categoryHeader: string;
  categories: readonly string[];
  series: readonly BarSeries[];
  height: number;
  /** Bars left to right, one row per category with its name before it (a ranking of long names). */
  horizontal?: boolean;
};

/**
 * A stacked bar chart of a few categories drawn with CSS, for charts as simple as the home page's
 * seven days of alarms or its ranking of companies: no echarts chunk (219 KB gzip) for a few bars. Themed by the colours given and
 * the antd CSS variables; each stack says its figures on hover (title); a screen reader reads the
 * figures from a table, the drawing itself is hidden from it.
 */
export function StackedBars({ label, categoryHeader, categories, series, height, horizontal = false }: StackedBarsProps) {
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = countTicks(Math.max(0, ...totals));
  const top = ticks.at(-1)!;
  const percent = (value: number) => `${(value / top) * 100}%`;
  return (
    <figure className={styles.chart} aria-label={label} role="figure">
      <div className={styles.legend} aria-hidden="true">
        {series.map((s) => (
          <span key={s.name} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: s.color }} />
            {s.name}
          </span>
        ))}
      </div>
      <div className={horizontal ? styles.horizontal : styles.vertical} style={{ height }} aria-hidden="true">
        <div className={styles.grid}>
          {ticks.map((tick) => (
            <div key={tick} className={styles.gridLine} style={horizontal ? { left: percent(tick) } : { bottom: percent(tick) }}>
              <span className={styles.tick}>{tick}</span>
            </div>
          ))}
        </div>
        <div className={styles.columns}>
          {categories.map((category, i) => (
            <div key={category} className={styles.column}>
              <div className={styles.stack} title={[category, ...series.map((s) => `${s.name}: ${s.values[i] ?? 0}`)].join('\n')} data-total={totals[i]}>
                {series.map((s) => (
                  <div key={s.name} className={styles.segment} style={{ [horizontal ? 'width' : 'height']: percent(s.values[i] ?? 0), background: s.color }} />
                ))}
              </div>
              <span className={styles.category} title={category}>
                {category}
              </span>
            </div>
          ))}
        </div>
      </div>
      {/* Hidden in a box: a table takes no 1px width nor clips itself, so a long name in it would
          widen the page (a 2,000-character company name made it 16,000 px wide). */}
      <div className={hidden.visuallyHidden}>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, i) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.name}>{s.values[i] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
