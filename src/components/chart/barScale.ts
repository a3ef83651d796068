// The value axis of the light bar chart (StackedBars): whole-number ticks on a 1-2-5 step, so a chart of
// counts never shows 0.5 of an alarm, and the tallest stack reaches into the top step.

/** Ticks from 0 to the first multiple of a 1, 2 or 5 × 10ⁿ step at or above `max`, about `count` steps. */
export function countTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = Math.max(1, max / count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}
