// Deterministic, allocation-free 32-bit hashing: every random-looking fact of the monitoring world (an
// episode in a window, an outage, a noise sample) is a hash of (seed, ids, time index), so nothing is
// stored and any instant can be computed directly.

/** A 32-bit finaliser (lowbias32): good avalanche, two multiplications. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of up to four integers (any JS integer below 2^53 is folded to 32 bits first). */
export function hash(a: number, b = 0, c = 0, d = 0): number {
  let h = mix(fold(a) ^ 0x9e3779b9);
  h = mix(h ^ fold(b));
  h = mix(h ^ fold(c));
  return mix(h ^ fold(d));
}

const fold = (n: number) => (n | 0) ^ ((n / 4294967296) | 0);

/** A hash as a number in [0, 1). */
export const unit = (h: number) => h / 4294967296;

/** [0, 1) from the same inputs as hash. */
export const chance = (a: number, b = 0, c = 0, d = 0) => unit(hash(a, b, c, d));

/** A number in [min, max) from a [0, 1) draw. */
export const between = (u: number, min: number, max: number) => min + u * (max - min);
