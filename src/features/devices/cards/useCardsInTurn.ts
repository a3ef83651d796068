import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * New cards drawn at once in a render: a row or two, as a wheel brings them. A new card's style, layout
 * (its texts shaped for the first time) and paint cost 4-12 ms here (2 CPUs).
 * @internal Exported for its tests; nothing in the console imports it.
 */
export const CARDS_AT_ONCE = 8;
/** New cards given in each later animation frame, when more came at once. */
const CARDS_A_FRAME = 4;

type Row = { index: number; start: number; size: number };
/** Cards drawn a row, for the rows on screen and the columns they were counted in; `arrivals` says which rows had come with their page. */
type Drawn = { columns: number; arrivals: string; cells: ReadonlyMap<number, number> };

/** Gives `rows`, in their order, up to `budget` more cards in all (a row holds `columns`); changes `cells`. */
function giveCards(cells: Map<number, number>, rows: readonly Row[], columns: number, budget: number) {
  for (const row of rows) {
    if (budget === 0) return;
    const count = cells.get(row.index) ?? 0;
    const more = Math.min(budget, columns - count);
    cells.set(row.index, count + more);
    budget -= more;
  }
}

/**
 * How many cards of each row on screen are drawn. A wheel brings a row at a time, drawn at once. A
 * scrollbar jump or an arriving page brings about 30 cards at once, whose style, layout and paint held
 * the main thread 55-100 ms in one task (a trace at 1920×1080: style 20, layout 30-45, paint 20 ms):
 * beyond `CARDS_AT_ONCE` the rows are drawn as empty frames first and get their cards in the next
 * animation frames, `CARDS_A_FRAME` at a time, the rows nearest the middle of the window first.
 * Drawing every row in turns instead (a frame later than due) made the wheel worse: two renders a frame.
 * Returns the cards drawn in a row and whether any are still waiting (the feed says it is busy).
 */
export function useCardsInTurn(rows: readonly Row[], columns: number, isLoaded: (row: number) => boolean) {
  const [state, setState] = useState<Drawn>(() => ({ columns, arrivals: '', cells: new Map() }));
  const had = (row: number) => (state.columns === columns ? (state.cells.get(row) ?? 0) : 0);

  // Rows that came on screen or got their page since the last render draw up to CARDS_AT_ONCE cards
  // now (state adjusted while rendering: React renders again before it commits, no effect lag).
  const arrivals = rows.map((row) => `${row.index}${isLoaded(row.index) ? '+' : '-'}`).join(' ');
  let drawn = state;
  if (state.arrivals !== arrivals || state.columns !== columns) {
    const cells = new Map(rows.map((row) => [row.index, had(row.index)]));
    giveCards(cells, rows.filter((row) => isLoaded(row.index)), columns, CARDS_AT_ONCE);
    drawn = { columns, arrivals, cells };
    setState(drawn);
  }
  const cardsDrawn = (row: number) => drawn.cells.get(row) ?? 0;
  const waiting = rows.filter((row) => isLoaded(row.index) && cardsDrawn(row.index) < columns);
  const waitingKey = waiting.map((row) => `${row.index}@${row.start}:${cardsDrawn(row.index)}`).join(' ');

  useEffect(() => {
    if (!waiting.length) return;
    const frame = requestAnimationFrame(() => {
      const middle = window.scrollY + window.innerHeight / 2;
      const nearestFirst = [...waiting].sort((a, b) => Math.abs(a.start + a.size / 2 - middle) - Math.abs(b.start + b.size / 2 - middle));
      // In this frame, before its style and layout: the cards show in the frame they were given.
      flushSync(() =>
        setState((before) => {
          const cells = new Map(before.cells);
          giveCards(cells, nearestFirst, columns, CARDS_A_FRAME);
          return { ...before, cells };
        }),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [waitingKey, columns]); // eslint-disable-line react-hooks/exhaustive-deps -- `waiting` is a new array each render; its key says what it holds

  return { cardsDrawn, drawing: waiting.length > 0 };
}
