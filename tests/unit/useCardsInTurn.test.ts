// (cards budget): many cards coming on screen at once are drawn in turns, a wheel's row at once.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CARDS_AT_ONCE, useCardsInTurn } from '../../src/features/devices/cards/useCardsInTurn';

const COLUMNS = 4;
const rowsOf = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => ({ index: first + i, start: (first + i) * 300, size: 300 }));
const drawnOf = (result: { current: ReturnType<typeof useCardsInTurn> }, rows: { index: number }[]) => rows.map((row) => result.current.cardsDrawn(row.index));

describe('useCardsInTurn', () => {
  it('draws a jump of six rows in turns: CARDS_AT_ONCE at once, the rest in later frames, then says it is done', async () => {
    const rows = rowsOf(40, 45);
    const { result } = renderHook(() => useCardsInTurn(rows, COLUMNS, () => true));
    const first = drawnOf(result, rows);
    expect(first.reduce((a, b) => a + b, 0)).toBe(CARDS_AT_ONCE);
    expect(result.current.drawing).toBe(true);
    await waitFor(() => expect(drawnOf(result, rows)).toEqual([4, 4, 4, 4, 4, 4]));
    expect(result.current.drawing).toBe(false);
  });

  it('draws the row a wheel brings at once, keeping the rows already drawn', async () => {
    let rows = rowsOf(0, 3);
    const { result, rerender } = renderHook(() => useCardsInTurn(rows, COLUMNS, () => true));
    await waitFor(() => expect(result.current.drawing).toBe(false));
    rows = rowsOf(1, 4);
    rerender();
    expect(drawnOf(result, rows)).toEqual([4, 4, 4, 4]);
    expect(result.current.drawing).toBe(false);
  });

  it('leaves a row without its page as frames, and draws it when the page arrives', async () => {
    const rows = rowsOf(0, 1);
    let loaded = new Set([0]);
    const { result, rerender } = renderHook(() => useCardsInTurn(rows, COLUMNS, (row) => loaded.has(row)));
    expect(drawnOf(result, rows)).toEqual([4, 0]);
    expect(result.current.drawing).toBe(false);
    loaded = new Set([0, 1]);
    rerender();
    expect(drawnOf(result, rows)).toEqual([4, 4]);
  });
});
