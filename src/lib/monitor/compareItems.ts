// The compare chart's items (spec 5 and 9: up to 8) and how much of their history it asks for.
import { idListParam } from '../listPage/urlParams';
import { timeRangeParam, type TimeRange } from './trendRange';

/**
 * Spec 5 / 9: compare charts allow up to 8 items, as many as one history call takes (the contract's
 * x-max-list-items of getMonitorHistory.itemIds; tests/contract/limits.test.ts keeps the two equal).
 */
export const COMPARE_MAX_ITEMS = 8;
const COMPARE_PATH = '/monitor/device/chart';

/** The chosen items in the address: `items=<id>,<id>,...`; more than 8 read as the first 8. */
export const compareItemsParam = idListParam(COMPARE_MAX_ITEMS);

export type ItemChoice = { ok: true; items: string[] } | { ok: false; reason: 'full' };

/**
 * Adds an item to the chosen ones. A 9th is refused and nothing is added (spec 5); an item already
 * chosen stays where it is.
 */
export function chooseItem(chosen: readonly string[], itemId: string): ItemChoice {
  if (chosen.includes(itemId)) return { ok: true, items: [...chosen] };
  if (chosen.length >= COMPARE_MAX_ITEMS) return { ok: false, reason: 'full' };
  return { ok: true, items: [...chosen, itemId] };
}

/**
 * Points asked per series: about 96,000 for the whole chart (what the chart draws within its first-paint
 * budget), so 8 items get 12,000 each - a week of one-minute samples (10,080) in full, zoomable to a day
 * without another call - and fewer items more, up to the contract's 20,000. Longer ranges come as the
 * server's min/max buckets. Even, as the server takes it.
 */
export function comparePoints(itemCount: number): number {
  const per = Math.floor(96_000 / Math.max(1, itemCount));
  return Math.min(20_000, Math.max(2_000, per - (per % 2)));
}

/** The compare chart's address for these items over this range (from the device detail, or a shared link). */
export function compareHref(itemIds: readonly string[], range?: TimeRange): string {
  const params = new URLSearchParams();
  compareItemsParam.write(params, 'items', itemIds.slice(0, COMPARE_MAX_ITEMS));
  if (range) timeRangeParam.write(params, 'range', range);
  return `${COMPARE_PATH}?${params.toString()}`;
}
