// The overview configuration's lists (which figures and cards, in which order) as pure steps, so the
// editor's rules are unit tested (tests/unit/dispositionOrder.test.ts).

/** The rows the editor shows: the chosen ones in their order, then the others in their natural order. */
export function rowsOf<T extends string>(all: readonly T[], chosen: readonly T[]): { item: T; chosen: boolean }[] {
  const known = chosen.filter((item) => all.includes(item));
  return [...known.map((item) => ({ item, chosen: true })), ...all.filter((item) => !known.includes(item)).map((item) => ({ item, chosen: false }))];
}

/** Chosen or not: a newly chosen item goes last of the chosen ones; `max` is the contract's limit. */
export function toggle<T extends string>(chosen: readonly T[], item: T, on: boolean, max: number): T[] {
  if (on) return chosen.includes(item) || chosen.length >= max ? [...chosen] : [...chosen, item];
  return chosen.filter((other) => other !== item);
}

/** One place up (-1) or down (+1) among the chosen; nothing moves past either end. */
export function move<T extends string>(chosen: readonly T[], item: T, by: -1 | 1): T[] {
  const from = chosen.indexOf(item);
  const to = from + by;
  if (from < 0 || to < 0 || to >= chosen.length) return [...chosen];
  const next = [...chosen];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

export const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
