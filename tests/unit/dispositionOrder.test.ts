// @vitest-environment node
// The overview configuration's lists: which figures and cards, in which order.
import { describe, expect, it } from 'vitest';
import { move, rowsOf, sameOrder, toggle } from '../../src/features/disposition/orderedChoice';

const ALL = ['a', 'b', 'c', 'd'] as const;
type Item = (typeof ALL)[number];

describe('the overview configuration editor', () => {
  it('shows the chosen items first in their order, then the others in their natural order', () => {
    expect(rowsOf(ALL, ['c', 'a'])).toEqual([
      { item: 'c', chosen: true },
      { item: 'a', chosen: true },
      { item: 'b', chosen: false },
      { item: 'd', chosen: false },
    ]);
    // An item the console does not know (a newer server) is left out rather than shown without a word.
    expect(rowsOf(ALL, ['x' as Item, 'b']).map((r) => r.item)).toEqual(['b', 'a', 'c', 'd']);
  });

  it.each<[string, Item[], Item, boolean, number, Item[]]>([
    ['adds a newly chosen item last', ['b'], 'd', true, 4, ['b', 'd']],
    ['adds nothing beyond the limit', ['a', 'b'], 'c', true, 2, ['a', 'b']],
    ['does not add an item twice', ['a'], 'a', true, 4, ['a']],
    ['removes an unchosen item and keeps the order', ['c', 'a', 'b'], 'a', false, 4, ['c', 'b']],
  ])('%s', (_name, chosen, item, on, max, expected) => {
    expect(toggle(chosen, item, on, max)).toEqual(expected);
  });

  it.each<[string, Item[], Item, -1 | 1, Item[]]>([
    ['moves up', ['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    ['moves down', ['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    ['does not move past the top', ['a', 'b'], 'a', -1, ['a', 'b']],
    ['does not move past the bottom', ['a', 'b'], 'b', 1, ['a', 'b']],
    ['leaves an unchosen item alone', ['a', 'b'], 'c', 1, ['a', 'b']],
  ])('%s', (_name, chosen, item, by, expected) => {
    expect(move(chosen, item, by)).toEqual(expected);
  });

  it('tells an unchanged order from a changed one', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
